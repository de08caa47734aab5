import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoldDates } from '../../../../domain/schemas/holds';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiPost, apiRequest } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

/** Books a hold (one starting today pauses at once), or moves the booked hold `holdId`. */
export const bookHold = ({
  id,
  holdId,
  dates,
}: {
  id: number;
  holdId?: number;
  dates: HoldDates;
}) =>
  holdId === undefined
    ? apiPost<Subscription>(`/api/subscriptions/${id}/holds`, dates)
    : apiRequest<Subscription>('PUT', `/api/subscriptions/${id}/holds/${holdId}`, dates);

/** The list and the pickups are refreshed afterwards, whether the call succeeded or not. */
export function useBookHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookHold,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}

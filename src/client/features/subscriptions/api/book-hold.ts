import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/subscriptions';
import type { HoldDates } from '../../../../domain/schemas/holds';
import { callApi } from '../../../lib/api-client';
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
    ? callApi<typeof contracts.bookHold>(
        { method: 'POST', path: '/api/subscriptions/:id/holds' },
        { params: { id }, body: dates },
      )
    : callApi<typeof contracts.moveHold>(
        { method: 'PUT', path: '/api/subscriptions/:id/holds/:holdId' },
        { params: { id, holdId }, body: dates },
      );

/** The list and the pickups are refreshed afterwards, whether the call succeeded or not. */
export function useBookHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookHold,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}

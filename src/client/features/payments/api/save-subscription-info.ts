import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../../../domain/plans';
import type { SubscriptionInfoResponse } from '../../../../domain/schemas/payments';
import { apiPost, apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_INFO_QUERY_KEY } from './get-subscription-info';

export const saveSubscriptionInfo = (input: object) =>
  apiPost<SubscriptionInfoResponse>('/api/subscription-info', input);

/** What the information step sends: whatever its form asks, always with the plan. */
export type SubscriptionInfoRequest = {
  method: 'POST' | 'PUT';
  body: { plan: PlanId; [field: string]: unknown };
};

/** The information step: POST the first time, PUT when the signed-in customer corrects it. */
export function useSaveSubscriptionInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, body }: SubscriptionInfoRequest) =>
      method === 'POST'
        ? saveSubscriptionInfo(body)
        : apiRequest<SubscriptionInfoResponse>('PUT', '/api/subscription-info', body),
    // A visitor's details create (or reuse) an account and sign them in.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/user'] }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_INFO_QUERY_KEY }),
      ]),
  });
}

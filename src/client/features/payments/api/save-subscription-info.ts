import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionInfoResponse } from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';

export const saveSubscriptionInfo = (input: object) =>
  apiPost<SubscriptionInfoResponse>('/api/subscription-info', input);

export function useSaveSubscriptionInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscriptionInfo,
    // A visitor's details create (or reuse) an account and sign them in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/user'] }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { PlanId } from '../../../../domain/plans';
import type { PaypalSubscriptionResponse } from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';

export const createPaypalSubscription = (input: { subscriptionId: number; planType: PlanId }) =>
  apiPost<PaypalSubscriptionResponse>('/api/paypal/subscription', {
    ...input,
    planId: input.planType,
  });

export function useCreatePaypalSubscription() {
  return useMutation({ mutationFn: createPaypalSubscription });
}

import { useMutation } from '@tanstack/react-query';
import type { startPaypalSubscription } from '../../../../domain/contracts/payments';
import type { PlanId } from '../../../../domain/plans';
import { callApi } from '../../../lib/api-client';

export const createPaypalSubscription = (input: { subscriptionId: number; planType: PlanId }) =>
  callApi<typeof startPaypalSubscription>(
    { method: 'POST', path: '/api/paypal/subscription' },
    { body: { ...input, planId: input.planType } },
  );

export function useCreatePaypalSubscription() {
  return useMutation({ mutationFn: createPaypalSubscription });
}

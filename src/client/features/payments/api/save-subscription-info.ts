import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  saveSubscriptionInfo as saveCall,
  updateSubscriptionInfo,
} from '../../../../domain/contracts/payments';
import type { ContractBody } from '../../../../domain/contracts/contract';
import type { PlanId } from '../../../../domain/plans';
import { callApi } from '../../../lib/api-client';
import { SUBSCRIPTION_INFO_QUERY_KEY } from './get-subscription-info';

export const saveSubscriptionInfo = (body: ContractBody<typeof saveCall>) =>
  callApi<typeof saveCall>({ method: 'POST', path: '/api/subscription-info' }, { body });

/**
 * What the information step sends: a visitor's sign-up or the customer's doorstep details the
 * first time, the customer's correction after; always with the plan.
 */
export type SubscriptionInfoRequest =
  | { method: 'POST'; body: ContractBody<typeof saveCall> & { plan: PlanId } }
  | { method: 'PUT'; body: ContractBody<typeof updateSubscriptionInfo> & { plan: PlanId } };

/** The information step: POST the first time, PUT when the signed-in customer corrects it. */
export function useSaveSubscriptionInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubscriptionInfoRequest) =>
      request.method === 'POST'
        ? saveSubscriptionInfo(request.body)
        : callApi<typeof updateSubscriptionInfo>(
            { method: 'PUT', path: '/api/subscription-info' },
            { body: request.body },
          ),
    // A visitor's details create (or reuse) an account and sign them in.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/user'] }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_INFO_QUERY_KEY }),
      ]),
  });
}

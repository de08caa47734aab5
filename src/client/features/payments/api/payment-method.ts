import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompletePaymentMethodInput,
  PaymentMethodSetup,
  SandboxCardInput,
} from '../../../../domain/schemas/payments';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiPost } from '../../../lib/api-client';

/** docs/product.md#payment-method: the provider's card form or approval page for a new method. */
export const startPaymentMethodUpdate = (id: number) =>
  apiPost<PaymentMethodSetup>(`/api/subscriptions/${id}/payment-method`);

export function useStartPaymentMethodUpdate() {
  return useMutation({ mutationFn: startPaymentMethodUpdate });
}

/** The sandbox's card form keeps the card with the sandbox (test mode only). */
export const saveSandboxCard = (input: SandboxCardInput) =>
  apiPost<{ status: 'saved' }>('/api/sandbox/payment-methods', input);

export const completePaymentMethodUpdate = ({
  id,
  ...body
}: CompletePaymentMethodInput & { id: number }) =>
  apiPost<Subscription>(`/api/subscriptions/${id}/payment-method/complete`, body);

/**
 * The new method is made the subscription's and an unpaid renewal charged to it: everything the
 * account shows may change (status, bills, pickups), so everything is read again. Back from
 * PayPal, the billing tab's first requests leave while this one is on its way and may answer from
 * before the payment; an invalidation would wait for such a first request rather than replace
 * it, so they are cancelled first.
 */
export function useCompletePaymentMethodUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePaymentMethodUpdate,
    onSettled: async () => {
      await queryClient.cancelQueries();
      await queryClient.invalidateQueries();
    },
  });
}

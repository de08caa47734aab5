import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  completePaymentMethod,
  startPaymentMethod,
} from '../../../../domain/contracts/payments';
import type { saveSandboxCard as saveSandboxCardCall } from '../../../../domain/contracts/sandbox';
import type {
  CompletePaymentMethodInput,
  SandboxCardInput,
} from '../../../../domain/schemas/payments';
import { callApi } from '../../../lib/api-client';

/** docs/product.md#payment-method: the provider's card form or approval page for a new method. */
export const startPaymentMethodUpdate = (id: number) =>
  callApi<typeof startPaymentMethod>(
    { method: 'POST', path: '/api/subscriptions/:id/payment-method' },
    { params: { id } },
  );

export function useStartPaymentMethodUpdate() {
  return useMutation({ mutationFn: startPaymentMethodUpdate });
}

/** The sandbox's card form keeps the card with the sandbox (test mode only). */
export const saveSandboxCard = (input: SandboxCardInput) =>
  callApi<typeof saveSandboxCardCall>(
    { method: 'POST', path: '/api/sandbox/payment-methods' },
    { body: input },
  );

export const completePaymentMethodUpdate = ({
  id,
  ...body
}: CompletePaymentMethodInput & { id: number }) =>
  callApi<typeof completePaymentMethod>(
    { method: 'POST', path: '/api/subscriptions/:id/payment-method/complete' },
    { params: { id }, body },
  );

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

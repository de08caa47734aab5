import { useMutation } from '@tanstack/react-query';
import type { createSubscription as createSubscriptionCall } from '../../../../domain/contracts/payments';
import type { CreateSubscriptionInput } from '../../../../domain/schemas/payments';
import { callApi } from '../../../lib/api-client';

export const createSubscription = (input: CreateSubscriptionInput) =>
  callApi<typeof createSubscriptionCall>(
    { method: 'POST', path: '/api/create-subscription' },
    { body: input },
  );

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}

import { useMutation } from '@tanstack/react-query';
import type {
  CreateSubscriptionInput,
  CreateSubscriptionResponse,
} from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';

export const createSubscription = (input: CreateSubscriptionInput) =>
  apiPost<CreateSubscriptionResponse>('/api/create-subscription', input);

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}

import { useMutation } from '@tanstack/react-query';
import type { forgotPassword as contract } from '../../../../domain/contracts/auth';
import { callApi } from '../../../lib/api-client';

export const forgotPassword = (input: { email: string }) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/forgot-password' }, { body: input });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

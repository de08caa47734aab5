import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminLogin as contract } from '../../../../domain/contracts/auth';
import type { AdminLoginInput } from '../../../../domain/schemas/account';
import { callApi } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

export const adminLogin = (input: AdminLoginInput) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/admin-login' }, { body: input });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

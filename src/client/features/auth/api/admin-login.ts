import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginInput } from '../../../../domain/schemas/account';
import type { AdminLoginReply } from '../../../../domain/schemas/user';
import { apiPost } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

export const adminLogin = (input: AdminLoginInput) =>
  apiPost<AdminLoginReply>('/api/admin-login', input);

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

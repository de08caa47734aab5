import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../../domain/schemas/account';
import type { UserReply } from '../../../../domain/schemas/user';
import { apiPost } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

export const login = (input: LoginInput) => apiPost<UserReply>('/api/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

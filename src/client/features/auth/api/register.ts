import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../domain/schemas/account';
import type { UserReply } from '../../../../domain/schemas/user';
import { apiPost } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

export const register = (input: RegisterInput) => apiPost<UserReply>('/api/register', input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

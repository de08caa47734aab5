import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailReply } from '../../../../domain/schemas/service-details';
import { apiPost } from '../../../lib/api-client';
import { SERVICE_DETAILS_QUERY_KEY } from './get-service-details';

export const confirmEmail = (token: string) =>
  apiPost<ConfirmEmailReply>('/api/account/email/confirm', { token });

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/user'] });
      void queryClient.invalidateQueries({ queryKey: SERVICE_DETAILS_QUERY_KEY });
    },
  });
}

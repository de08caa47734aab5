import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { confirmEmail as contract } from '../../../../domain/contracts/account';
import { callApi } from '../../../lib/api-client';
import { SERVICE_DETAILS_QUERY_KEY } from './get-service-details';

export const confirmEmail = (token: string) =>
  callApi<typeof contract>(
    { method: 'POST', path: '/api/account/email/confirm' },
    { body: { token } },
  );

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

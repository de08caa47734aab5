import { useQuery } from '@tanstack/react-query';
import type { verifyResetToken as contract } from '../../../../domain/contracts/auth';
import { callApi } from '../../../lib/api-client';

export const verifyResetToken = (token: string) =>
  callApi<typeof contract>(
    { method: 'GET', path: '/api/reset-password/verify' },
    { query: { token } },
  );

export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: ['/api/reset-password/verify', token],
    queryFn: () => verifyResetToken(token!),
    enabled: Boolean(token),
    gcTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { OkReply } from '../../../../domain/schemas/replies';
import { apiGet } from '../../../lib/api-client';

export const verifyResetToken = (token: string) =>
  apiGet<OkReply>(`/api/reset-password/verify?token=${encodeURIComponent(token)}`);

export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: ['/api/reset-password/verify', token],
    queryFn: () => verifyResetToken(token!),
    enabled: Boolean(token),
    gcTime: 0,
  });
}

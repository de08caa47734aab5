import { useMutation } from '@tanstack/react-query';
import type { ContractBody } from '../../../../domain/contracts/contract';
import type { changePassword as contract } from '../../../../domain/contracts/auth';
import { callApi } from '../../../lib/api-client';

export const changePassword = (input: ContractBody<typeof contract>) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/change-password' }, { body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

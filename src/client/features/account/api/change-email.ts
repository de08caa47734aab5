import { useMutation } from '@tanstack/react-query';
import type { changeEmail as contract } from '../../../../domain/contracts/account';
import type { ChangeEmailInput } from '../../../../domain/schemas/service-details';
import { callApi } from '../../../lib/api-client';

export const changeEmail = (input: ChangeEmailInput) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/account/email' }, { body: input });

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

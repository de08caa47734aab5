import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateDoorstep as contract } from '../../../../domain/contracts/account';
import type { DoorstepDetailsInput } from '../../../../domain/schemas/service-details';
import { callApi } from '../../../lib/api-client';
import { showSaved } from './get-service-details';

export const updateDoorstep = (input: DoorstepDetailsInput) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/account/doorstep' }, { body: input });

export function useUpdateDoorstep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoorstep,
    onSuccess: (saved) => showSaved(queryClient, saved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DoorstepDetailsInput,
  ServiceDetails,
} from '../../../../domain/schemas/service-details';
import { apiPost } from '../../../lib/api-client';
import { showSaved } from './get-service-details';

export const updateDoorstep = (input: DoorstepDetailsInput) =>
  apiPost<ServiceDetails>('/api/account/doorstep', input);

export function useUpdateDoorstep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoorstep,
    onSuccess: (saved) => showSaved(queryClient, saved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/door-notices';
import type { DisputeNotice } from '../../../../domain/schemas/door-notices';
import { callApi } from '../../../lib/api-client';
import { uploadPhoto } from '../../../lib/upload-photo';
import { NOTICES_QUERY_KEY } from './get-notices';

export type DisputeNoticeInput = {
  id: number;
  dispute: Omit<DisputeNotice, 'photoId'>;
  /** The photo as chosen; it is shrunk and sent before the dispute. */
  photo: File | null;
};

/** Sends the photo first (under an id of its own), then the dispute that names it. */
export async function disputeNotice({ id, dispute, photo }: DisputeNoticeInput) {
  const photoId = photo ? await uploadPhoto(photo) : null;
  return callApi<typeof contracts.disputeNotice>(
    { method: 'POST', path: '/api/notices/:id/dispute' },
    { params: { id }, body: { ...dispute, photoId } },
  );
}

export function useDisputeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disputeNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
  });
}

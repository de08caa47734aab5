import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/tickets';
import type { ReportProblem } from '../../../../domain/schemas/tickets';
import { callApi } from '../../../lib/api-client';
import { PICKUPS_QUERY_KEY } from './get-pickups';
import { uploadPhoto } from '../../../lib/upload-photo';

export type ReportProblemInput = {
  scheduleId: number;
  report: Omit<ReportProblem, 'photoId'>;
  /** The photo as chosen; it is shrunk and sent before the report. */
  photo: File | null;
};

/** Sends the photo first (under an id of its own), then the report that names it. */
export async function reportProblem({ scheduleId, report, photo }: ReportProblemInput) {
  const photoId = photo ? await uploadPhoto(photo) : null;
  return callApi<typeof contracts.reportProblem>(
    { method: 'POST', path: '/api/pickups/:id/tickets' },
    { params: { id: scheduleId }, body: { ...report, photoId } },
  );
}

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PICKUPS_QUERY_KEY }),
  });
}

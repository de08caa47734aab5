import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportProblem, Ticket } from '../../../../domain/schemas/tickets';
import { apiPost } from '../../../lib/api-client';
import { PICKUPS_QUERY_KEY } from './get-pickups';
import { uploadPhoto } from './upload-photo';

export type ReportProblemInput = {
  scheduleId: number;
  report: Omit<ReportProblem, 'photoId'>;
  /** The photo as chosen; it is shrunk and sent before the report. */
  photo: File | null;
};

/** Sends the photo first (under an id of its own), then the report that names it. */
export async function reportProblem({ scheduleId, report, photo }: ReportProblemInput) {
  const photoId = photo ? await uploadPhoto(photo) : null;
  return apiPost<Ticket>(`/api/pickups/${scheduleId}/tickets`, { ...report, photoId });
}

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PICKUPS_QUERY_KEY }),
  });
}

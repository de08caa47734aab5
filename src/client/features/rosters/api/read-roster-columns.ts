import { useMutation } from '@tanstack/react-query';
import { readRosterColumns } from '../../../../domain/contracts/rosters';
import type { RosterFile } from '../../../../domain/schemas/rosters';
import { callApi } from '../../../lib/api-client';
import { rosterRoute } from './roster-route';

/** The file's headers and the column map to offer for them. */
export const useReadRosterColumns = (apiBase: string) =>
  useMutation({
    mutationFn: (file: RosterFile) =>
      callApi(rosterRoute(apiBase, 'columns', readRosterColumns), { body: file }),
  });

import { useMutation } from '@tanstack/react-query';
import { previewRoster } from '../../../../domain/contracts/rosters';
import type { RosterUpload } from '../../../../domain/schemas/rosters';
import { callApi } from '../../../lib/api-client';
import { rosterRoute } from './roster-route';

/** What applying the file would change; nothing is stored. */
export const usePreviewRoster = (apiBase: string) =>
  useMutation({
    mutationFn: (upload: RosterUpload) =>
      callApi(rosterRoute(apiBase, 'preview', previewRoster), { body: upload }),
  });

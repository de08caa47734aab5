import { useQuery } from '@tanstack/react-query';
import { listRosterImports } from '../../../../domain/contracts/rosters';
import { callApi } from '../../../lib/api-client';
import { rosterImportsKey, rosterRoute } from './roster-route';

/** The rent rolls applied to the community, newest first. */
export const useRosterImports = (apiBase: string) =>
  useQuery({
    queryKey: rosterImportsKey(apiBase),
    queryFn: () => callApi(rosterRoute(apiBase, 'imports', listRosterImports)),
  });

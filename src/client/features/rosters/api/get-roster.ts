import { useQuery } from '@tanstack/react-query';
import { getRoster } from '../../../../domain/contracts/rosters';
import { callApi } from '../../../lib/api-client';
import { rosterKey, rosterRoute } from './roster-route';

/** The community's doors, each with its resident. */
export const useRoster = (apiBase: string) =>
  useQuery({
    queryKey: rosterKey(apiBase),
    queryFn: () => callApi(rosterRoute(apiBase, 'roster', getRoster)),
  });

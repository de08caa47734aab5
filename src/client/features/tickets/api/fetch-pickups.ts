import type { listPickups } from '../../../../domain/contracts/tickets';
import { callApi } from '../../../lib/api-client';

/** The resident's recent pickups. Plain (no React): the static portal's island asks it too. */
export const fetchPickups = () =>
  callApi<typeof listPickups>({ method: 'GET', path: '/api/pickups' });

import type { listSubscriptions } from '../../../../domain/contracts/subscriptions';
import { callApi } from '../../../lib/api-client';

/** The signed-in customer's subscriptions. Plain (no React): the static portal's island asks it too. */
export const fetchSubscriptions = () =>
  callApi<typeof listSubscriptions>({ method: 'GET', path: '/api/subscriptions' });

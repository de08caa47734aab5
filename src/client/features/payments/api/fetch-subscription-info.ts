import type { getSubscriptionInfo } from '../../../../domain/contracts/payments';
import { callApi } from '../../../lib/api-client';

/** The saved information step. Plain (no React): the static pages' islands ask it too. */
export const fetchSubscriptionInfo = () =>
  callApi<typeof getSubscriptionInfo>({ method: 'GET', path: '/api/subscription-info' });

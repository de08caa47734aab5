import type { SubscriptionInfo } from '../../../../domain/schemas/payments';
import { apiGet } from '../../../lib/api-client';

/** The saved information step. Plain (no React): the static pages' islands ask it too. */
export const fetchSubscriptionInfo = () => apiGet<SubscriptionInfo>('/api/subscription-info');

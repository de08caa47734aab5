import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiGet } from '../../../lib/api-client';

/** The signed-in customer's subscriptions. Plain (no React): the static portal's island asks it too. */
export const fetchSubscriptions = () => apiGet<Subscription[]>('/api/subscriptions');

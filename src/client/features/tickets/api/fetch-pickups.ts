import type { ResidentPickups } from '../../../../domain/schemas/tickets';
import { apiGet } from '../../../lib/api-client';

/** The resident's recent pickups. Plain (no React): the static portal's island asks it too. */
export const fetchPickups = () => apiGet<ResidentPickups>('/api/pickups');

import type { sendPropertyLead as contract } from '../../../../domain/contracts/properties';
import type { PropertyLead } from '../../../../domain/schemas/property-leads';
import { callApi } from '../../../lib/api-client';

export const sendPropertyLead = (input: PropertyLead) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/property-leads' }, { body: input });

import { CustomerServicesSchema } from '../schemas/service-schedule.ts';
import { defineContract } from './contract.ts';

/** The signed-in customer's upcoming and recent pickups (client portal). */
export const listServiceSchedules = defineContract({
  method: 'GET',
  path: '/api/service-schedules',
  response: CustomerServicesSchema,
});

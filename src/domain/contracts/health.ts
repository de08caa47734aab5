import { HealthSchema } from '../schemas/replies.ts';
import { defineContract } from './contract.ts';

/** Liveness: the process answers. */
export const health = defineContract({
  method: 'GET',
  path: '/api/health',
  response: HealthSchema,
});

/** Readiness: the process can also reach the database. */
export const ready = defineContract({
  method: 'GET',
  path: '/api/ready',
  response: HealthSchema,
  unavailableReply: true,
});

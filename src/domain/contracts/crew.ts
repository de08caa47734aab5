import { z } from 'zod';
import {
  CrewAssignmentsSchema,
  InvitePorterSchema,
  PorterParamsSchema,
  PorterSchema,
  SetAssignmentsSchema,
  WeekdayParamsSchema,
} from '../schemas/crew-admin.ts';
import {
  CrewRouteQuerySchema,
  CrewRouteSchema,
  CrewSyncResultSchema,
  CrewSyncSchema,
} from '../schemas/crew.ts';
import { defineContract } from './contract.ts';

// The crew app (src/client/crew) sends these with fetch of its own, which keeps the replies'
// statuses for its offline queue and loads no schemas.

export const getCrewRoute = defineContract({
  method: 'GET',
  path: '/api/crew/route',
  query: CrewRouteQuerySchema,
  response: CrewRouteSchema,
  errorReplies: true,
});

export const syncCrewActions = defineContract({
  method: 'POST',
  path: '/api/crew/actions',
  body: CrewSyncSchema,
  response: CrewSyncResultSchema,
  errorReplies: true,
});

export const listPorters = defineContract({
  method: 'GET',
  path: '/api/admin/crew/porters',
  response: z.array(PorterSchema),
  errorReplies: true,
});

export const invitePorter = defineContract({
  method: 'POST',
  path: '/api/admin/crew/porters',
  body: InvitePorterSchema,
  response: PorterSchema,
  status: 201,
  errorReplies: true,
});

export const resendInvite = defineContract({
  method: 'POST',
  path: '/api/admin/crew/porters/:id/invite',
  params: PorterParamsSchema,
  response: PorterSchema,
  errorReplies: true,
});

export const removePorter = defineContract({
  method: 'DELETE',
  path: '/api/admin/crew/porters/:id',
  params: PorterParamsSchema,
  response: PorterSchema,
  errorReplies: true,
});

export const getCrewAssignments = defineContract({
  method: 'GET',
  path: '/api/admin/crew/assignments',
  response: CrewAssignmentsSchema,
  errorReplies: true,
});

export const saveCrewDay = defineContract({
  method: 'PUT',
  path: '/api/admin/crew/assignments/:weekday',
  params: WeekdayParamsSchema,
  body: SetAssignmentsSchema,
  response: CrewAssignmentsSchema,
  errorReplies: true,
});

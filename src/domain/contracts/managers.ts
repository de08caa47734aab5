import { z } from 'zod';
import {
  ManagerCommunityParamsSchema,
  ManagerCommunitySchema,
  ManagerDoorSchema,
  ManagerNightParamsSchema,
  ManagerNightSchema,
  ManagerOverviewSchema,
  ManagerTicketSchema,
} from '../schemas/manager-portal.ts';
import {
  CommunityManagerParamsSchema,
  CommunityManagerSchema,
  InviteManagerSchema,
} from '../schemas/managers.ts';
import { CommunityIdParamsSchema } from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

// The property manager's portal (docs/product.md#property-managers) and the office's list of each
// community's managers.

export const listCommunityManagers = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/managers',
  params: CommunityIdParamsSchema,
  response: z.array(CommunityManagerSchema),
  errorReplies: true,
});

export const inviteCommunityManager = defineContract({
  method: 'POST',
  path: '/api/admin/communities/:id/managers',
  params: CommunityIdParamsSchema,
  body: InviteManagerSchema,
  response: z.array(CommunityManagerSchema),
  status: 201,
  errorReplies: true,
});

export const removeCommunityManager = defineContract({
  method: 'DELETE',
  path: '/api/admin/communities/:id/managers/:userId',
  params: CommunityManagerParamsSchema,
  response: z.array(CommunityManagerSchema),
  errorReplies: true,
});

export const listManagedCommunities = defineContract({
  method: 'GET',
  path: '/api/manager/communities',
  response: z.array(ManagerCommunitySchema),
  errorReplies: true,
});

export const getManagedCommunity = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId',
  params: ManagerCommunityParamsSchema,
  response: ManagerOverviewSchema,
  errorReplies: true,
});

export const listManagedDoors = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/doors',
  params: ManagerCommunityParamsSchema,
  response: z.array(ManagerDoorSchema),
  errorReplies: true,
});

export const exportManagedDoors = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/doors.csv',
  params: ManagerCommunityParamsSchema,
  errorReplies: true,
});

export const getManagedNight = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/nights/:date',
  params: ManagerNightParamsSchema,
  response: ManagerNightSchema,
  errorReplies: true,
});

export const exportManagedNight = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/nights/:date/doors.csv',
  params: ManagerNightParamsSchema,
  errorReplies: true,
});

export const listManagedTickets = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/tickets',
  params: ManagerCommunityParamsSchema,
  response: z.array(ManagerTicketSchema),
  errorReplies: true,
});

export const exportManagedTickets = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/tickets.csv',
  params: ManagerCommunityParamsSchema,
  errorReplies: true,
});

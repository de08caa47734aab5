import { z } from 'zod';
import { MessageReplySchema } from '../schemas/replies.ts';
import {
  AddServiceZipSchema,
  AdminCommunitiesQuerySchema,
  AdminCommunitySchema,
  AdminServiceZipSchema,
  CommunityIdParamsSchema,
  CommunityInputSchema,
  CommunityRequestParamsSchema,
  CommunityRequestSchema,
  MatchCommunitySchema,
  ServiceAreaLookupSchema,
  ServiceAreaOverviewSchema,
  ServiceAreaParamsSchema,
  ServiceZipParamsSchema,
} from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

export const getServiceArea = defineContract({
  method: 'GET',
  path: '/api/service-area',
  response: ServiceAreaOverviewSchema,
  errorReplies: true,
});

export const lookupZip = defineContract({
  method: 'GET',
  path: '/api/service-area/:zip',
  params: ServiceAreaParamsSchema,
  response: ServiceAreaLookupSchema,
  errorReplies: true,
});

export const listServiceZips = defineContract({
  method: 'GET',
  path: '/api/admin/service-zips',
  response: z.array(AdminServiceZipSchema),
  errorReplies: true,
});

export const addServiceZip = defineContract({
  method: 'POST',
  path: '/api/admin/service-zips',
  body: AddServiceZipSchema,
  response: AdminServiceZipSchema,
  status: 201,
  errorReplies: true,
});

export const removeServiceZip = defineContract({
  method: 'DELETE',
  path: '/api/admin/service-zips/:zip',
  params: ServiceZipParamsSchema,
  response: MessageReplySchema,
  errorReplies: true,
});

export const listCommunities = defineContract({
  method: 'GET',
  path: '/api/admin/communities',
  query: AdminCommunitiesQuerySchema,
  response: z.array(AdminCommunitySchema),
  errorReplies: true,
});

export const createCommunity = defineContract({
  method: 'POST',
  path: '/api/admin/communities',
  body: CommunityInputSchema,
  response: AdminCommunitySchema,
  status: 201,
  errorReplies: true,
});

export const updateCommunity = defineContract({
  method: 'PUT',
  path: '/api/admin/communities/:id',
  params: CommunityIdParamsSchema,
  body: CommunityInputSchema,
  response: AdminCommunitySchema,
  errorReplies: true,
});

export const listCommunityRequests = defineContract({
  method: 'GET',
  path: '/api/admin/community-requests',
  response: z.array(CommunityRequestSchema),
  errorReplies: true,
});

export const matchCommunityRequest = defineContract({
  method: 'POST',
  path: '/api/admin/community-requests/:id/match',
  params: CommunityRequestParamsSchema,
  body: MatchCommunitySchema,
  response: MessageReplySchema,
  errorReplies: true,
});

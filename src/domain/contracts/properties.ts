import { z } from 'zod';
import {
  CommunityContractSchema,
  PropertyContractInputSchema,
} from '../schemas/property-contracts.ts';
import { AdminPropertyLeadSchema, PropertyLeadSchema } from '../schemas/property-leads.ts';
import { MessageReplySchema } from '../schemas/replies.ts';
import { CommunityIdParamsSchema } from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

export const getCommunityContract = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/contract',
  params: CommunityIdParamsSchema,
  response: CommunityContractSchema,
  errorReplies: true,
});

export const saveCommunityContract = defineContract({
  method: 'PUT',
  path: '/api/admin/communities/:id/contract',
  params: CommunityIdParamsSchema,
  body: PropertyContractInputSchema,
  response: CommunityContractSchema,
  errorReplies: true,
});

export const sendPropertyLead = defineContract({
  method: 'POST',
  path: '/api/property-leads',
  body: PropertyLeadSchema,
  response: MessageReplySchema,
  status: 201,
  errorReplies: true,
});

export const listPropertyLeads = defineContract({
  method: 'GET',
  path: '/api/admin/property-leads',
  response: z.array(AdminPropertyLeadSchema),
  errorReplies: true,
});

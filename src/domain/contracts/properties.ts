import {
  CommunityContractSchema,
  PropertyContractInputSchema,
} from '../schemas/property-contracts.ts';
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

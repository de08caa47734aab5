import { z } from 'zod';
import { MANAGER_ADMIN_TEXT } from '../admin-messages.ts';
import { RegisterSchema } from './account.ts';
import { recordIdParam } from './fields.ts';

// A property-paid community's managers, as the office invites and lists them
// (docs/product.md#property-managers).

export const InviteManagerSchema = z.object({
  firstName: RegisterSchema.shape.firstName,
  lastName: RegisterSchema.shape.lastName,
  email: RegisterSchema.shape.email,
});
export type InviteManagerInput = z.infer<typeof InviteManagerSchema>;

export const CommunityManagerSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(['invited', 'active']),
  addedAt: z.string(),
});
export type CommunityManager = z.infer<typeof CommunityManagerSchema>;

/** /api/admin/communities/:id/managers/:userId */
export const CommunityManagerParamsSchema = z.object({
  id: recordIdParam(MANAGER_ADMIN_TEXT.managerNotFound),
  userId: recordIdParam(MANAGER_ADMIN_TEXT.managerNotFound),
});

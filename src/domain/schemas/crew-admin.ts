import { z } from 'zod';
import { CREW_ADMIN_TEXT } from '../admin-messages.ts';
import { RegisterSchema } from './account.ts';
import { recordId, recordIdParam, wholeNumberParam } from './fields.ts';

// The office's side of the crew (docs/product.md#crew-app): porters' accounts, invited by email,
// and which porter walks each community on each weekday.

/** Invited: the emailed link has not been used to set a password yet. */
export const PORTER_STATUSES = ['invited', 'active', 'deactivated'] as const;

/** POST /api/admin/crew/porters: invite a porter; the email carries the set-password link. */
export const InvitePorterSchema = z.object({
  firstName: RegisterSchema.shape.firstName,
  lastName: RegisterSchema.shape.lastName,
  email: RegisterSchema.shape.email,
  phone: RegisterSchema.shape.phone,
});
export type InvitePorterInput = z.infer<typeof InvitePorterSchema>;

/** /api/admin/crew/porters/:id */
export const PorterParamsSchema = z.object({
  id: recordIdParam(CREW_ADMIN_TEXT.porterNotFound),
});

/** ISO weekday, Monday = 1 … Sunday = 7 (src/domain/pickup-calendar.ts). */
const weekday = z.number().int().min(1).max(7);

export const PorterSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(PORTER_STATUSES),
  createdAt: z.string(),
  /** The communities this porter walks, by weekday then community name. */
  assignments: z.array(
    z.object({ weekday, communityId: z.number().int(), communityName: z.string() }),
  ),
});
export type Porter = z.infer<typeof PorterSchema>;

/** One community's porter on one weekday. */
export const CrewAssignmentSchema = z.object({
  weekday,
  communityId: z.number().int(),
  communityName: z.string(),
  porterId: z.number().int(),
  porterName: z.string(),
});
export type CrewAssignment = z.infer<typeof CrewAssignmentSchema>;

/** GET /api/admin/crew/assignments (every day), and PUT's answer (that day). */
export const CrewAssignmentsSchema = z.object({ assignments: z.array(CrewAssignmentSchema) });
export type CrewAssignments = z.infer<typeof CrewAssignmentsSchema>;

/** PUT /api/admin/crew/assignments/:weekday */
export const WeekdayParamsSchema = z.object({
  weekday: wholeNumberParam(
    z
      .number({ error: CREW_ADMIN_TEXT.weekdayInvalid })
      .int(CREW_ADMIN_TEXT.weekdayInvalid)
      .min(1, CREW_ADMIN_TEXT.weekdayInvalid)
      .max(7, CREW_ADMIN_TEXT.weekdayInvalid),
  ),
});

/**
 * PUT /api/admin/crew/assignments/:weekday: the whole day, replacing what was there. A community
 * left out has no porter that day.
 */
export const SetAssignmentsSchema = z.object({
  assignments: z
    .array(
      z.object({
        communityId: recordId(CREW_ADMIN_TEXT.communityUnknown),
        porterId: recordId(CREW_ADMIN_TEXT.porterNotFound),
      }),
    )
    .max(1_000)
    .refine(
      (list) => new Set(list.map((a) => a.communityId)).size === list.length,
      CREW_ADMIN_TEXT.onePorterPerCommunity,
    ),
});
export type SetAssignmentsInput = z.infer<typeof SetAssignmentsSchema>;

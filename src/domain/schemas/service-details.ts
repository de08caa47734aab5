import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { CHANGED_BY_KINDS, SERVICE_DETAIL_FIELDS } from '../service-details.ts';
import { ChangePasswordSchema, communityRule, SignUpSchema } from './account.ts';
import { plainString, recordIdParam } from './fields.ts';

// The portal's own edits of service details (docs/product.md#service-details). Each field keeps
// the sign-up's rule and message: every schema here takes its fields from SignUpSchema's shape
// (zod refuses `.pick()` on an object that carries refinements, as the sign-up's community rule
// does).
const signUp = SignUpSchema.shape;

/**
 * Where the door is inside an address: a listed community, or the name of one we don't list yet,
 * and the building (docs/decisions/023-service-area-and-communities-are-data.md). The sign-up's
 * rules, with the empty value the portal's forms send when there is none.
 */
export const CommunityChoiceSchema = z.object({
  building: signUp.building.unwrap().default(''),
  communityId: signUp.communityId.unwrap().default(null),
  communityRequest: signUp.communityRequest.unwrap().default(''),
});

/** POST /api/account/doorstep: what the porter needs at the door. */
export const DoorstepDetailsSchema = z.object({
  phone: signUp.phone,
  building: CommunityChoiceSchema.shape.building,
  unit: signUp.unit,
  gateCode: signUp.gateCode,
  specialInstructions: signUp.specialInstructions,
});
export type DoorstepDetailsInput = z.input<typeof DoorstepDetailsSchema>;
export type DoorstepDetails = z.output<typeof DoorstepDetailsSchema>;

/**
 * POST /api/account/move: a new service address inside the area, in a listed community or one
 * the customer names, as at sign-up.
 */
export const MoveSchema = z
  .object({
    address: signUp.address,
    unit: signUp.unit,
    city: signUp.city,
    zip: signUp.zip,
    ...CommunityChoiceSchema.shape,
  })
  .superRefine(communityRule(true));
export type MoveInput = z.input<typeof MoveSchema>;
export type Move = z.output<typeof MoveSchema>;

/** POST /api/account/email: the new sign-in email, and the password that guards it. */
export const ChangeEmailSchema = z.object({
  email: signUp.email,
  currentPassword: ChangePasswordSchema.shape.currentPassword,
});
export type ChangeEmailInput = z.input<typeof ChangeEmailSchema>;

/** POST /api/account/email/confirm: the token from the link mailed to the new address. */
export const ConfirmEmailSchema = z.object({
  token: plainString(MESSAGES.emailChangeLinkInvalid)
    .min(1, MESSAGES.emailChangeLinkInvalid)
    .max(200, MESSAGES.emailChangeLinkInvalid),
});

export const ConfirmEmailReplySchema = z.object({ message: z.string(), email: z.string() });

/** GET /api/account/service-details: the forms' starting values. */
export const ServiceDetailsSchema = z.object({
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  unit: z.string(),
  building: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  communityId: z.number().int().nullable(),
  communityName: z.string().nullable(),
  communityRequest: z.string().nullable(),
  /** From the customer's current subscription; empty when they have none. */
  gateCode: z.string(),
  specialInstructions: z.string(),
  /** Whether a subscription holds the gate code and instructions. */
  hasSubscription: z.boolean(),
});
export type ServiceDetails = z.infer<typeof ServiceDetailsSchema>;

/** GET /api/admin/users/:id/service-history */
export const ServiceHistoryParamsSchema = z.object({
  id: recordIdParam(MESSAGES.customerNotFound),
});

export const ServiceDetailChangeSchema = z.object({
  field: z.enum(SERVICE_DETAIL_FIELDS),
  oldValue: z.string(),
  newValue: z.string(),
  changedAt: z.string(),
  changedBy: z.enum(CHANGED_BY_KINDS),
});
export type ServiceDetailChange = z.infer<typeof ServiceDetailChangeSchema>;

export const ServiceHistorySchema = z.object({
  customerName: z.string(),
  changes: z.array(ServiceDetailChangeSchema),
});
export type ServiceHistory = z.infer<typeof ServiceHistorySchema>;

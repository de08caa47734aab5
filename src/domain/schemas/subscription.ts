import { z } from 'zod';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASON_IDS, CANCEL_TEXT } from '../cancellation.ts';
import { PlanIdSchema, recordIdParam } from './fields.ts';
import { ScheduledHoldSchema } from './holds.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';
import { SUBSCRIPTION_PAYERS, SUBSCRIPTION_STATUSES } from '../subscription-status.ts';
import './zod-config.ts';

// The statuses live in subscription-status.ts, free of zod; passed on for the server and the
// office's screens, which import them from here.
export { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../subscription-status.ts';

/** A subscription as the API returns it; price is integer cents. */
export const SubscriptionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  plan: PlanIdSchema,
  price: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  gateCode: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  createdAt: z.string(),
  /** When the current pause started, and when it ends by itself (src/domain/holds.ts). */
  pausedAt: z.string().nullable(),
  pauseEndsAt: z.string().nullable(),
  /** The day pickups come back from the hold in progress (YYYY-MM-DD, America/Chicago). */
  returnsOn: z.string().nullable(),
  /**
   * Hold days left this calendar year: the used ones, the hold in progress and, for the customer,
   * the holds booked to start this year are taken off (docs/decisions/038-dated-holds.md).
   */
  pauseDaysLeft: z.number().int(),
  /** Who bills it: the payment method shown in the portal's billing tab. */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** The card it is charged to (brand and last 4 digits), when paid by card. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The period the provider last billed (ISO instants), when it has said. */
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** A smaller plan chosen for the next renewal, and when it starts (docs/product.md#billing). */
  pendingPlan: PlanIdSchema.nullable(),
  pendingPlanAt: z.string().nullable(),
  /** The next charge: when and how much (integer cents); null while nothing is due to renew. */
  nextCharge: z.object({ date: z.string(), amount: z.number().int() }).nullable(),
  /**
   * A failed renewal (past_due, suspended): when it failed, the amount still owed (integer cents),
   * and when pickups stop unless it is paid (docs/product.md#failed-renewals).
   */
  pastDue: z
    .object({ since: z.string(), amount: z.number().int(), graceEndsAt: z.string() })
    .nullable(),
  /**
   * The first scheduled pickup (YYYY-MM-DD, America/Chicago) that can still be served, read from
   * the same pickups as the portal's schedule; null when the subscription is not active or has
   * no pickup scheduled yet.
   */
  nextPickup: z.string().nullable(),
  /**
   * A cancelled subscription still served: when its paid period ends and its pickups stop (an ISO
   * instant; docs/decisions/039-a-fair-cancel.md). Null otherwise, and once that moment has passed.
   */
  serviceEndsAt: z.string().nullable(),
  /** Holds booked to start later, soonest first. */
  holds: z.array(ScheduledHoldSchema),
  /**
   * Who pays: the resident, or the property under its community's contract, whose resident sees
   * no price, no bill and no billing actions (docs/product.md#property-contracts).
   */
  payer: z.enum(SUBSCRIPTION_PAYERS),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * What the payment return page may learn without a session (a visitor who left for PayPal on one
 * address and came back on another): how the checkout ended, nothing about the customer.
 */
/** What the payment return page shows a visitor whose session cookie is missing: the outcome only. */
export const CheckoutOutcomeSchema = SubscriptionSchema.pick({
  plan: true,
  price: true,
  status: true,
});
export type CheckoutOutcome = z.infer<typeof CheckoutOutcomeSchema>;

export const SUBSCRIPTION_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SubscriptionIdParamsSchema = z.object({
  id: recordIdParam('Subscription not found'),
});

export const ChangePlanSchema = z.object({
  plan: PlanIdSchema,
});

/**
 * The cancel dialog's optional answer (docs/decisions/039-a-fair-cancel.md): one of the listed
 * reasons, and the customer's own words with Other. A blank note is no note.
 */
export const CancelSubscriptionSchema = z
  .object({
    reason: z.enum(CANCEL_REASON_IDS, { error: CANCEL_TEXT.unknownReason }).optional(),
    note: z
      .string()
      .trim()
      .max(CANCEL_NOTE_MAX_LENGTH, CANCEL_TEXT.noteTooLong)
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.note !== undefined && value.reason !== 'other') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: CANCEL_TEXT.noteNeedsOther });
    }
  });
export type CancelSubscriptionInput = z.input<typeof CancelSubscriptionSchema>;
export type CancelSubscriptionRequest = z.output<typeof CancelSubscriptionSchema>;

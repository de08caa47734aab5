import { z } from 'zod';
import { PROBLEM_REASONS } from '../pickup-labels.ts';
import { PlanIdSchema, isoDate, optionalText, plainString, recordId } from './fields.ts';

// The reasons live in pickup-labels.ts, free of zod; passed on for the crew app, the server and
// the office's screens, which import them from here.
export { PROBLEM_REASON_LABELS, PROBLEM_REASONS, type ProblemReason } from '../pickup-labels.ts';

// The crew app's API (docs/product.md#crew-app): a porter's route for a day, and what happened
// at each door. Actions are made on the phone, often offline, so each carries an id the phone
// chose and the time it happened; the server applies each id once.

/** What a porter records at a door. */
export const PICKUP_OUTCOMES = ['collected', 'nothing_out', 'problem'] as const;
export type PickupOutcome = (typeof PICKUP_OUTCOMES)[number];

export const PICKUP_OUTCOME_LABELS: Record<PickupOutcome, string> = {
  collected: 'Collected',
  nothing_out: 'Nothing out',
  problem: 'Problem',
};

export const CREW_MESSAGES = {
  reasonRequired: 'Choose what the problem is',
  photoRequired: 'Take a photo of the problem',
  bagCountRequired: 'Enter how many bags were out',
  invalidAction: 'This action could not be read',
  notOnRoute: 'This door is not on your route',
  dayClosed: 'Only today and tomorrow can be recorded',
  routeDayClosed: "Only today's and tomorrow's routes can be opened",
  photoUnknown: 'This photo was not received. Please take it again.',
} as const;

/** The longest note a porter or resident can add. */
export const CREW_NOTE_MAX_LENGTH = 500;
/** The most bags anyone could count at one door. */
export const MAX_BAG_COUNT = 50;
/** How many queued actions one sync request carries. */
export const MAX_ACTIONS_PER_SYNC = 500;
/**
 * How long after it happened an action recorded offline is still accepted: a phone left off over
 * a weekend still delivers Friday's doors on Monday (docs/decisions/027-crew-actions-offline.md).
 */
export const CREW_LATE_SYNC_DAYS = 7;

/** Photos: what the phone sends after shrinking, and what the server accepts. */
export const PHOTO_MAX_LONG_SIDE = 1600;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg'] as const;

const uuid = (message: string) => z.uuid({ error: message });

/** The latest outcome recorded at a door. */
export const DoorOutcomeSchema = z.object({
  outcome: z.enum(PICKUP_OUTCOMES),
  reason: z.enum(PROBLEM_REASONS).nullable(),
  bagCount: z.number().int().nullable(),
  note: z.string().nullable(),
  photoId: z.uuid().nullable(),
  /** When it happened on the porter's phone (ISO 8601). */
  occurredAt: z.string(),
  /** A collection with the porter's thank-you note. */
  thanks: z.boolean(),
});
export type DoorOutcome = z.infer<typeof DoorOutcomeSchema>;

/** One door on a porter's route. Only the resident's first name: the crew needs no more. */
export const CrewStopSchema = z.object({
  scheduleId: z.number().int(),
  firstName: z.string(),
  address: z.string(),
  building: z.string(),
  unit: z.string(),
  plan: PlanIdSchema,
  bagsAllowed: z.number().int(),
  gateCode: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  /** The office's note on this pickup, such as a return visit after a report. */
  visitNote: z.string().nullable(),
  outcome: DoorOutcomeSchema.nullable(),
  /**
   * The door's notices from its other pickups (docs/product.md#crew-app): how many count in its
   * community's window of `windowDays` up to this day, and whether one is still open; null when
   * it has neither.
   */
  noticeHistory: z
    .object({ counted: z.number().int(), windowDays: z.number().int(), open: z.boolean() })
    .nullable(),
});
export type CrewStop = z.infer<typeof CrewStopSchema>;

export const CrewRouteGroupSchema = z.object({
  heading: z.string(),
  community: z
    .object({ name: z.string(), street: z.string(), zip: z.string(), accessNotes: z.string() })
    .nullable(),
  stops: z.array(CrewStopSchema),
});
export type CrewRouteGroup = z.infer<typeof CrewRouteGroupSchema>;

/** GET /api/crew/route?date=YYYY-MM-DD: the signed-in porter's stops of today or tomorrow. */
export const CrewRouteQuerySchema = z.object({ date: isoDate('Choose a day') });
export const CrewRouteSchema = z.object({
  date: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  groups: z.array(CrewRouteGroupSchema),
});
export type CrewRoute = z.infer<typeof CrewRouteSchema>;

/** One thing a porter did at a door, as queued on the phone. */
export const CrewActionSchema = z
  .object({
    id: uuid(CREW_MESSAGES.invalidAction),
    scheduleId: recordId(CREW_MESSAGES.invalidAction),
    outcome: z.enum(PICKUP_OUTCOMES, { error: CREW_MESSAGES.invalidAction }),
    reason: z.enum(PROBLEM_REASONS, { error: CREW_MESSAGES.reasonRequired }).nullish(),
    bagCount: z.number().int().min(1).max(MAX_BAG_COUNT).nullish(),
    note: optionalText(CREW_NOTE_MAX_LENGTH).nullish(),
    photoId: uuid(CREW_MESSAGES.photoRequired).nullish(),
    /** A thank-you note left with a collection; ignored on any other outcome. */
    thanks: z.boolean({ error: CREW_MESSAGES.invalidAction }).nullish(),
    occurredAt: plainString(CREW_MESSAGES.invalidAction).pipe(
      z.iso.datetime({ offset: true, error: CREW_MESSAGES.invalidAction }),
    ),
  })
  .superRefine((action, ctx) => {
    if (action.outcome !== 'problem') return;
    if (!action.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CREW_MESSAGES.reasonRequired });
    if (!action.photoId)
      ctx.addIssue({ code: 'custom', path: ['photoId'], message: CREW_MESSAGES.photoRequired });
    if (action.reason === 'too_many_bags' && !action.bagCount)
      ctx.addIssue({ code: 'custom', path: ['bagCount'], message: CREW_MESSAGES.bagCountRequired });
  });
export type CrewAction = z.infer<typeof CrewActionSchema>;

/** POST /api/crew/actions: a batch of queued actions, applied in the order they happened. */
export const CrewSyncSchema = z.object({
  actions: z.array(CrewActionSchema).min(1).max(MAX_ACTIONS_PER_SYNC),
});

/**
 * What became of each action: applied now, or applied before (a replay answers with the first
 * result), or refused with a message (the phone drops it and shows the message).
 */
export const CrewActionResultSchema = z.discriminatedUnion('result', [
  z.object({ id: z.uuid(), result: z.literal('applied'), scheduleId: z.number().int() }),
  z.object({ id: z.uuid(), result: z.literal('replayed'), scheduleId: z.number().int() }),
  z.object({
    id: z.uuid(),
    result: z.literal('refused'),
    status: z.number().int(),
    message: z.string(),
  }),
]);
export const CrewSyncResultSchema = z.object({ results: z.array(CrewActionResultSchema) });
export type CrewSyncResult = z.infer<typeof CrewSyncResultSchema>;

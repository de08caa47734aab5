import { z } from 'zod';
import {
  DOOR_NOTICE_TEXT,
  FEE_COLLECTIONS,
  FEE_STATES,
  LADDER_LIMITS,
  NOTICE_KINDS,
  NOTICE_REASONS,
  NOTICE_STATUSES,
  NOTICE_STEPS,
} from '../door-notices.ts';
import { CREW_NOTE_MAX_LENGTH, PROBLEM_REASONS } from './crew.ts';
import { isoDate, optionalText, recordId, recordIdParam, text } from './fields.ts';

// Door notices' payloads (docs/product.md#door-notices): what the resident, the manager and the
// office read, and what each of them sends. One schema per payload, read by forms and routes.

const note = (required: string) =>
  text(1, CREW_NOTE_MAX_LENGTH, required).max(
    CREW_NOTE_MAX_LENGTH,
    `Keep it under ${CREW_NOTE_MAX_LENGTH} characters`,
  );

/** A decision's or a dispute's outcome as the resident reads it. */
export const DISPUTE_OUTCOMES = ['upheld', 'withdrawn'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

const DisputeSchema = z.object({
  note: z.string(),
  photoId: z.string().nullable(),
  at: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/** GET /api/notices: a notice as the resident reads it in the portal. */
export const ResidentNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  reason: z.enum(PROBLEM_REASONS).nullable(),
  serviceDate: z.string(),
  status: z.enum(NOTICE_STATUSES),
  feeCents: z.number().int().nullable(),
  photoId: z.string().nullable(),
  note: z.string().nullable(),
  issuedAt: z.string(),
  /** Until when a dispute can be sent; null once it cannot (sent, late, or a thank-you). */
  disputeUntil: z.string().nullable(),
  dispute: DisputeSchema.nullable(),
});
export type ResidentNotice = z.infer<typeof ResidentNoticeSchema>;

export const NoticeParamsSchema = z.object({
  id: recordIdParam(DOOR_NOTICE_TEXT.noticeNotFound),
});

/** POST /api/notices/:id/dispute: the resident's answer. */
export const DisputeNoticeSchema = z.object({
  note: note(DOOR_NOTICE_TEXT.disputeNoteRequired),
  photoId: z.uuid({ error: 'This photo could not be found. Please add it again.' }).nullish(),
});
export type DisputeNotice = z.infer<typeof DisputeNoticeSchema>;

/** A door's earlier notices in the window, for whoever decides. */
const DoorHistoryItemSchema = z.object({
  serviceDate: z.string(),
  kind: z.enum(NOTICE_KINDS),
  reason: z.enum(PROBLEM_REASONS).nullable(),
  status: z.enum(NOTICE_STATUSES),
});

/** A notice as the manager and the office read it. */
export const StaffNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  proposedKind: z.enum(NOTICE_KINDS),
  reason: z.enum(PROBLEM_REASONS).nullable(),
  status: z.enum(NOTICE_STATUSES),
  serviceDate: z.string(),
  feeCents: z.number().int().nullable(),
  photoId: z.string().nullable(),
  note: z.string().nullable(),
  communityId: z.number().int().nullable(),
  communityName: z.string().nullable(),
  building: z.string(),
  unit: z.string(),
  residentName: z.string(),
  /** Whether the manager (property-paid) or the office decides it. */
  approver: z.enum(['manager', 'office']),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  dispute: DisputeSchema.nullable(),
  /** Where an approved fee is collected and where its money stands; null before approval. */
  fee: z.object({ collect: z.enum(FEE_COLLECTIONS), state: z.enum(FEE_STATES) }).nullable(),
  /** The fee bounds of the door's community, for an approver who changes the amount. */
  feeMinCents: z.number().int(),
  feeMaxCents: z.number().int(),
  /** The door's other notices within the ladder's window before this one. */
  history: z.array(DoorHistoryItemSchema),
});
export type StaffNotice = z.infer<typeof StaffNoticeSchema>;

/** Which notices a list shows: those waiting for a decision, or all of them. */
export const NOTICE_VIEWS = ['awaiting_approval', 'disputed', 'all'] as const;
export type NoticeView = (typeof NOTICE_VIEWS)[number];

export const NoticeListQuerySchema = z.object({
  view: z.enum(NOTICE_VIEWS).default('awaiting_approval'),
});

/** POST …/notices/:id/decision: approve (with the fee as it stands or changed), waive, or lower. */
export const NoticeDecisionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('approve'),
      feeCents: recordId(DOOR_NOTICE_TEXT.feeOutOfBounds(0, 0)).nullish(),
    }),
    z.object({ action: z.literal('waive'), reason: note(DOOR_NOTICE_TEXT.waiveReasonRequired) }),
    z.object({
      action: z.literal('lower'),
      kind: z.enum(NOTICE_STEPS, { error: DOOR_NOTICE_TEXT.lowerStepInvalid }),
      reason: optionalText(CREW_NOTE_MAX_LENGTH).default(''),
    }),
  ],
  { error: 'Choose approve, waive or lower' },
);
export type NoticeDecision = z.infer<typeof NoticeDecisionSchema>;

/** POST …/notices/:id/dispute-decision: the notice stands, or it is withdrawn. */
export const DisputeDecisionSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: 'Choose whether the notice stands' }),
  note: note(DOOR_NOTICE_TEXT.decisionNoteRequired),
});
export type DisputeDecision = z.infer<typeof DisputeDecisionSchema>;

const stepCount = z
  .number({ error: DOOR_NOTICE_TEXT.stepsInvalid })
  .int(DOOR_NOTICE_TEXT.stepsInvalid)
  .min(0, DOOR_NOTICE_TEXT.stepsInvalid)
  .max(LADDER_LIMITS.warnings.max, DOOR_NOTICE_TEXT.stepsInvalid);

/** A community's ladder as read, and as the manager or the office saves it. */
export const NoticeLadderSchema = z.object({
  windowDays: z
    .number({ error: DOOR_NOTICE_TEXT.windowDaysInvalid })
    .int(DOOR_NOTICE_TEXT.windowDaysInvalid)
    .min(LADDER_LIMITS.windowDays.min, DOOR_NOTICE_TEXT.windowDaysInvalid)
    .max(LADDER_LIMITS.windowDays.max, DOOR_NOTICE_TEXT.windowDaysInvalid),
  courtesyNotices: stepCount,
  warnings: stepCount,
  feeCents: z.number().int().positive(),
  feeMinCents: z.number().int().positive(),
  feeMaxCents: z.number().int().positive(),
  warningsNeedApproval: z.boolean(),
});
export type NoticeLadderInput = z.infer<typeof NoticeLadderSchema>;

/** An exempt door of a community. */
export const NoticeExemptionSchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  building: z.string(),
  unit: z.string(),
  residentName: z.string(),
  reason: z.string(),
  since: z.string(),
});
export type NoticeExemption = z.infer<typeof NoticeExemptionSchema>;

export const CreateExemptionSchema = z.object({
  subscriptionId: recordId(DOOR_NOTICE_TEXT.doorNotFound),
  reason: note(DOOR_NOTICE_TEXT.exemptionReasonRequired),
});

export const ExemptionParamsSchema = z.object({
  exemptionId: recordIdParam(DOOR_NOTICE_TEXT.exemptionNotFound),
});

/** GET …/notice-report?from=&to=: notices per 100 doors, by reason and month; disputes. */
export const NoticeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  byCommunity: z.array(
    z.object({
      communityId: z.number().int().nullable(),
      name: z.string(),
      doors: z.number().int(),
      notices: z.number().int(),
      per100Doors: z.number().nullable(),
    }),
  ),
  byReason: z.array(z.object({ reason: z.enum(NOTICE_REASONS), notices: z.number().int() })),
  byMonth: z.array(
    z.object({
      month: z.string(),
      notices: z.number().int(),
      per100Doors: z.number().nullable(),
    }),
  ),
  repeatDoors: z.array(
    z.object({
      communityName: z.string().nullable(),
      building: z.string(),
      unit: z.string(),
      residentName: z.string(),
      notices: z.number().int(),
    }),
  ),
  disputes: z.object({
    issued: z.number().int(),
    disputed: z.number().int(),
    open: z.number().int(),
    upheld: z.number().int(),
    withdrawn: z.number().int(),
    /** Disputed of issued, as a share from 0 to 1; null with nothing issued. */
    rate: z.number().nullable(),
  }),
});
export type NoticeReport = z.infer<typeof NoticeReportSchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The report's date range; the last three months when left out. */
export const NoticeReportQuerySchema = z.object({
  from: isoDate('Choose the first day').optional(),
  to: isoDate('Choose the last day').optional(),
});

/** GET …/fee-ledger.csv?month=YYYY-MM: the property's resident charges of one month. */
export const FeeLedgerQuerySchema = z.object({
  month: z
    .string({ error: DOOR_NOTICE_TEXT.monthInvalid })
    .regex(MONTH, DOOR_NOTICE_TEXT.monthInvalid),
});

/** A manager's call on one notice of one of their communities. */
export const ManagerNoticeParamsSchema = z.object({
  communityId: z.string(),
  id: recordIdParam(DOOR_NOTICE_TEXT.noticeNotFound),
});

export const ManagerExemptionParamsSchema = z.object({
  communityId: z.string(),
  exemptionId: recordIdParam(DOOR_NOTICE_TEXT.exemptionNotFound),
});

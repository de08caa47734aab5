import { z } from 'zod';
import { CANCEL_REASON_IDS } from '../cancellation.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../paging.ts';
import { PLAN_IDS } from '../plans.ts';
import { ROLES } from './account.ts';
import { isoDate, optionalText, PlanIdSchema, recordIdParam, wholeNumberParam } from './fields.ts';
import { SERVICE_STATUSES, ServiceScheduleSchema } from './service-schedule.ts';
import { SUBSCRIPTION_STATUSES, SubscriptionSchema } from './subscription.ts';
import { UserSchema } from './user.ts';

// Admin lists answer plain arrays, paginated with ?page=&pageSize= and an X-Total-Count header
// (docs/decisions/007-admin-lists-at-scale.md). One query schema per list, used by the filter bar
// and by the route (and by the CSV export, which takes the same filters).

const optionalDate = isoDate('Use a date like 2026-11-23').optional();
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);

const PAGE_MESSAGES = {
  page: 'Page must be 1 or more',
  pageSize: 'Page size must be 1 or more',
} as const;

const listBase = {
  page: wholeNumberParam(
    z.number({ error: PAGE_MESSAGES.page }).int(PAGE_MESSAGES.page).min(1, PAGE_MESSAGES.page),
  ).default(1),
  pageSize: wholeNumberParam(
    z
      .number({ error: PAGE_MESSAGES.pageSize })
      .int(PAGE_MESSAGES.pageSize)
      .min(1, PAGE_MESSAGES.pageSize)
      .max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`),
  ).default(DEFAULT_PAGE_SIZE),
  dir: z.enum(['asc', 'desc']).optional(),
  q: z.preprocess(blankToUndefined, optionalText(100).optional()),
  city: z.preprocess(blankToUndefined, optionalText(60).optional()),
  from: z.preprocess(blankToUndefined, optionalDate),
  to: z.preprocess(blankToUndefined, optionalDate),
};
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

export const USER_SORTS = ['createdAt', 'name', 'email', 'city'] as const;
export const AdminUsersQuerySchema = z.object({
  ...listBase,
  sort: z.enum(USER_SORTS).default('createdAt'),
  role: optionalEnum(ROLES),
});

export const SUBSCRIPTION_SORTS = ['createdAt', 'id', 'price', 'status', 'plan'] as const;
export const AdminSubscriptionsQuerySchema = z.object({
  ...listBase,
  sort: z.enum(SUBSCRIPTION_SORTS).default('createdAt'),
  status: optionalEnum(SUBSCRIPTION_STATUSES),
  plan: optionalEnum(PLAN_IDS),
  /** The doors of one community, as the office picks a door to exempt from its notices. */
  community: z.preprocess(blankToUndefined, recordIdParam('Choose a community').optional()),
});

export const SCHEDULE_SORTS = ['serviceDate', 'status', 'id'] as const;
export const AdminSchedulesQuerySchema = z.object({
  ...listBase,
  sort: z.enum(SCHEDULE_SORTS).default('serviceDate'),
  status: optionalEnum(SERVICE_STATUSES),
  plan: optionalEnum(PLAN_IDS),
});

export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;
export type AdminSubscriptionsQuery = z.infer<typeof AdminSubscriptionsQuerySchema>;
export type AdminSchedulesQuery = z.infer<typeof AdminSchedulesQuerySchema>;

/** Schedule service, with the server's rules (docs/decisions/013-admin-schedules-pickups.md). */
export const ScheduleServiceSchema = z.object({
  subscriptionId: recordIdParam('Subscription ID is required'),
  serviceDate: isoDate('Service date is required'),
  status: z.enum(SERVICE_STATUSES, { error: 'Status is required' }).default('scheduled'),
  notes: optionalText(500).optional(),
});
export type ScheduleServiceInput = z.input<typeof ScheduleServiceSchema>;

/** A row action: mark completed, missed or cancelled (or back to scheduled). */
export const UpdateScheduleSchema = z.object({
  status: z.enum(SERVICE_STATUSES, { error: 'Status is required' }),
});

export const ScheduleIdParamsSchema = z.object({
  id: recordIdParam('Schedule not found'),
});

export const RouteSheetQuerySchema = z.object({
  date: isoDate('Choose the date of the route'),
});

/** The Users tab: the user as GET /api/user answers it. */
export const AdminUserSchema = UserSchema;
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * The admin lists leave out the next pickup: the schedules list the pickups. Staff know a
 * subscription by its customer and address, and quote its number (`id`) and its customer's
 * (`userId`) from exports, payment dashboards and emails
 * (docs/decisions/047-office-record-numbers-and-dense-lists.md).
 */
export const AdminSubscriptionSchema = SubscriptionSchema.omit({
  nextPickup: true,
  holds: true,
}).extend({
  customerName: z.string(),
  address: z.string(),
  unit: z.string(),
  city: z.string(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

/**
 * A schedule row with the real customer and address
 * (docs/decisions/013-admin-schedules-pickups.md).
 */
export const AdminScheduleSchema = ServiceScheduleSchema.extend({
  customerName: z.string(),
  address: z.string(),
  unit: z.string(),
  city: z.string(),
  zip: z.string(),
  plan: PlanIdSchema,
});
export type AdminSchedule = z.infer<typeof AdminScheduleSchema>;

export const RouteStopSchema = z.object({
  scheduleId: z.number().int(),
  subscriptionId: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
  address: z.string(),
  unit: z.string(),
  building: z.string(),
  city: z.string(),
  zip: z.string(),
  plan: PlanIdSchema,
  gateCode: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  notes: z.string().nullable(),
  /** The door has a notice still open from another pickup (docs/product.md#crew-app). */
  openNotice: z.boolean(),
});
export type RouteStop = z.infer<typeof RouteStopSchema>;

/**
 * One heading of the route sheet: a community (its name, street and what the gate asks), or the
 * name customers typed for a community not listed yet, or "Other addresses" (community null).
 */
export const RouteGroupSchema = z.object({
  heading: z.string(),
  community: z
    .object({ name: z.string(), street: z.string(), zip: z.string(), accessNotes: z.string() })
    .nullable(),
  stops: z.array(RouteStopSchema),
});

/**
 * Today's round for the staff: every pickup of a day, by community, then building, then unit;
 * addresses outside a listed community last.
 */
export const RouteSheetSchema = z.object({
  date: z.string(),
  total: z.number().int(),
  groups: z.array(RouteGroupSchema),
});
export type RouteSheet = z.infer<typeof RouteSheetSchema>;

/** How many of a month's answers in the customers' own words the office's count lists. */
export const CANCEL_NOTES_PER_MONTH = 50;

/**
 * One month of cancellations for the office (docs/decisions/039-a-fair-cancel.md): `month` is
 * YYYY-MM in America/Chicago; each reason with its count (null: no reason given), most first;
 * the newest answers in the customers' own words.
 */
export const CancellationMonthSchema = z.object({
  month: z.string(),
  total: z.number().int(),
  reasons: z.array(
    z.object({ reason: z.enum(CANCEL_REASON_IDS).nullable(), count: z.number().int() }),
  ),
  notes: z.array(z.object({ customerName: z.string(), cancelledAt: z.string(), note: z.string() })),
});
export type CancellationMonth = z.infer<typeof CancellationMonthSchema>;

/** The last twelve months of cancellations, newest month first. */
export const CancellationReportSchema = z.array(CancellationMonthSchema);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_STATE } from '../../domain/address.ts';
import {
  FEE_COLLECTIONS,
  FEE_STATES,
  LADDER_LIMITS,
  NOTICE_KINDS,
  NOTICE_STATUSES,
} from '../../domain/door-notices.ts';
import { CANCEL_REASON_IDS } from '../../domain/cancellation.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../domain/i18n/languages.ts';
import {
  DEFAULT_REMINDER_TIME,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  REMINDER_TIMES,
  SMS_CONSENT_EVENTS,
  SMS_CONSENT_SOURCES,
} from '../../domain/notifications.ts';
import { PLAN_IDS } from '../../domain/plans.ts';
import {
  COMMUNITY_BILLING,
  CONTRACT_DOORS_MAX,
  CONTRACT_DOORS_MIN,
  CONTRACT_RATE_MAX_CENTS,
  CONTRACT_RATE_MIN_CENTS,
  CONTRACT_REPORT_EMAILS_MAX,
  CONTRACT_TERM_MAX_MONTHS,
  CONTRACT_TERM_MIN_MONTHS,
  CONTRACT_WINDOW_EARLIEST,
  CONTRACT_WINDOW_LATEST,
} from '../../domain/property-contracts.ts';
import { PROPERTY_INVOICE_STATUSES } from '../../domain/property-invoices.ts';
import { LEAD_DOORS_MAX, LEAD_DOORS_MIN } from '../../domain/property-leads.ts';
import type { RosterColumns } from '../../domain/rosters.ts';
import type { ReceiptFee } from '../../domain/receipts.ts';
import { HOME_KINDS, ROLES } from '../../domain/schemas/account.ts';
import type { NightReport } from '../../domain/schemas/night-reports.ts';
import type { RosterDiff } from '../../domain/schemas/rosters.ts';
import { PHOTO_TYPES, PICKUP_OUTCOMES, PROBLEM_REASONS } from '../../domain/schemas/crew.ts';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../../domain/schemas/payments.ts';
import { SUBSCRIPTION_STATUSES } from '../../domain/schemas/subscription.ts';
import { SUBSCRIPTION_PAYERS } from '../../domain/subscription-status.ts';
import { SCHEDULE_SOURCES, SERVICE_STATUSES } from '../../domain/schemas/service-schedule.ts';
import { TICKET_KINDS, TICKET_RESOLUTIONS, TICKET_STATUSES } from '../../domain/schemas/tickets.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A customer's full name as the office searches it. The search's trigram index is on this
 * expression, so the queries must write it identically: hence one source.
 */
export const searchableName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/**
 * The trigram indexes' storage: new entries go straight into the index rather than into a list
 * of pending entries that every search scans in full until a vacuum merges it.
 */
const TRIGRAM_INDEX = { fastupdate: false };

/**
 * The users' trigram indexes keep a pending list, the shortest PostgreSQL allows (64 kB, the
 * entries of about a hundred accounts): a search scans at most that much more, and the insert that
 * fills it merges the list into the index, each trigram once with all of its rows. Written straight
 * in, a rent roll's 2 000 new accounts rewrote, account after account, the growing list of rows
 * behind each trigram they share (docs/benchmarks/2026-12-roster.md).
 */
const USER_TRIGRAM_INDEX = { fastupdate: true, gin_pending_list_limit: 64 };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    unit: text('unit').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(DEFAULT_STATE),
    zip: text('zip').notNull().default(''),
    // Where the door is inside the address: the community picked at sign-up, or the name the
    // customer typed when theirs was not listed (an admin matches it later), and the building.
    communityId: integer('community_id').references(() => communities.id, {
      onDelete: 'set null',
    }),
    communityRequest: text('community_request'),
    building: text('building').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    // The language every message to this person is written in
    // (docs/decisions/063-one-message-catalogue.md).
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
    // A removed crew member: kept for the history of what they recorded, never signed in again.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    // Login and uniqueness are case-insensitive (docs/decisions/002-sessions-and-passwords.md).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The admin Users tab: newest first, and by name (docs/decisions/007-admin-lists-at-scale.md).
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    check('users_role_check', sql`${t.role} in ('customer', 'admin', 'porter', 'manager')`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
    index('users_community_idx').on(t.communityId),
    // The office's crew list, a handful of rows among every customer.
    index('users_porters_idx')
      .on(t.id)
      .where(sql`${t.role} = 'porter'`),
    // The office's searches: a trigram index on each field a search reads, which also gives the
    // planner each field's statistics, with a pending list kept to the least PostgreSQL allows
    // (USER_TRIGRAM_INDEX; docs/decisions/040-admin-search-and-export-at-scale.md).
    // The fields the subscriptions' and pickups' searches read share theirs with the lowered
    // city (btree_gin), so that a search in one city is one index scan, not a term's customers
    // everywhere ANDed with the whole city; a search without a city reads the field's keys alone.
    index('users_city_name_trgm_idx')
      .using('gin', sql`lower(${t.city})`, sql`(${searchableName(t)}) gin_trgm_ops`)
      .with(USER_TRIGRAM_INDEX),
    index('users_city_email_trgm_idx')
      .using('gin', sql`lower(${t.city})`, t.email.op('gin_trgm_ops'))
      .with(USER_TRIGRAM_INDEX),
    index('users_username_trgm_idx')
      .using('gin', t.username.op('gin_trgm_ops'))
      .with(USER_TRIGRAM_INDEX),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')).with(USER_TRIGRAM_INDEX),
    index('users_city_address_trgm_idx')
      .using('gin', sql`lower(${t.city})`, t.address.op('gin_trgm_ops'))
      .with(USER_TRIGRAM_INDEX),
    index('users_zip_trgm_idx').using('gin', t.zip.op('gin_trgm_ops')).with(USER_TRIGRAM_INDEX),
    // A rare role newest first, the sort by city, and the city filter (any case).
    index('users_role_created_at_idx').on(t.role, t.createdAt, t.id),
    index('users_city_idx').on(t.city, t.id),
    index('users_city_lower_idx').on(sql`lower(${t.city})`, t.id),
  ],
);

/** The ZIP codes we serve (docs/product.md#service-areas): data, edited by admins. */
export const serviceZips = pgTable('service_zips', {
  zip: text('zip').primaryKey(),
  city: text('city').notNull(),
  createdAt: createdAt(),
});

/** Apartment communities we serve, with what a porter needs to get in. */
export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    accessNotes: text('access_notes').notNull().default(''),
    managerName: text('manager_name').notNull().default(''),
    managerPhone: text('manager_phone').notNull().default(''),
    managerEmail: text('manager_email').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Who pays for its doors (docs/product.md#property-contracts). */
    billing: text('billing', { enum: COMMUNITY_BILLING }).notNull().default('resident'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('communities_name_zip_key').on(sql`lower(${t.name})`, t.zip),
    index('communities_zip_idx').on(t.zip),
    check('communities_billing_check', sql`${t.billing} in ('resident', 'property')`),
  ],
);

/**
 * The contract of a property-paid community, one per community (docs/product.md#property-contracts).
 * The bounds are the office form's, so a row the form would refuse cannot be written either.
 */
export const propertyContracts = pgTable(
  'property_contracts',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .unique()
      .references(() => communities.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    billingContactName: text('billing_contact_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingPhone: text('billing_phone').notNull(),
    /** Per door, per month. */
    rateCents: integer('rate_cents').notNull(),
    doors: integer('doors').notNull(),
    startsOn: date('starts_on').notNull(),
    termMonths: integer('term_months').notNull(),
    /** Renews by itself at the end of the term. */
    renews: boolean('renews').notNull(),
    /** ISO weekdays (Monday = 1), as pickup-calendar.ts numbers them. */
    serviceDays: integer('service_days').array().notNull(),
    /** The trash-out window, "HH:MM" in the service time zone. */
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    reportEmails: text('report_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'property_contracts_rate_check',
      sql`${t.rateCents} between ${sql.raw(String(CONTRACT_RATE_MIN_CENTS))} and ${sql.raw(String(CONTRACT_RATE_MAX_CENTS))}`,
    ),
    check(
      'property_contracts_doors_check',
      sql`${t.doors} between ${sql.raw(String(CONTRACT_DOORS_MIN))} and ${sql.raw(String(CONTRACT_DOORS_MAX))}`,
    ),
    check(
      'property_contracts_term_check',
      sql`${t.termMonths} between ${sql.raw(String(CONTRACT_TERM_MIN_MONTHS))} and ${sql.raw(String(CONTRACT_TERM_MAX_MONTHS))}`,
    ),
    check(
      'property_contracts_service_days_check',
      sql`cardinality(${t.serviceDays}) between 1 and 7 and ${t.serviceDays} <@ array[1, 2, 3, 4, 5, 6, 7]`,
    ),
    check(
      'property_contracts_window_check',
      sql`${t.windowStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.windowEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.windowStart} >= ${sql.raw(`'${CONTRACT_WINDOW_EARLIEST}'`)} and ${t.windowEnd} <= ${sql.raw(`'${CONTRACT_WINDOW_LATEST}'`)} and ${t.windowStart} < ${t.windowEnd}`,
    ),
    check(
      'property_contracts_report_emails_check',
      sql`cardinality(${t.reportEmails}) <= ${sql.raw(String(CONTRACT_REPORT_EMAILS_MAX))}`,
    ),
  ],
);

/**
 * A property-paid community's night as its report shows it, made once when the trash-out window
 * closes or when the office first asks for a past night (docs/product.md#nightly-reports): the
 * report is kept as data, so its PDF is always laid out from the same rows.
 */
export const nightReports = pgTable(
  'night_reports',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    report: jsonb('report').$type<NightReport>().notNull(),
    // When the report contacts' email was queued; null until then (and for a night made on the
    // office's request, which is never mailed).
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('night_reports_community_date_key').on(t.communityId, t.serviceDate)],
);

/**
 * The communities a property manager may see (docs/decisions/059-properties-as-customers.md):
 * every manager route reads through this table, so another community's rows are never read.
 */
export const communityManagers = pgTable(
  'community_managers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.communityId] }),
    index('community_managers_community_idx').on(t.communityId),
  ],
);

/** People waiting for us to serve their ZIP code, confirmed by a link in an email. */
/**
 * A property-paid community's invoice for one month (docs/product.md#property-invoices): one per
 * contract and month, made from its door lines and mirrored from the provider's webhooks.
 */
export const propertyInvoices = pgTable(
  'property_invoices',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => propertyContracts.id, { onDelete: 'restrict' }),
    /** The first day of the month invoiced. */
    month: date('month', { mode: 'string' }).notNull(),
    rateCents: integer('rate_cents').notNull(),
    doors: integer('doors').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PROPERTY_INVOICE_STATUSES }).notNull().default('issuing'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerInvoiceId: text('provider_invoice_id').unique(),
    number: text('number'),
    hostedUrl: text('hosted_url'),
    dueOn: date('due_on', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two app servers issuing one month make one invoice.
    uniqueIndex('property_invoices_contract_month_key').on(t.contractId, t.month),
    // The job's retry of invoices the provider has not confirmed.
    index('property_invoices_issuing_idx')
      .on(t.id)
      .where(sql`${t.status} = 'issuing'`),
    check(
      'property_invoices_status_check',
      sql`${t.status} in (${sql.raw(PROPERTY_INVOICE_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('property_invoices_month_check', sql`extract(day from ${t.month}) = 1`),
    check('property_invoices_amount_check', sql`${t.amountCents} >= 0 and ${t.doors} >= 0`),
  ],
);

/** One door's part of an invoice, as it was when the invoice was made. */
export const propertyInvoiceLines = pgTable(
  'property_invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => propertyInvoices.id, { onDelete: 'cascade' }),
    /** Its place in the invoice: by building, unit and resident. */
    position: integer('position').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    building: text('building').notNull(),
    unit: text('unit').notNull(),
    resident: text('resident').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [uniqueIndex('property_invoice_lines_invoice_position_key').on(t.invoiceId, t.position)],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    zip: text('zip').notNull(),
    kind: text('kind', { enum: HOME_KINDS }).notNull(),
    // The language the visitor read the form in: both of the waitlist's emails are written in it
    // (docs/decisions/063-one-message-catalogue.md).
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    // A keyed hash of the confirmation link's token, like the password-reset tokens.
    tokenHash: text('token_hash').notNull().unique(),
    // When the current link was sent: a link expires a while after it (docs/product.md#waitlist).
    tokenSentAt: timestamp('token_sent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_email_zip_key').on(sql`lower(${t.email})`, t.zip),
    index('waitlist_entries_zip_idx').on(t.zip),
    check('waitlist_entries_kind_check', sql`${t.kind} in ('apartment', 'house')`),
    check('waitlist_entries_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * Every change to a customer's service details (address, community, building, unit, phone, gate
 * code, instructions, email): who made it, what it was and what it became.
 */
export const serviceDetailChanges = pgTable(
  'service_detail_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null when the change was made by the system (for example an admin account since removed).
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_detail_changes_user_idx').on(t.userId, t.changedAt)],
);

/** A pending change of sign-in email, confirmed by a link sent to the new address. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_change_tokens_user_id_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    // A keyed hash of the cookie token: a leaked table cannot be replayed as cookies.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    // Extra headers, such as List-Unsubscribe on a notification.
    headers: jsonb('headers').$type<Record<string, string>>(),
    // Files sent with the message, each a reference to an object the storage module keeps: the
    // sender reads the bytes when it sends, so the outbox row stays small.
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; storageKey: string }[]>(),
    // The notification this message carries, when it is one (its log shows this row's status).
    notificationId: bigint('notification_id', { mode: 'number' }).references(
      (): AnyPgColumn => notifications.id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_notification_idx')
      .on(t.notificationId)
      .where(sql`${t.notificationId} is not null`),
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Shared fixed-window counters, so limits hold across every app server behind the load balancer. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    gateCode: text('gate_code'),
    specialInstructions: text('special_instructions'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    // When the current pause ends by itself, and the yearly pause allowance (src/domain/holds.ts).
    pauseEndsAt: timestamp('pause_ends_at', { withTimezone: true }),
    pauseYear: integer('pause_year'),
    pauseDaysUsed: integer('pause_days_used').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // A cancel keeps the pickups of the period already paid: served until here
    // (docs/decisions/039-a-fair-cancel.md). Null when service ended with the cancel.
    serviceEndsAt: timestamp('service_ends_at', { withTimezone: true }),
    // The reason the customer gave when cancelling (src/domain/cancellation.ts), and their words.
    cancelReason: text('cancel_reason', { enum: CANCEL_REASON_IDS }),
    cancelNote: text('cancel_note'),
    // The period the provider last billed, as it reports it: its end is the next charge.
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    // A smaller plan chosen for the next renewal, and when it starts (docs/product.md#billing).
    pendingPlan: text('pending_plan', { enum: PLAN_IDS }),
    pendingPlanAt: timestamp('pending_plan_at', { withTimezone: true }),
    // When a renewal failed and was not paid since: the grace period runs from here.
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    // The card it is charged to, as the provider describes it (never the number).
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    // The customer's city, lowered: a copy kept in step by the database's triggers (migration
    // 0019), so the office's filters on status, plan and city meet in one index
    // (docs/decisions/040-admin-search-and-export-at-scale.md). Never written by the app.
    cityKey: text('city_key'),
    // Who pays: the resident through `provider`, or the property under its community's contract
    // (docs/decisions/059-properties-as-customers.md). A property-paid door has no provider.
    payer: text('payer', { enum: SUBSCRIPTION_PAYERS }).notNull().default('resident'),
    contractId: integer('contract_id').references(() => propertyContracts.id, {
      onDelete: 'restrict',
    }),
    // The first day served, for a door enrolled ahead of its resident's move-in; null when
    // service starts with the subscription.
    startsOn: date('starts_on', { mode: 'string' }),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    // A contract's doors: its invoice, its roster and a rate change read them.
    index('subscriptions_contract_idx')
      .on(t.contractId)
      .where(sql`${t.contractId} is not null`),
    check(
      'subscriptions_payer_check',
      sql`${t.payer} in ('resident', 'property') and (${t.payer} = 'property') = (${t.contractId} is not null) and (${t.payer} = 'resident' or ${t.provider} is null)`,
    ),
    // The billing clock's sweep of unpaid renewals whose grace period is over.
    index('subscriptions_past_due_idx')
      .on(t.pastDueSince)
      .where(sql`${t.status} = 'past_due'`),
    index('subscriptions_pending_plan_idx')
      .on(t.pendingPlanAt)
      .where(sql`${t.pendingPlan} is not null`),
    index('subscriptions_created_at_idx').on(t.createdAt, t.id),
    // The office's count of cancellations by month.
    index('subscriptions_cancelled_at_idx')
      .on(t.cancelledAt)
      .where(sql`${t.status} = 'cancelled'`),
    // The office's search by gate code, its status filter newest first and its other sorts
    // (docs/decisions/040-admin-search-and-export-at-scale.md).
    index('subscriptions_gate_code_trgm_idx')
      .using('gin', t.gateCode.op('gin_trgm_ops'))
      .with(TRIGRAM_INDEX)
      .where(sql`${t.gateCode} is not null`),
    index('subscriptions_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('subscriptions_price_idx').on(t.priceCents, t.id),
    index('subscriptions_status_idx').on(t.status, t.id),
    index('subscriptions_plan_idx').on(t.plan, t.id),
    index('subscriptions_status_plan_city_idx').on(t.status, t.plan, t.cityKey, t.createdAt, t.id),
    // One unfinished checkout per customer: every payment attempt continues it
    // (docs/decisions/026-one-sign-up-saved-before-payment.md).
    uniqueIndex('subscriptions_one_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('subscriptions_price_check', sql`${t.priceCents} > 0`),
  ],
);

/**
 * A hold booked for later dates (docs/decisions/038-dated-holds.md): no pickups from `starts_on`
 * up to the day before `returns_on`. On its first day the hold becomes the subscription's pause
 * (paused_at, pause_ends_at) and this row goes.
 */
export const subscriptionHolds = pgTable(
  'subscription_holds',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    returnsOn: date('returns_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_holds_subscription_idx').on(t.subscriptionId, t.startsOn),
    // The hourly sweep's question: which holds start by today.
    index('subscription_holds_starts_on_idx').on(t.startsOn),
    check('subscription_holds_dates_check', sql`${t.returnsOn} > ${t.startsOn}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    // The provider's invoice / sale id: the same payment reported twice is recorded once.
    providerRef: text('provider_ref').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    // The receipt, written once when the invoice is paid (docs/decisions/037-receipts.md): what
    // was bought and how it was paid as they were then, so later plan or card changes leave it.
    receiptNumber: text('receipt_number').unique(),
    plan: text('plan', { enum: PLAN_IDS }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    method: text('method'),
    // The one-off fees the invoice billed beside the plan, written with the rest of the receipt
    // (docs/decisions/060-fees-on-the-next-bill.md).
    feeLines: jsonb('fee_lines').$type<ReceiptFee[]>().notNull().default([]),
  },
  (t) => [
    index('payments_subscription_id_idx').on(t.subscriptionId, t.paidAt),
    // The owner's numbers: a day's cash collected, and the renewals still unpaid
    // (docs/decisions/062-the-owners-numbers.md).
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_failed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/** Receipt numbers count up across all customers, never reusing one (docs/decisions/037-receipts.md). */
export const receiptNumbers = pgSequence('receipt_numbers');

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.eventId)],
);

export const serviceSchedules = pgTable(
  'service_schedules',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    // A calendar day in America/Chicago, not an instant.
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: SERVICE_STATUSES }).notNull().default('scheduled'),
    // 'plan' rows come from the schedule generator and follow the plan's days; anything else
    // (an admin's extra pickup) is left alone when the plan changes.
    source: text('source', { enum: SCHEDULE_SOURCES }).notNull().default('manual'),
    notes: text('notes'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // What the crew found at the door: the latest of the pickup's actions by the time it
    // happened (docs/decisions/027-crew-actions-offline.md); the action holds the details.
    outcome: text('outcome', { enum: PICKUP_OUTCOMES }),
    outcomeActionId: uuid('outcome_action_id').references((): AnyPgColumn => pickupActions.id, {
      onDelete: 'set null',
    }),
    // The subscription's plan and its customer's city (lowered, as subscriptions.city_key):
    // copies kept in step by the database's triggers (migration 0019), so the office's filters on
    // status, plan and city meet in one index (docs/decisions/040-admin-search-and-export-at-scale.md).
    // Never written by the app.
    plan: text('plan', { enum: PLAN_IDS }),
    cityKey: text('city_key'),
  },
  (t) => [
    uniqueIndex('service_schedules_subscription_date_key').on(t.subscriptionId, t.serviceDate),
    // Date order with the id as tie-breaker: the admin list's default sort and the export's keyset.
    index('service_schedules_date_idx').on(t.serviceDate, t.id),
    // The Today board reads one day's pickups from the index alone: their status, outcome and
    // whose they are (docs/decisions/035-today-board-live.md).
    index('service_schedules_board_idx').on(
      t.serviceDate,
      t.status,
      t.outcome,
      t.subscriptionId,
      t.outcomeActionId,
    ),
    // The office's status filter in date order, its sort by status, and its search of notes
    // (docs/decisions/040-admin-search-and-export-at-scale.md).
    index('service_schedules_status_date_idx').on(t.status, t.serviceDate, t.id),
    index('service_schedules_status_idx').on(t.status, t.id),
    index('service_schedules_status_city_date_idx').on(t.status, t.cityKey, t.serviceDate, t.id),
    index('service_schedules_status_plan_city_date_idx').on(
      t.status,
      t.plan,
      t.cityKey,
      t.serviceDate,
      t.id,
    ),
    index('service_schedules_notes_trgm_idx')
      .using('gin', t.notes.op('gin_trgm_ops'))
      .with(TRIGRAM_INDEX)
      .where(sql`${t.notes} is not null`),
    // Its problems, a few among the day's doors.
    index('service_schedules_problems_idx')
      .on(t.serviceDate)
      .where(sql`${t.outcome} = 'problem'`),
    check(
      'service_schedules_outcome_check',
      sql`${t.outcome} in ('collected', 'nothing_out', 'problem')`,
    ),
  ],
);

/**
 * Which porter walks a community on a weekday (ISO, Monday = 1): one porter per community and
 * day, so every door of a day's route has exactly one porter.
 */
export const crewAssignments = pgTable(
  'crew_assignments',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    porterId: integer('porter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.weekday] }),
    index('crew_assignments_porter_idx').on(t.porterId, t.weekday),
    check('crew_assignments_weekday_check', sql`${t.weekday} between 1 and 7`),
  ],
);

/**
 * A photo, stored as an object (docs/decisions/028-photo-storage.md). The id is the phone's, so
 * an upload sent again is recognised; `sha256` is of the bytes as they were sent.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type', { enum: PHOTO_TYPES }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // An account's photos of the last 24 hours (its allowances), and the sweep of unattached
    // ones by age (docs/decisions/045-photo-allowances.md).
    index('photos_uploaded_by_created_idx').on(t.uploadedBy, t.createdAt),
    index('photos_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Everything a porter recorded at a door, kept as history: each action once, by the id the phone
 * gave it (docs/decisions/027-crew-actions-offline.md). `seq` is the order of arrival, which
 * breaks a tie between two actions of the same instant.
 */
export const pickupActions = pgTable(
  'pickup_actions',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => serviceSchedules.id, { onDelete: 'cascade' }),
    porterId: integer('porter_id')
      .notNull()
      .references(() => users.id),
    outcome: text('outcome', { enum: PICKUP_OUTCOMES }).notNull(),
    reason: text('reason', { enum: PROBLEM_REASONS }),
    bagCount: integer('bag_count'),
    note: text('note'),
    photoId: uuid('photo_id').references(() => photos.id),
    /** A thank-you note left with a collection (docs/decisions/061-door-notices.md). */
    thanks: boolean('thanks').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pickup_actions_schedule_idx').on(t.scheduleId, t.occurredAt),
    index('pickup_actions_porter_idx').on(t.porterId, t.receivedAt),
    index('pickup_actions_photo_idx').on(t.photoId),
    check(
      'pickup_actions_outcome_check',
      sql`${t.outcome} in ('collected', 'nothing_out', 'problem')`,
    ),
    // A problem is always explained and shown.
    check(
      'pickup_actions_problem_check',
      sql`${t.outcome} <> 'problem' or (${t.reason} is not null and ${t.photoId} is not null)`,
    ),
  ],
);

/**
 * A resident's problem report on one of their pickups and how the office settled it
 * (docs/decisions/034-tickets-and-resolutions.md). One report per pickup; the resolution columns
 * are filled together when it is resolved.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => serviceSchedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TICKET_KINDS }).notNull(),
    note: text('note').notNull().default(''),
    photoId: uuid('photo_id').references(() => photos.id),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolution: text('resolution', { enum: TICKET_RESOLUTIONS }),
    // The extra pickup a return visit made; it stays if the ticket goes.
    returnScheduleId: integer('return_schedule_id').references(() => serviceSchedules.id, {
      onDelete: 'set null',
    }),
    returnDate: date('return_date', { mode: 'string' }),
    creditCents: integer('credit_cents'),
    creditApplied: boolean('credit_applied'),
    resolutionNote: text('resolution_note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tickets_schedule_key').on(t.scheduleId),
    index('tickets_status_idx').on(t.status, t.createdAt),
    index('tickets_user_idx').on(t.userId),
    // Whether a photo is on a report: the photo allowances and the unattached-photo sweep ask.
    index('tickets_photo_idx').on(t.photoId),
    check('tickets_status_check', sql`${t.status} in ('open', 'resolved')`),
    check(
      'tickets_resolution_check',
      sql`(${t.status} = 'open') = (${t.resolution} is null and ${t.resolvedAt} is null)`,
    ),
    check(
      'tickets_credit_check',
      sql`${t.resolution} is distinct from 'credit' or (${t.creditCents} > 0 and ${t.creditApplied} is not null)`,
    ),
  ],
);

/**
 * A graded notice left at a resident's door, or a porter's thank-you note
 * (docs/decisions/061-door-notices.md). Made from the crew's record of the pickup, one per
 * pickup; the approval and the dispute are columns filled as they happen, so the door's whole
 * story is one row.
 */
export const doorNotices = pgTable(
  'door_notices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').references(() => communities.id, {
      onDelete: 'set null',
    }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => serviceSchedules.id, { onDelete: 'cascade' }),
    /** The crew's record it was made from. */
    actionId: uuid('action_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    /** The rung the ladder chose; differs from `kind` when the approver lowered it. */
    proposedKind: text('proposed_kind', { enum: NOTICE_KINDS }).notNull(),
    reason: text('reason', { enum: PROBLEM_REASONS }),
    status: text('status', { enum: NOTICE_STATUSES }).notNull(),
    feeCents: integer('fee_cents'),
    photoId: uuid('photo_id').references(() => photos.id),
    note: text('note'),
    createdAt: createdAt(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** When the resident was told: the dispute window runs from here. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    disputeNote: text('dispute_note'),
    disputePhotoId: uuid('dispute_photo_id').references(() => photos.id),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeDecidedBy: integer('dispute_decided_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    disputeDecidedAt: timestamp('dispute_decided_at', { withTimezone: true }),
    disputeDecisionNote: text('dispute_decision_note'),
  },
  (t) => [
    uniqueIndex('door_notices_schedule_key').on(t.scheduleId),
    uniqueIndex('door_notices_action_key').on(t.actionId),
    index('door_notices_subscription_idx').on(t.subscriptionId, t.serviceDate),
    index('door_notices_community_idx').on(t.communityId, t.status, t.serviceDate),
    index('door_notices_status_idx').on(t.status, t.createdAt),
    index('door_notices_photo_idx').on(t.photoId),
    index('door_notices_dispute_photo_idx').on(t.disputePhotoId),
    check(
      'door_notices_kind_check',
      sql`${t.kind} in ('courtesy', 'warning', 'fee', 'thanks') and ${t.proposedKind} in ('courtesy', 'warning', 'fee', 'thanks')`,
    ),
    check(
      'door_notices_status_check',
      sql`${t.status} in (${sql.raw(NOTICE_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    // A notice says what was wrong; a thank-you note has nothing wrong to say.
    check('door_notices_reason_check', sql`(${t.kind} = 'thanks') = (${t.reason} is null)`),
    check(
      'door_notices_fee_check',
      sql`(${t.kind} = 'fee') = (${t.feeCents} is not null) and coalesce(${t.feeCents}, 1) > 0`,
    ),
    check(
      'door_notices_issued_check',
      sql`${t.status} in ('awaiting_approval', 'waived') or ${t.issuedAt} is not null`,
    ),
    check(
      'door_notices_dispute_check',
      sql`${t.status} not in ('disputed', 'upheld', 'withdrawn') or (${t.disputedAt} is not null and ${t.disputeNote} is not null)`,
    ),
  ],
);

/** A fee's money, once approved: where it is collected and where it stands. */
export const noticeFees = pgTable(
  'notice_fees',
  {
    noticeId: integer('notice_id')
      .primaryKey()
      .references(() => doorNotices.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    collect: text('collect', { enum: FEE_COLLECTIONS }).notNull(),
    state: text('state', { enum: FEE_STATES }).notNull(),
    /** The provider's pending item on the next bill. */
    providerItemRef: text('provider_item_ref'),
    /** The month the fee stands on the property's ledger (first of the month). */
    ledgerMonth: date('ledger_month', { mode: 'string' }),
    /** The month a fee withdrawn after it was charged is credited back on the ledger. */
    creditedMonth: date('credited_month', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_fees_ledger_idx').on(t.ledgerMonth),
    index('notice_fees_credited_idx').on(t.creditedMonth),
    check('notice_fees_amount_check', sql`${t.amountCents} > 0`),
    check(
      'notice_fees_state_check',
      sql`${t.state} in ('charged', 'held', 'cancelled', 'credited') and ${t.collect} in ('next_bill', 'property_ledger', 'by_hand')`,
    ),
  ],
);

/** A community's notice ladder, where it differs from the default (docs/product.md#door-notices). */
export const noticeLadders = pgTable(
  'notice_ladders',
  {
    communityId: integer('community_id')
      .primaryKey()
      .references(() => communities.id, { onDelete: 'cascade' }),
    windowDays: integer('window_days').notNull(),
    courtesyNotices: integer('courtesy_notices').notNull(),
    warnings: integer('warnings').notNull(),
    feeCents: integer('fee_cents').notNull(),
    feeMinCents: integer('fee_min_cents').notNull(),
    feeMaxCents: integer('fee_max_cents').notNull(),
    warningsNeedApproval: boolean('warnings_need_approval').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notice_ladders_bounds_check',
      sql`${t.windowDays} between ${sql.raw(String(LADDER_LIMITS.windowDays.min))} and ${sql.raw(String(LADDER_LIMITS.windowDays.max))}
        and ${t.courtesyNotices} between 0 and ${sql.raw(String(LADDER_LIMITS.courtesyNotices.max))}
        and ${t.warnings} between 0 and ${sql.raw(String(LADDER_LIMITS.warnings.max))}
        and ${t.feeMinCents} >= ${sql.raw(String(LADDER_LIMITS.feeCents.min))}
        and ${t.feeMaxCents} <= ${sql.raw(String(LADDER_LIMITS.feeCents.max))}
        and ${t.feeCents} between ${t.feeMinCents} and ${t.feeMaxCents}`,
    ),
  ],
);

/** A door kept off the ladder, with why (a medical or accessibility need); ended, never deleted. */
export const noticeExemptions = pgTable(
  'notice_exemptions',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notice_exemptions_active_key')
      .on(t.subscriptionId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * A property's request for information from /property-management (docs/product.md#property-leads):
 * the office follows it up. The bounds are the form's, so a row the form would refuse cannot be
 * written either.
 */
export const propertyLeads = pgTable(
  'property_leads',
  {
    id: serial('id').primaryKey(),
    propertyName: text('property_name').notNull(),
    doors: integer('doors').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'property_leads_doors_check',
      sql`${t.doors} between ${sql.raw(String(LEAD_DOORS_MIN))} and ${sql.raw(String(LEAD_DOORS_MAX))}`,
    ),
    index('property_leads_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A property-paid community's doors, as its rent rolls list them
 * (docs/product.md#rent-roll-rosters): a door stays when its resident moves out.
 */
export const rosterDoors = pgTable(
  'roster_doors',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    building: text('building').notNull(),
    unit: text('unit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The same door however the file cases it (src/domain/rosters.ts, doorKey).
    uniqueIndex('roster_doors_door_key').on(
      t.communityId,
      sql`lower(${t.building})`,
      sql`lower(${t.unit})`,
    ),
  ],
);

/** The columns the office matched to a community's rent roll, offered again on its next upload. */
export const rosterColumnMaps = pgTable('roster_column_maps', {
  communityId: integer('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').$type<RosterColumns>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each applied rent roll and what applying it changed, for the office's and manager's history. */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written, so the history still names who applied it after their account goes.
    appliedByName: text('applied_by_name').notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    doorsAdded: integer('doors_added').notNull(),
    movedIn: integer('moved_in').notNull(),
    movedOut: integer('moved_out').notNull(),
    contactsChanged: integer('contacts_changed').notNull(),
    rejected: integer('rejected').notNull(),
    diff: jsonb('diff').$type<RosterDiff>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('roster_imports_community_idx').on(t.communityId, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * A resident's notification settings beside the switches (docs/decisions/041-notifications.md):
 * the reminder time and the number texts go to. Texts go only while opted in and not stopped by a
 * STOP reply. No row means the defaults and no texts.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminderTime: text('reminder_time', { enum: REMINDER_TIMES })
      .notNull()
      .default(DEFAULT_REMINDER_TIME),
    // E.164 (+12815550142).
    smsPhone: text('sms_phone'),
    smsOptedInAt: timestamp('sms_opted_in_at', { withTimezone: true }),
    // When the number answered YES to the opt-in's confirmation text; until then only that text
    // goes to it (docs/decisions/046-text-consent-confirmed-by-reply.md).
    smsConfirmedAt: timestamp('sms_confirmed_at', { withTimezone: true }),
    smsStoppedAt: timestamp('sms_stopped_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A STOP reply names only the number it came from.
    index('notification_settings_sms_phone_idx')
      .on(t.smsPhone)
      .where(sql`${t.smsPhone} is not null`),
    // The reminder scheduler reads the residents whose time has come.
    index('notification_settings_reminder_time_idx').on(t.reminderTime, t.userId),
  ],
);

/** A switch the resident changed from its default (`DEFAULT_PREFERENCES`): type × channel. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.channel] })],
);

/**
 * Every change to a number's consent to texts, kept as evidence: when, from where, and the exact
 * disclosure the resident saw. Kept when the account goes, as the carriers ask.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    event: text('event', { enum: SMS_CONSENT_EVENTS }).notNull(),
    source: text('source', { enum: SMS_CONSENT_SOURCES }).notNull(),
    disclosure: text('disclosure'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_consents_phone_idx').on(t.phone, t.createdAt),
    index('sms_consents_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every notification sent or to be sent, one row per message and channel: the log the office
 * reads and, for texts, the queue the sender claims from (SKIP LOCKED). Emails go on through the
 * mail outbox, whose row points back here. `dedupeKey` names the event ("pickup_reminder:
 * schedule:123"): with the channel it is unique, so a message is never made twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    // The email address or the E.164 number, as it was when the message was made.
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    // The provider's id of a text (Twilio's MessageSid) and its last delivery status.
    providerMessageId: text('provider_message_id'),
    providerStatus: text('provider_status'),
    providerStatusAt: timestamp('provider_status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey, t.channel),
    index('notifications_sms_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.channel} = 'sms'`),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_provider_message_key')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

/**
 * The owner's revenue numbers (docs/decisions/062-the-owners-numbers.md): each paying customer as
 * the daily snapshot last saw them, a resident by their account, a property by its contract
 * (`user:<id>`, `contract:<id>`). The next day's snapshot compares with these rows, so a day
 * costs one pass over the subscriptions, never a pass over history.
 */
export const revenueCustomers = pgTable(
  'revenue_customers',
  {
    customerKey: text('customer_key').primaryKey(),
    mrrCents: integer('mrr_cents').notNull(),
    heldCents: integer('held_cents').notNull(),
    /** The first day it paid: its cohort is that day's month. Null while it never has. */
    firstPaidOn: date('first_paid_on', { mode: 'string' }),
  },
  (t) => [index('revenue_customers_first_paid_idx').on(t.firstPaidOn)],
);

/** One ended service day's revenue, written once by the snapshot job. */
export const revenueDays = pgTable('revenue_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  mrrCents: bigint('mrr_cents', { mode: 'number' }).notNull(),
  customers: integer('customers').notNull(),
  /** Property contracts' share of the MRR. */
  propertyMrrCents: bigint('property_mrr_cents', { mode: 'number' }).notNull(),
  heldCents: bigint('held_cents', { mode: 'number' }).notNull(),
  heldSubscriptions: integer('held_subscriptions').notNull(),
  newCents: bigint('new_cents', { mode: 'number' }).notNull(),
  expansionCents: bigint('expansion_cents', { mode: 'number' }).notNull(),
  contractionCents: bigint('contraction_cents', { mode: 'number' }).notNull(),
  churnCents: bigint('churn_cents', { mode: 'number' }).notNull(),
  reactivationCents: bigint('reactivation_cents', { mode: 'number' }).notNull(),
  heldOutCents: bigint('held_out_cents', { mode: 'number' }).notNull(),
  heldBackCents: bigint('held_back_cents', { mode: 'number' }).notNull(),
  newCustomers: integer('new_customers').notNull(),
  churnedCustomers: integer('churned_customers').notNull(),
  reactivatedCustomers: integer('reactivated_customers').notNull(),
  /** Paid that day: residents' invoices (fees included) and properties' invoices. */
  cashCents: bigint('cash_cents', { mode: 'number' }).notNull(),
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
});

/** A cohort's customers (by the month they first paid), and how many paid at a later month's end. */
export const revenueCohorts = pgTable(
  'revenue_cohorts',
  {
    cohortMonth: date('cohort_month', { mode: 'string' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    customers: integer('customers').notNull(),
    paying: integer('paying').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohortMonth, t.month] })],
);

/**
 * Each failed renewal the job has seen, and the day it was paid at last: the payment row's own
 * date moves to the day it is paid, so the failure's day is kept here.
 */
export const revenueFailedRenewals = pgTable(
  'revenue_failed_renewals',
  {
    paymentId: integer('payment_id').primaryKey(),
    failedOn: date('failed_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    recoveredOn: date('recovered_on', { mode: 'string' }),
  },
  (t) => [
    index('revenue_failed_renewals_open_idx')
      .on(t.paymentId)
      .where(sql`${t.recoveredOn} is null`),
  ],
);

/** By the day renewals failed: how much failed, and how much of it was paid later. */
export const revenueRecoveryDays = pgTable('revenue_recovery_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  failedCents: bigint('failed_cents', { mode: 'number' }).notNull(),
  failedCount: integer('failed_count').notNull(),
  recoveredCents: bigint('recovered_cents', { mode: 'number' }).notNull(),
  recoveredCount: integer('recovered_count').notNull(),
});
// The owner's service and growth numbers read these daily snapshots, never the history itself
// (docs/decisions/062-the-owners-numbers.md#service-and-growth). The snapshot job is their one
// writer: it rewrites a day's rows whole, so running it again gives the same rows. A community or
// porter is kept by id without a reference, so that removing one leaves the past as it was; null
// is "not in a listed community" or "no porter".

/** The Monday of a snapshot day's week, written with it so that no view computes it per row. */
const weekOf = () => date('week', { mode: 'string' }).notNull();

/** One day's stops of a community walked by one porter, with what came of them. */
export const analyticsServiceDays = pgTable(
  'analytics_service_days',
  {
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    week: weekOf(),
    communityId: integer('community_id'),
    porterId: integer('porter_id'),
    /** Pickups due: not cancelled, not on a hold. */
    stops: integer('stops').notNull(),
    completed: integer('completed').notNull(),
    /** Pickups left out because the door was on hold that day. */
    held: integer('held').notNull(),
    problems: integer('problems').notNull(),
    /** Stops with a crew record, and the seconds from the first record to the last. */
    checkedIn: integer('checked_in').notNull(),
    spanSeconds: integer('span_seconds').notNull(),
    tickets: integer('tickets').notNull(),
    missedReported: integer('missed_reported').notNull(),
    missedUpheld: integer('missed_upheld').notNull(),
  },
  (t) => [
    unique('analytics_service_days_key')
      .on(t.serviceDate, t.communityId, t.porterId)
      .nullsNotDistinct(),
  ],
);

/** One porter's route of a day, across the communities walked: its stops checked in and length. */
export const analyticsRouteDays = pgTable(
  'analytics_route_days',
  {
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    week: weekOf(),
    porterId: integer('porter_id').notNull(),
    checkedIn: integer('checked_in').notNull(),
    spanSeconds: integer('span_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceDate, t.porterId] })],
);

/** One day's porter-reported problems of a community and porter, by reason. */
export const analyticsProblemDays = pgTable(
  'analytics_problem_days',
  {
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    week: weekOf(),
    communityId: integer('community_id'),
    porterId: integer('porter_id'),
    reason: text('reason', { enum: PROBLEM_REASONS }).notNull(),
    problems: integer('problems').notNull(),
  },
  (t) => [
    unique('analytics_problem_days_key')
      .on(t.serviceDate, t.communityId, t.porterId, t.reason)
      .nullsNotDistinct(),
  ],
);

/** Each resolved ticket's time to resolve, narrow so that percentiles read few bytes. */
export const analyticsTicketResolutions = pgTable(
  'analytics_ticket_resolutions',
  {
    ticketId: integer('ticket_id').primaryKey(),
    /** The day it was resolved, in America/Chicago: the day it counts on. */
    resolvedOn: date('resolved_on', { mode: 'string' }).notNull(),
    week: weekOf(),
    communityId: integer('community_id'),
    porterId: integer('porter_id'),
    minutes: integer('minutes').notNull(),
  },
  (t) => [index('analytics_ticket_resolutions_day_idx').on(t.resolvedOn)],
);

/** One day's resident sign-ups started in a community, and how many of them have paid. */
export const analyticsSignupDays = pgTable(
  'analytics_signup_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    week: weekOf(),
    communityId: integer('community_id'),
    started: integer('started').notNull(),
    paid: integer('paid').notNull(),
  },
  (t) => [unique('analytics_signup_days_key').on(t.day, t.communityId).nullsNotDistinct()],
);

/** One day's cancellations by the reason given (null: none given). */
export const analyticsCancellationDays = pgTable(
  'analytics_cancellation_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: CANCEL_REASON_IDS }),
    cancellations: integer('cancellations').notNull(),
  },
  (t) => [unique('analytics_cancellation_days_key').on(t.day, t.reason).nullsNotDistinct()],
);

/**
 * How far the snapshots are kept: the last run's start, from which the next looks for tickets and
 * subscriptions changed since. One row.
 */
export const analyticsSnapshotState = pgTable(
  'analytics_snapshot_state',
  {
    id: integer('id').primaryKey(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('analytics_snapshot_state_one_row', sql`${t.id} = 1`)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PropertyInvoiceRow = typeof propertyInvoices.$inferSelect;

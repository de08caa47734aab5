import { z } from 'zod';
import { formatUsPhone, isUsPhone } from '../phone.ts';
import {
  CLOCK_TIME,
  COMMUNITY_BILLING,
  CONTRACT_DOORS_MAX,
  CONTRACT_LIMITS,
  CONTRACT_DOORS_MIN,
  CONTRACT_RATE_MAX_CENTS,
  CONTRACT_RATE_MIN_CENTS,
  CONTRACT_REPORT_EMAILS_MAX,
  CONTRACT_TERM_MAX_MONTHS,
  CONTRACT_TERM_MIN_MONTHS,
  CONTRACT_WINDOW_EARLIEST,
  CONTRACT_WINDOW_LATEST,
  PROPERTY_CONTRACT_TEXT as TEXT,
} from '../property-contracts.ts';
import { email, isoDate, plainString, text } from './fields.ts';

// A property-paid community's contract (docs/product.md#property-contracts): the office's form
// and PUT /api/admin/communities/:id/contract check the same payload with this one schema.

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const clockTime = plainString(TEXT.timeInvalid).regex(CLOCK_TIME, TEXT.timeInvalid);

const inHours = (time: string) =>
  time >= CONTRACT_WINDOW_EARLIEST && time <= CONTRACT_WINDOW_LATEST;

/**
 * The window is judged whenever both its times read as times, whatever else is wrong, so the
 * office sees every message at once; a malformed time already has its own.
 */
const readableWindow = ({ value }: { value: unknown }) => {
  const { windowStart, windowEnd } = (value ?? {}) as Record<string, unknown>;
  return [windowStart, windowEnd].every((t) => typeof t === 'string' && CLOCK_TIME.test(t));
};

const DAYS_A_WEEK = 7;

export const PropertyContractInputSchema = z
  .object({
    legalName: text(2, CONTRACT_LIMITS.legalName, TEXT.legalNameRequired),
    billingContactName: text(2, CONTRACT_LIMITS.contactName, TEXT.contactNameRequired),
    billingEmail: email(TEXT.emailInvalid),
    billingPhone: plainString(TEXT.phoneInvalid)
      .trim()
      .max(CONTRACT_LIMITS.phone, TEXT.phoneInvalid)
      .refine(isUsPhone, TEXT.phoneInvalid)
      .transform(formatUsPhone),
    rateCents: z
      .number({ error: TEXT.rateInvalid })
      .int(TEXT.rateInvalid)
      .min(CONTRACT_RATE_MIN_CENTS, TEXT.rateRange)
      .max(CONTRACT_RATE_MAX_CENTS, TEXT.rateRange),
    doors: wholeNumber(CONTRACT_DOORS_MIN, CONTRACT_DOORS_MAX, TEXT.doorsInvalid),
    startsOn: isoDate(TEXT.startsOnInvalid),
    termMonths: wholeNumber(CONTRACT_TERM_MIN_MONTHS, CONTRACT_TERM_MAX_MONTHS, TEXT.termInvalid),
    renews: z.boolean({ error: TEXT.renewsRequired }),
    // ISO weekdays, as pickup-calendar.ts numbers them; kept once each, Monday first.
    serviceDays: z
      .array(wholeNumber(1, DAYS_A_WEEK, TEXT.serviceDayInvalid), {
        error: TEXT.serviceDaysRequired,
      })
      .min(1, TEXT.serviceDaysRequired)
      .max(DAYS_A_WEEK, TEXT.serviceDayInvalid)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    windowStart: clockTime,
    windowEnd: clockTime,
    reportEmails: z
      .array(email(TEXT.reportEmailInvalid), { error: TEXT.reportEmailInvalid })
      .max(CONTRACT_REPORT_EMAILS_MAX, TEXT.tooManyReportEmails),
  })
  .refine((c) => inHours(c.windowStart), {
    path: ['windowStart'],
    message: TEXT.windowHours,
    when: readableWindow,
  })
  .refine((c) => inHours(c.windowEnd), {
    path: ['windowEnd'],
    message: TEXT.windowHours,
    when: readableWindow,
  })
  .refine((c) => !inHours(c.windowEnd) || c.windowEnd > c.windowStart, {
    path: ['windowEnd'],
    message: TEXT.windowOrder,
    when: readableWindow,
  });
export type PropertyContractInput = z.input<typeof PropertyContractInputSchema>;
export type PropertyContractValues = z.output<typeof PropertyContractInputSchema>;

/** The contract as the office reads it back. */
export const PropertyContractSchema = z.object({
  legalName: z.string(),
  billingContactName: z.string(),
  billingEmail: z.string(),
  billingPhone: z.string(),
  rateCents: z.number().int(),
  doors: z.number().int(),
  startsOn: z.string(),
  termMonths: z.number().int(),
  renews: z.boolean(),
  serviceDays: z.array(z.number().int()),
  windowStart: z.string(),
  windowEnd: z.string(),
  reportEmails: z.array(z.string()),
  updatedAt: z.string(),
});

export type PropertyContract = z.infer<typeof PropertyContractSchema>;

/** GET and PUT /api/admin/communities/:id/contract: who pays, and the contract when the property does. */
export const CommunityContractSchema = z.object({
  communityId: z.number().int(),
  communityName: z.string(),
  billing: z.enum(COMMUNITY_BILLING),
  contract: PropertyContractSchema.nullable(),
});
export type CommunityContract = z.infer<typeof CommunityContractSchema>;

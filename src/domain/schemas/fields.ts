import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { PLAN_IDS } from '../plans.ts';
import './zod-config.ts';

// Field builders shared by every form schema: each failure (missing, too short) reads as the
// one message the product gives for that field (docs/product.md#customer-facing-messages). Every string, id and date a payload carries is
// built here, so the limits of the database (no NUL in text, 32-bit ids, real calendar dates) are
// a 400 with a field message on every endpoint, never a database error.

/** The most arrays and objects one inside another a request body may hold; no form nests past 4. */
export const MAX_BODY_DEPTH = 32;

export const INPUT_MESSAGES = {
  controlCharacter: 'Contains a character that is not allowed',
  tooDeep: `The request holds lists or objects nested more than ${MAX_BODY_DEPTH} deep`,
} as const;

/** PostgreSQL text cannot hold NUL; no form can type one, so only hostile input carries it. */
export const hasNul = (value: string) => value.includes('\u0000');

/** Any string field: refuses NUL. */
export const plainString = (message?: string) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .refine((v) => !hasNul(v), { message: INPUT_MESSAGES.controlCharacter, abort: true });

/** A trimmed string between min and max characters. */
export const text = (min: number, max: number, message: string) =>
  plainString(message).trim().min(min, message).max(max, `Must be at most ${max} characters`);

/** Trimmed before the format check: z.email().trim() checks first, so a stray space failed. */
export const email = (message: string) =>
  plainString(message)
    .trim()
    .pipe(z.email({ error: message }).max(254));

export const optionalText = (max: number) =>
  plainString().trim().max(max, `Must be at most ${max} characters`);

/** The largest PostgreSQL `integer`. */
const MAX_INTEGER = 2_147_483_647;

/** Record ids are PostgreSQL `integer`s. */
export const MAX_RECORD_ID = MAX_INTEGER;

/** An amount in whole cents, as the `integer` columns that keep amounts hold it. */
export const cents = () => z.number().int().min(0).max(MAX_INTEGER);

/** An id sent as a JSON number. */
export const recordId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/**
 * A whole number written the one way a form or a link writes it: digits, without a sign, a
 * leading zero, an exponent, a fraction or spaces. `Number()` would also read `+1`, `0x10`, `1e3`,
 * ` 1` and `01`, so one record would answer to many addresses.
 */
const DECIMAL = /^(?:0|[1-9]\d*)$/;

const fromDecimalText = (value: unknown) =>
  typeof value === 'string' ? (DECIMAL.test(value) ? Number(value) : Number.NaN) : value;

/** A whole number read from a path, a query or a form field, where it arrives as text. */
export const wholeNumberParam = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(fromDecimalText, schema);

/** An id read from a path or a form field, where it arrives as text (or as a JSON number). */
export const recordIdParam = (message: string) =>
  wholeNumberParam(
    z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Wide enough for any real filter or pickup, narrow enough that date arithmetic on it stays a
// four-digit year the database accepts.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** Whether a year is within the range every date field keeps to. */
export const isSaneYear = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

export const YEAR_RANGE_MESSAGE = `Give a year between ${MIN_YEAR} and ${MAX_YEAR}`;

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30) within a sane range of years. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(ISO_DATE, message)
    .refine((v) => {
      if (!isSaneYear(Number(v.slice(0, 4)))) return false;
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    }, message);

export const PlanIdSchema = z.enum(PLAN_IDS);

/** A person's language (docs/decisions/063-one-message-catalogue.md). */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'Choose English or Spanish' });

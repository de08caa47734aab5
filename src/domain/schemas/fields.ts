import { z } from 'zod';
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

/** An id read from a path or a form field, where it arrives as text. */
export const recordIdParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Wide enough for any real filter or pickup, narrow enough that date arithmetic on it stays a
// four-digit year the database accepts.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30) within a sane range of years. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(ISO_DATE, message)
    .refine((v) => {
      const year = Number(v.slice(0, 4));
      if (year < MIN_YEAR || year > MAX_YEAR) return false;
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    }, message);

export const PlanIdSchema = z.enum(PLAN_IDS);

import { z } from 'zod';
import { PLAN_IDS } from '../plans.ts';
import './zod-config.ts';

// Field builders shared by every form schema: each failure (missing, too short) reads as the
// one message the spec gives for that field (§5).

/** A trimmed string between min and max characters. */
export const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);

/** Trimmed before the format check: z.email().trim() checks first, so a stray space failed. */
export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(254));

export const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`);

export const PlanIdSchema = z.enum(PLAN_IDS);

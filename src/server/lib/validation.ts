import type { z } from 'zod';
import { MESSAGES } from '../../domain/messages.ts';
import { badRequest } from './errors.ts';

export type FieldErrors = Record<string, string[]>;

/** Groups validation issues by field ("address.zip"); issues about the whole body go under "_". */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  }
  return errors;
}

/** The 400 a route schema answers, for a body whose rules depend on who is asking. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(
    result.error.issues[0]?.message ?? MESSAGES.validationFailed,
    fieldErrors(result.error.issues),
  );
}

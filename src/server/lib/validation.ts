import type { z } from 'zod';
import { MESSAGES } from '../../domain/messages.ts';
import { fieldErrors } from '../../domain/schemas/field-errors.ts';
import { badRequest } from './errors.ts';

/** The 400 a route schema answers, for a body whose rules depend on who is asking. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(
    result.error.issues[0]?.message ?? MESSAGES.validationFailed,
    fieldErrors(result.error.issues),
  );
}

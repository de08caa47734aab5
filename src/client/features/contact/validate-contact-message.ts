import { ContactMessageSchema, type ContactMessage } from '../../../domain/schemas/contact';
import { fieldErrors, firstFieldErrors } from '../../../domain/schemas/field-errors';

export type ContactValidation =
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: Partial<Record<keyof ContactMessage, string>> };

/** The route's own schema, run in the browser: the first problem of each field. */
export function validateContactMessage(values: Record<string, string>): ContactValidation {
  const result = ContactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  return { ok: false, errors: firstFieldErrors(fieldErrors(result.error.issues)) };
}

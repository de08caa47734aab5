import { ContactMessageSchema, type ContactMessage } from '../../../domain/schemas/contact';

export type ContactValidation =
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: Partial<Record<keyof ContactMessage, string>> };

/** The route's own schema, run in the browser: the first problem of each field. */
export function validateContactMessage(values: Record<string, string>): ContactValidation {
  const result = ContactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactMessage;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

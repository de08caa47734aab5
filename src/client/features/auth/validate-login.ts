import { LoginFormSchema, type LoginInput } from '../../../domain/schemas/account';
import { fieldErrors, firstFieldErrors } from '../../../domain/schemas/field-errors';

export type LoginValidation =
  | { ok: true; credentials: LoginInput }
  | { ok: false; errors: Partial<Record<keyof LoginInput, string>> };

/** The /login form's schema, run in the browser: the first problem of each field. */
export function validateLogin(values: Record<string, string>): LoginValidation {
  const result = LoginFormSchema.safeParse(values);
  if (result.success) return { ok: true, credentials: result.data };
  return { ok: false, errors: firstFieldErrors(fieldErrors(result.error.issues)) };
}

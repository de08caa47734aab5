import { LoginFormSchema, type LoginInput } from '../../../domain/schemas/account';
import { checkForm, type FormCheck } from '../../../domain/schemas/field-errors';

/** The /login form's schema, run in the browser (a chunk of its own: zod loads with it). */
export const validateLogin = (values: Record<string, string>): FormCheck<LoginInput> =>
  checkForm(LoginFormSchema, values);

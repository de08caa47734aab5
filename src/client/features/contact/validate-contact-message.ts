import { ContactMessageSchema, type ContactMessage } from '../../../domain/schemas/contact';
import { checkForm, type FormCheck } from '../../../domain/schemas/field-errors';

/** The route's own schema, run in the browser (a chunk of its own: zod loads with it). */
export const validateContactMessage = (values: Record<string, string>): FormCheck<ContactMessage> =>
  checkForm(ContactMessageSchema, values);

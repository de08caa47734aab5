import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES as SAY } from '../contact-limits.ts';
import { email, plainString, text } from './fields.ts';

// Every field required, email format, and the maximum lengths of docs/product.md#limits.

export const ContactMessageSchema = z.object({
  name: text(1, CONTACT_LIMITS.name, SAY.nameRequired),
  email: email(SAY.emailInvalid),
  subject: text(1, CONTACT_LIMITS.subject, SAY.subjectRequired),
  message: text(1, CONTACT_LIMITS.message, SAY.messageRequired),
  /**
   * The honeypot: a field people never see (hidden off-screen, skipped by keyboard and screen
   * readers), which form-filling bots do fill in. Accepted and then quietly dropped by the server.
   */
  website: plainString().max(500).optional(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

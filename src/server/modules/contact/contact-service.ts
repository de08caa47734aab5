import type { ContactMessage } from '../../../domain/schemas/contact.ts';
import type { Database } from '../../db/client.ts';
import { contactNotificationMail, enqueueMail } from '../mail/mail-module.ts';
import { createContactRepository } from './contact-repository.ts';

export type ContactDeps = {
  db: Database;
  /** The staff inbox (CONTACT_TO). */
  contactTo: string;
};

/**
 * Stores the message and queues the staff notification in one transaction: a message is never
 * saved without its mail, nor mailed without being saved. A filled honeypot is a bot: it gets
 * the same answer as a person and nothing is stored, so it learns nothing.
 */
export async function submit(deps: ContactDeps, input: ContactMessage): Promise<void> {
  if (input.website) return;
  const message = {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
  };
  await deps.db.transaction(async (tx) => {
    await createContactRepository(tx).insert(message);
    await enqueueMail(tx, contactNotificationMail(deps.contactTo, message));
  });
}

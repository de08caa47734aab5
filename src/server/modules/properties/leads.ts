import type { AdminPropertyLead, PropertyLead } from '../../../domain/schemas/property-leads.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail, propertyLeadMail } from '../mail/mail-module.ts';
import { createLeadRepository } from './lead-repository.ts';

// Leads from /property-management (docs/product.md#property-leads): stored for the office's list
// and mailed to the office's inbox.

export type LeadDeps = {
  db: Database;
  /** The office's inbox (CONTACT_TO), where contact messages go too. */
  contactTo: string;
};

/**
 * Stores the lead and queues the office's email in one transaction, as the contact form does: a
 * lead is never saved without its mail, nor mailed without being saved. A filled honeypot gets
 * the same answer and nothing is stored.
 */
export async function submitLead(deps: LeadDeps, input: PropertyLead): Promise<void> {
  if (input.website) return;
  const lead = {
    propertyName: input.propertyName,
    doors: input.doors,
    contactName: input.contactName,
    email: input.email,
    phone: input.phone || null,
    message: input.message || null,
  };
  await deps.db.transaction(async (tx) => {
    await createLeadRepository(tx).insert(lead);
    await enqueueMail(tx, propertyLeadMail(deps.contactTo, lead));
  });
}

export const listLeads = (deps: Pick<LeadDeps, 'db'>): Promise<AdminPropertyLead[]> =>
  createLeadRepository(deps.db).listNewestFirst();

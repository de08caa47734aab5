import { desc } from 'drizzle-orm';
import type { AdminPropertyLead } from '../../../domain/schemas/property-leads.ts';
import type { Database } from '../../db/client.ts';
import { propertyLeads } from '../../db/schema.ts';

export type NewPropertyLead = typeof propertyLeads.$inferInsert;

/** The office reads the most recent leads; older ones are long followed up. */
const LIST_LIMIT = 200;

export function createLeadRepository(db: Database) {
  return {
    async insert(lead: NewPropertyLead): Promise<void> {
      await db.insert(propertyLeads).values(lead);
    },

    async listNewestFirst(): Promise<AdminPropertyLead[]> {
      const rows = await db
        .select()
        .from(propertyLeads)
        .orderBy(desc(propertyLeads.createdAt), desc(propertyLeads.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

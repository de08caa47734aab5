import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage): Promise<number> {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}

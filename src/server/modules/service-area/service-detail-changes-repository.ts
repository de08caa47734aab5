import type { Database } from '../../db/client.ts';
import { serviceDetailChanges } from '../../db/schema.ts';

/**
 * One row of a customer's service-detail history (docs/decisions/023-service-area-and-communities-are-data.md).
 * The field names are the ones the portal's own edits record; matching a request changes `community`.
 */
export function createServiceDetailChangesRepository(db: Database) {
  return {
    async record(change: {
      userId: number;
      changedBy: number;
      field: 'community';
      oldValue: string | null;
      newValue: string | null;
    }): Promise<void> {
      await db.insert(serviceDetailChanges).values(change);
    },
  };
}

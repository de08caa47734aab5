import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communities, serviceZips } from '../../db/schema.ts';

export function createServiceAreaRepository(db: Database) {
  return {
    async findZip(zip: string): Promise<{ zip: string; city: string } | undefined> {
      const [row] = await db
        .select({ zip: serviceZips.zip, city: serviceZips.city })
        .from(serviceZips)
        .where(eq(serviceZips.zip, zip));
      return row;
    },

    activeCommunitiesIn(zip: string) {
      return db
        .select({ id: communities.id, name: communities.name, street: communities.street })
        .from(communities)
        .where(and(eq(communities.zip, zip), eq(communities.active, true)))
        .orderBy(asc(communities.name), asc(communities.id));
    },
  };
}

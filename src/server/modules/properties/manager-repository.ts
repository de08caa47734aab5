import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communities, communityManagers, users } from '../../db/schema.ts';

// Which communities each property manager may see (docs/decisions/059-properties-as-customers.md).

export function createManagerRepository(db: Database) {
  return {
    async manages(userId: number, communityId: number): Promise<boolean> {
      const [row] = await db
        .select({ communityId: communityManagers.communityId })
        .from(communityManagers)
        .where(
          and(eq(communityManagers.userId, userId), eq(communityManagers.communityId, communityId)),
        );
      return row !== undefined;
    },

    /** The manager's communities, by name. */
    async communitiesOf(userId: number): Promise<{ id: number; name: string; billing: string }[]> {
      return db
        .select({ id: communities.id, name: communities.name, billing: communities.billing })
        .from(communityManagers)
        .innerJoin(communities, eq(communities.id, communityManagers.communityId))
        .where(eq(communityManagers.userId, userId))
        .orderBy(asc(communities.name), asc(communities.id));
    },

    /** A community's managers, by name, with whether they have set a password yet. */
    async managersOf(communityId: number) {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          passwordHash: users.passwordHash,
          addedAt: communityManagers.createdAt,
        })
        .from(communityManagers)
        .innerJoin(users, eq(users.id, communityManagers.userId))
        .where(eq(communityManagers.communityId, communityId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** True when the membership was new. */
    async add(userId: number, communityId: number): Promise<boolean> {
      const rows = await db
        .insert(communityManagers)
        .values({ userId, communityId })
        .onConflictDoNothing()
        .returning({ userId: communityManagers.userId });
      return rows.length > 0;
    },

    async remove(userId: number, communityId: number): Promise<boolean> {
      const rows = await db
        .delete(communityManagers)
        .where(
          and(eq(communityManagers.userId, userId), eq(communityManagers.communityId, communityId)),
        )
        .returning({ userId: communityManagers.userId });
      return rows.length > 0;
    },

    /** How many communities the manager still has. */
    async countFor(userId: number): Promise<number> {
      const rows = await db
        .select({ communityId: communityManagers.communityId })
        .from(communityManagers)
        .where(eq(communityManagers.userId, userId));
      return rows.length;
    },
  };
}

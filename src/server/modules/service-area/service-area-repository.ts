import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AdminCommunitiesQuery,
  AdminCommunity,
  AdminServiceZip,
  CommunitySummary,
} from '../../../domain/schemas/service-area.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { CommunityBilling } from '../../../domain/property-contracts.ts';
import type { Database } from '../../db/client.ts';
import { communities, serviceZips, users } from '../../db/schema.ts';
import { createUserRepository } from '../auth/auth-module.ts';

/** Subscriptions that still bring us to a door: a customer with one cannot lose their ZIP code. */
const LIVE_STATUSES = ['active', 'past_due', 'suspended', 'paused'] as const;

export type CommunityRow = typeof communities.$inferSelect;
export type CommunityValues = Omit<typeof communities.$inferInsert, 'id' | 'createdAt' | 'billing'>;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

// Correlated counts on the outer service_zips row; written with table names, as drizzle leaves
// columns of a single-table select unqualified inside a subquery.
const liveCustomerCount = sql<number>`(
  select count(distinct u.id)::int from users u
  join subscriptions s on s.user_id = u.id
  where u.zip = service_zips.zip
    and s.status in ${sql.raw(`('${LIVE_STATUSES.join("','")}')`)})`;
const activeCommunityCount = sql<number>`(
  select count(*)::int from communities c where c.zip = service_zips.zip and c.active)`;

export function createServiceAreaRepository(db: Database) {
  return {
    async findZip(zip: string): Promise<{ zip: string; city: string } | undefined> {
      const [row] = await db
        .select({ zip: serviceZips.zip, city: serviceZips.city })
        .from(serviceZips)
        .where(eq(serviceZips.zip, zip));
      return row;
    },

    activeCommunitiesIn(zip: string): Promise<CommunitySummary[]> {
      return db
        .select({ id: communities.id, name: communities.name, street: communities.street })
        .from(communities)
        .where(and(eq(communities.zip, zip), eq(communities.active, true)))
        .orderBy(asc(communities.name), asc(communities.id));
    },

    /** Every served ZIP code and every active community, for the overview by city. */
    async servedArea() {
      const [zips, active] = await Promise.all([
        db
          .select({ zip: serviceZips.zip, city: serviceZips.city })
          .from(serviceZips)
          .orderBy(asc(serviceZips.zip)),
        db
          .select({ name: communities.name, zip: communities.zip })
          .from(communities)
          .where(eq(communities.active, true))
          .orderBy(asc(communities.name), asc(communities.id)),
      ]);
      return { zips, communities: active };
    },

    listZips(): Promise<AdminServiceZip[]> {
      return db
        .select({
          zip: serviceZips.zip,
          city: serviceZips.city,
          activeCustomers: liveCustomerCount,
          activeCommunities: activeCommunityCount,
        })
        .from(serviceZips)
        .orderBy(asc(serviceZips.zip));
    },

    async zipUsage(zip: string): Promise<{ customers: number; communities: number }> {
      const [row] = await db
        .select({
          customers: liveCustomerCount,
          communities: activeCommunityCount,
        })
        .from(serviceZips)
        .where(eq(serviceZips.zip, zip));
      return row ?? { customers: 0, communities: 0 };
    },

    /** False when the ZIP code was already there. */
    async insertZip(zip: string, city: string): Promise<boolean> {
      const rows = await db
        .insert(serviceZips)
        .values({ zip, city })
        .onConflictDoNothing({ target: serviceZips.zip })
        .returning({ zip: serviceZips.zip });
      return rows.length > 0;
    },

    /** Takes the ZIP code's row lock, so a removal and a sign-up there do not cross. */
    async lockZip(zip: string): Promise<boolean> {
      const rows = await db
        .select({ zip: serviceZips.zip })
        .from(serviceZips)
        .where(eq(serviceZips.zip, zip))
        .for('update');
      return rows.length > 0;
    },

    async deleteZip(zip: string): Promise<void> {
      await db.delete(serviceZips).where(eq(serviceZips.zip, zip));
    },

    listCommunities(query: AdminCommunitiesQuery): Promise<AdminCommunity[]> {
      return db
        .select({
          id: communities.id,
          name: communities.name,
          street: communities.street,
          zip: communities.zip,
          city: sql<string>`coalesce(${serviceZips.city}, '')`,
          accessNotes: communities.accessNotes,
          managerName: communities.managerName,
          managerPhone: communities.managerPhone,
          managerEmail: communities.managerEmail,
          active: communities.active,
          billing: communities.billing,
          customers: sql<number>`(select count(*)::int from users u where u.community_id = communities.id)`,
        })
        .from(communities)
        .leftJoin(serviceZips, eq(serviceZips.zip, communities.zip))
        .where(
          and(
            query.zip ? eq(communities.zip, query.zip) : undefined,
            query.q ? ilike(communities.name, `%${escapeLike(query.q)}%`) : undefined,
          ),
        )
        .orderBy(asc(communities.zip), asc(sql`lower(${communities.name})`), asc(communities.id));
    },

    async findCommunity(id: number): Promise<CommunityRow | undefined> {
      const [row] = await db.select().from(communities).where(eq(communities.id, id));
      return row;
    },

    /** Another community of that name in that ZIP code (names compare without case). */
    async nameTaken(name: string, zip: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(communities)
        .where(
          and(
            sql`lower(${communities.name}) = lower(${name})`,
            eq(communities.zip, zip),
            exceptId === undefined ? undefined : sql`${communities.id} <> ${exceptId}`,
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    /**
     * Says who pays for a community's doors; false when there is no such community. The lock
     * is the row's, so two saves of one community's contract take turns.
     */
    async setBilling(id: number, billing: CommunityBilling): Promise<boolean> {
      const rows = await db
        .update(communities)
        .set({ billing })
        .where(eq(communities.id, id))
        .returning({ id: communities.id });
      return rows.length > 0;
    },

    async insertCommunity(values: CommunityValues): Promise<number> {
      const [row] = await db.insert(communities).values(values).returning({ id: communities.id });
      return row!.id;
    },

    async updateCommunity(id: number, values: CommunityValues): Promise<boolean> {
      const rows = await db
        .update(communities)
        .set(values)
        .where(eq(communities.id, id))
        .returning({ id: communities.id });
      return rows.length > 0;
    },

    /** Customers whose community was not listed, oldest first, with the communities of their ZIP. */
    async communityRequests(limit: number) {
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          address: users.address,
          unit: users.unit,
          city: users.city,
          zip: users.zip,
          requested: users.communityRequest,
        })
        .from(users)
        .where(and(isNotNull(users.communityRequest), isNull(users.communityId)))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit);
      const zips = [...new Set(rows.map((r) => r.zip))];
      const choices =
        zips.length === 0
          ? []
          : await db
              .select({
                id: communities.id,
                name: communities.name,
                street: communities.street,
                zip: communities.zip,
              })
              .from(communities)
              .where(and(inArray(communities.zip, zips), eq(communities.active, true)))
              .orderBy(asc(communities.name), asc(communities.id));
      return rows.map((r) => ({
        id: r.id,
        customerName: fullName(r),
        address: r.address,
        unit: r.unit,
        city: r.city,
        zip: r.zip,
        requested: r.requested ?? '',
        choices: choices
          .filter((c) => c.zip === r.zip)
          .map(({ id, name, street }) => ({ id, name, street })),
      }));
    },

    /** The waiting request, locked until the match commits (two admins cannot both match it). */
    async lockRequest(userId: number) {
      const [row] = await db
        .select({ zip: users.zip, requested: users.communityRequest })
        .from(users)
        .where(
          and(eq(users.id, userId), isNotNull(users.communityRequest), isNull(users.communityId)),
        )
        .for('update');
      return row && { zip: row.zip, requested: row.requested ?? '' };
    },

    async setCommunity(userId: number, communityId: number): Promise<void> {
      await createUserRepository(db).update(userId, { communityId, communityRequest: null });
    },
  };
}

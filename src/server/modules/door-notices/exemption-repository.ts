import { sql } from 'drizzle-orm';
import { fullName } from '../../../domain/person-name.ts';
import type { NoticeExemption } from '../../../domain/schemas/door-notices.ts';
import type { Database } from '../../db/client.ts';

// The exempt doors' SQL (docs/decisions/061-door-notices.md): ended, never deleted, one open
// exemption per door. A manager's calls name their community, and a door outside it is not found.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const inCommunity = (communityId: number | null) =>
  communityId === null ? sql`` : sql`and u.community_id = ${communityId}`;

type ExemptionRow = Omit<NoticeExemption, 'residentName' | 'since'> & {
  firstName: string;
  lastName: string;
  username: string;
  since: Date | string;
};

const exemptionSelect = sql`
  select e.id, e.subscription_id as "subscriptionId", e.reason, e.created_at as since,
         u.building, u.unit, u.first_name as "firstName", u.last_name as "lastName", u.username
  from notice_exemptions e
  join subscriptions s on s.id = e.subscription_id
  join users u on u.id = s.user_id
  where e.ended_at is null`;

const toExemption = (r: ExemptionRow): NoticeExemption => ({
  id: r.id,
  subscriptionId: r.subscriptionId,
  building: r.building,
  unit: r.unit,
  residentName: fullName(r),
  reason: r.reason,
  since: new Date(r.since).toISOString(),
});

export function createExemptionRepository(db: Database) {
  return {
    async communityExists(communityId: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 from communities where id = ${communityId}`);
      return rowsOf(result).length > 0;
    },

    async list(communityId: number): Promise<NoticeExemption[]> {
      const result = await db.execute(sql`${exemptionSelect} and u.community_id = ${communityId}
        order by lower(u.building), lower(u.unit), e.id`);
      return rowsOf<ExemptionRow>(result).map(toExemption);
    },

    async one(id: number): Promise<NoticeExemption | undefined> {
      const result = await db.execute(sql`${exemptionSelect} and e.id = ${id}`);
      const [row] = rowsOf<ExemptionRow>(result);
      return row && toExemption(row);
    },

    async doorExists(subscriptionId: number, communityId: number | null): Promise<boolean> {
      const result = await db.execute(sql`
        select s.id from subscriptions s join users u on u.id = s.user_id
        where s.id = ${subscriptionId} ${inCommunity(communityId)}`);
      return rowsOf(result).length > 0;
    },

    /** The new exemption's id; undefined when the door already has one open. */
    async insert(subscriptionId: number, reason: string, userId: number) {
      const result = await db.execute(sql`
        insert into notice_exemptions (subscription_id, reason, created_by)
        values (${subscriptionId}, ${reason}, ${userId})
        on conflict do nothing returning id`);
      return rowsOf<{ id: number }>(result)[0]?.id;
    },

    /** Whether an open exemption was ended. */
    async end(exemptionId: number, communityId: number | null): Promise<boolean> {
      const result = await db.execute(sql`
        update notice_exemptions e set ended_at = now()
        from subscriptions s join users u on u.id = s.user_id
        where e.id = ${exemptionId} and e.ended_at is null and s.id = e.subscription_id
          ${inCommunity(communityId)}
        returning e.id`);
      return rowsOf(result).length > 0;
    },
  };
}

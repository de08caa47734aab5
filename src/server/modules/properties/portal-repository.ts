import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  communities,
  communityManagers,
  pickupActions,
  propertyContracts,
  serviceSchedules,
  subscriptions,
  tickets,
  users,
} from '../../db/schema.ts';
import { dayStops, doorRecordColumns } from '../schedules/schedules-module.ts';

// The manager portal's reads (docs/product.md#property-managers). Each is of one community, which
// the manager scope has already found to be the manager's.

/** The most tickets the portal lists: a community's last months. */
const TICKETS_LIMIT = 500;

export function createPortalRepository(db: Database) {
  return {
    async community(communityId: number) {
      const [row] = await db
        .select({ community: communities, contract: propertyContracts })
        .from(communities)
        .leftJoin(propertyContracts, eq(propertyContracts.communityId, communities.id))
        .where(eq(communities.id, communityId));
      return row;
    },

    /** The contract's doors, each with its resident and the crew's latest record there. */
    async doors(communityId: number) {
      const rows = await db.execute(sql`
        select s.id as subscription_id, u.building, u.unit, u.first_name, u.last_name, u.username, s.status,
               coalesce(s.starts_on, (s.created_at at time zone 'America/Chicago')::date)::text as starts_on,
               ((s.service_ends_at at time zone 'America/Chicago')::date - 1)::text as last_day,
               last.service_date::text as last_date, last.outcome as last_outcome, pa.reason as last_reason
        from subscriptions s
        join property_contracts pc on pc.id = s.contract_id and pc.community_id = ${communityId}
        join users u on u.id = s.user_id
        left join lateral (
          select ss.service_date, ss.outcome, ss.outcome_action_id from service_schedules ss
          where ss.subscription_id = s.id and ss.outcome is not null
          order by ss.service_date desc limit 1
        ) last on true
        left join pickup_actions pa on pa.id = last.outcome_action_id
        order by lower(u.building), lower(u.unit), s.id`);
      return (rows as { rows: DoorRow[] }).rows;
    },

    /** One day's doors at the community, with what the crew recorded at each. */
    async night(communityId: number, date: string) {
      return dayStops(
        db
          .select({
            building: users.building,
            unit: users.unit,
            firstName: users.firstName,
            lastName: users.lastName,
            username: users.username,
            status: serviceSchedules.status,
            ...doorRecordColumns,
          })
          .from(serviceSchedules)
          .$dynamic(),
        date,
        eq(users.communityId, communityId),
      ).orderBy(sql`lower(${users.building})`, sql`lower(${users.unit})`, serviceSchedules.id);
    },

    /** The community's residents' tickets, newest first. */
    async tickets(communityId: number) {
      return db
        .select({
          id: tickets.id,
          kind: tickets.kind,
          status: tickets.status,
          resolution: tickets.resolution,
          createdAt: tickets.createdAt,
          resolvedAt: tickets.resolvedAt,
          note: tickets.note,
          serviceDate: serviceSchedules.serviceDate,
          building: users.building,
          unit: users.unit,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(tickets)
        .innerJoin(serviceSchedules, eq(serviceSchedules.id, tickets.scheduleId))
        .innerJoin(users, eq(users.id, tickets.userId))
        .where(eq(users.communityId, communityId))
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(TICKETS_LIMIT);
    },

    /**
     * Whether the photo was taken at a door, or sent with a ticket, of a community the manager
     * has.
     */
    async photoInManagersCommunity(photoId: string, userId: number): Promise<boolean> {
      const atDoor = db
        .select({ one: sql`1` })
        .from(pickupActions)
        .innerJoin(serviceSchedules, eq(serviceSchedules.id, pickupActions.scheduleId))
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .innerJoin(
          communityManagers,
          and(
            eq(communityManagers.communityId, users.communityId),
            eq(communityManagers.userId, userId),
          ),
        )
        .where(eq(pickupActions.photoId, photoId))
        .limit(1);
      const onTicket = db
        .select({ one: sql`1` })
        .from(tickets)
        .innerJoin(users, eq(users.id, tickets.userId))
        .innerJoin(
          communityManagers,
          and(
            eq(communityManagers.communityId, users.communityId),
            eq(communityManagers.userId, userId),
          ),
        )
        .where(eq(tickets.photoId, photoId))
        .limit(1);
      const [door, ticket] = await Promise.all([atDoor, onTicket]);
      return door.length > 0 || ticket.length > 0;
    },
  };
}

type DoorRow = {
  subscription_id: number;
  building: string;
  unit: string;
  first_name: string;
  last_name: string;
  username: string;
  status: string;
  starts_on: string;
  last_day: string | null;
  last_date: string | null;
  last_outcome: string | null;
  last_reason: string | null;
};

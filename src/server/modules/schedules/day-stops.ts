import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  communities,
  pickupActions,
  serviceSchedules,
  subscriptions,
  users,
} from '../../db/schema.ts';

/**
 * The day's stops: `date`'s pickups that are not cancelled, each with its subscription, its
 * resident, the listed community the door is in (null outside one) and the crew's latest record
 * at the door (null before there is one). `query` is the reader's own selection from
 * service_schedules, made dynamic, so the office's route sheet, the crew's route and the Today
 * board each read their columns, narrow the day with `where`, and join or group further. A join
 * whose columns a reader leaves out costs nothing: its row is found by its primary key, so
 * PostgreSQL drops the join.
 */
export function dayStops<Q extends PgSelect>(query: Q, date: string, where?: SQL) {
  return query
    .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(communities, eq(communities.id, users.communityId))
    .leftJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
    .where(
      and(eq(serviceSchedules.serviceDate, date), ne(serviceSchedules.status, 'cancelled'), where),
    );
}

/** The crew's latest record at a door, as every reader of the day's stops selects it. */
export const doorRecordColumns = {
  outcome: pickupActions.outcome,
  reason: pickupActions.reason,
  bagCount: pickupActions.bagCount,
  note: pickupActions.note,
  photoId: pickupActions.photoId,
  occurredAt: pickupActions.occurredAt,
};

/** The listed community a door is in, with what a porter needs to find it. */
export const communityColumns = {
  id: communities.id,
  name: communities.name,
  street: communities.street,
  zip: communities.zip,
  accessNotes: communities.accessNotes,
};

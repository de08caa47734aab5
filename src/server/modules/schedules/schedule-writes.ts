import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceStatus } from '../../../domain/schemas/service-schedule.ts';
import type { Database } from '../../db/client.ts';
import { serviceSchedules } from '../../db/schema.ts';

// The pickups other modules change, each written here so that service_schedules has one writer
// (docs/decisions/051-one-owner-per-table.md). Each takes the caller's database or transaction,
// so a write commits with the rest of the caller's change.

/** Staff's extra pickup; undefined when that subscription already has one on that date. */
export async function insertManualPickup(
  db: Database,
  values: {
    subscriptionId: number;
    serviceDate: string;
    status: ServiceStatus;
    notes: string | null;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(serviceSchedules)
    .values({
      ...values,
      source: 'manual',
      completedAt: values.status === 'completed' ? new Date() : null,
    })
    .onConflictDoNothing({
      target: [serviceSchedules.subscriptionId, serviceSchedules.serviceDate],
    })
    .returning({ id: serviceSchedules.id });
  return row?.id;
}

/** completed_at follows the status: set when completed, cleared otherwise. False when no such pickup. */
export async function setPickupStatus(
  db: Database,
  id: number,
  status: ServiceStatus,
): Promise<boolean> {
  const rows = await db
    .update(serviceSchedules)
    .set({
      status,
      completedAt:
        status === 'completed' ? sql`coalesce(${serviceSchedules.completedAt}, now())` : null,
    })
    .where(eq(serviceSchedules.id, id))
    .returning({ id: serviceSchedules.id });
  return rows.length > 0;
}

/**
 * Books a return visit on `date`: an extra pickup, or, when the door already has one still to do
 * that day, that pickup carries the note too. Undefined when that day's pickup is already
 * recorded, completed or cancelled.
 */
export async function bookReturnVisit(
  db: Database,
  subscriptionId: number,
  date: string,
  note: string,
): Promise<{ id: number } | undefined> {
  const [created] = await db
    .insert(serviceSchedules)
    .values({ subscriptionId, serviceDate: date, source: 'manual', notes: note })
    .onConflictDoNothing({
      target: [serviceSchedules.subscriptionId, serviceSchedules.serviceDate],
    })
    .returning({ id: serviceSchedules.id });
  if (created) return created;
  const [joined] = await db
    .update(serviceSchedules)
    .set({
      notes: sql`case when coalesce(${serviceSchedules.notes}, '') = '' then ${note}
        else ${serviceSchedules.notes} || ' · ' || ${note} end`,
    })
    .where(
      and(
        eq(serviceSchedules.subscriptionId, subscriptionId),
        eq(serviceSchedules.serviceDate, date),
        eq(serviceSchedules.status, 'scheduled'),
        isNull(serviceSchedules.outcomeActionId),
      ),
    )
    .returning({ id: serviceSchedules.id });
  return joined;
}

/**
 * Locks the pickups until the transaction ends, in id order, so two transactions recording
 * outcomes of one pickup take turns and never wait on each other in a circle.
 */
export async function lockPickups(db: Database, ids: readonly number[]): Promise<void> {
  await db.execute(
    sql`select id from service_schedules where id in ${inList(ids)} order by id for update`,
  );
}

/**
 * Brings each pickup's outcome up to date with its actions in pickup_actions: the latest by the
 * time it happened (then by arrival) wins, and a recorded outcome completes the pickup at that
 * time (docs/decisions/027-crew-actions-offline.md).
 */
export async function applyLatestOutcomes(db: Database, ids: readonly number[]): Promise<void> {
  await db.execute(sql`
    update service_schedules ss
    set outcome = latest.outcome, outcome_action_id = latest.id,
        status = 'completed', completed_at = latest.occurred_at
    from (
      select distinct on (schedule_id) id, schedule_id, outcome, occurred_at
      from pickup_actions
      where schedule_id in ${inList(ids)}
      order by schedule_id, occurred_at desc, seq desc
    ) latest
    where ss.id = latest.schedule_id and ss.outcome_action_id is distinct from latest.id`);
}

const inList = (values: readonly number[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

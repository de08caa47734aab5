import { and, eq, gt, max } from 'drizzle-orm';
import { serviceDayStart } from '../../../domain/holds.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { PROPERTY_DOOR_PLAN } from '../../../domain/property-contracts.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';
import { idIn, insertRows } from '../../db/insert-rows.ts';
import { subscriptions } from '../../db/schema.ts';
import { refreshContractSchedule } from '../schedules/schedules-module.ts';

// A rent roll moves hundreds of residents in or out at once (docs/product.md#rent-roll-rosters):
// these start and end the doors together, with the contract's pickups brought in line once for
// all of them rather than once a door, in the caller's transaction; one door is a batch of one
// (property-doors.ts) (docs/decisions/059-properties-as-customers.md).

/** One resident's door and its first day served. Each resident is listed once. */
export type DoorStart = { userId: number; startsOn: string };

/**
 * Enrols each resident's door under the contract: a door already
 * enrolled keeps its subscription, its first day moved to `startsOn`, and a resident still paying
 * for their own subscription keeps it to the end of what they paid for, the door starting that
 * day (docs/product.md#property-contracts). Returns the subscriptions' ids in the order given.
 */
export async function enrolPropertyDoors(
  tx: Database,
  contract: { id: number; rateCents: number },
  doors: readonly DoorStart[],
  now = new Date(),
): Promise<number[]> {
  if (doors.length === 0) return [];
  const userIds = doors.map((d) => d.userId);
  const paid = await tx
    .select({ userId: subscriptions.userId, until: max(subscriptions.currentPeriodEnd) })
    .from(subscriptions)
    .where(
      and(
        idIn(subscriptions.userId, userIds),
        eq(subscriptions.payer, 'resident'),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .groupBy(subscriptions.userId);
  const paidUntil = new Map(
    paid.flatMap((p) => (p.until ? [[p.userId, serviceClock(p.until).date] as const] : [])),
  );
  const wanted = doors.map((d) => {
    const until = paidUntil.get(d.userId);
    return until && until > d.startsOn ? { ...d, startsOn: until } : d;
  });
  const existing = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      startsOn: subscriptions.startsOn,
    })
    .from(subscriptions)
    .where(
      and(
        idIn(subscriptions.userId, userIds),
        eq(subscriptions.contractId, contract.id),
        eq(subscriptions.status, 'active'),
      ),
    )
    .for('update');
  const ids = new Map(existing.map((e) => [e.userId, e.id]));
  const startsOn = new Map(existing.map((e) => [e.userId, e.startsOn]));
  const fresh = wanted.filter((d) => !ids.has(d.userId));
  if (fresh.length > 0) {
    const created = await insertRows(
      tx,
      subscriptions,
      fresh.map((d): typeof subscriptions.$inferInsert => ({
        userId: d.userId,
        plan: PROPERTY_DOOR_PLAN,
        priceCents: contract.rateCents,
        status: 'active',
        payer: 'property',
        contractId: contract.id,
        startsOn: d.startsOn,
      })),
      { returning: { id: subscriptions.id, userId: subscriptions.userId } },
    );
    for (const row of created) ids.set(row.userId, row.id);
  }
  for (const door of wanted) {
    if (!startsOn.has(door.userId) || startsOn.get(door.userId) === door.startsOn) continue;
    await tx
      .update(subscriptions)
      .set({ startsOn: door.startsOn, updatedAt: now })
      .where(eq(subscriptions.id, ids.get(door.userId)!));
  }
  await refreshContractSchedule(tx, contract.id, now);
  for (const door of doors) signalAfterCommit(tx, 'customerChanged', door.userId);
  return doors.map((d) => ids.get(d.userId)!);
}

/**
 * Ends each door after its resident's last day: served through
 * `lastDay`, its later pickups off the route. Returns how many were enrolled doors it ended.
 */
export async function endPropertyDoors(
  tx: Database,
  contractId: number,
  ends: readonly { subscriptionId: number; lastDay: string }[],
  now = new Date(),
): Promise<number> {
  const byDay = new Map<string, number[]>();
  for (const end of ends)
    byDay.set(end.lastDay, [...(byDay.get(end.lastDay) ?? []), end.subscriptionId]);
  let ended = 0;
  for (const [lastDay, ids] of byDay) {
    const rows = await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        serviceEndsAt: serviceDayStart(addDays(lastDay, 1)),
        updatedAt: now,
      })
      .where(
        and(
          idIn(subscriptions.id, ids),
          eq(subscriptions.contractId, contractId),
          eq(subscriptions.payer, 'property'),
          eq(subscriptions.status, 'active'),
        ),
      )
      .returning({ userId: subscriptions.userId });
    ended += rows.length;
    for (const row of rows) signalAfterCommit(tx, 'customerChanged', row.userId);
  }
  if (ended > 0) await refreshContractSchedule(tx, contractId, now);
  return ended;
}

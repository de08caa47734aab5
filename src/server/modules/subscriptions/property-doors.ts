import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { serviceDayStart } from '../../../domain/holds.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { PROPERTY_DOOR_PLAN } from '../../../domain/property-contracts.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';

// A door a property pays for under its community's contract is a subscription like any other,
// with the contract as its payer (docs/decisions/059-properties-as-customers.md): the same
// pickups, route and crew app. Rosters enrol and end them through these, in their transaction.

export type DoorEnrolment = {
  userId: number;
  contractId: number;
  rateCents: number;
  /** The first day served: the resident's move-in, or the day the door is enrolled. */
  startsOn: string;
};

/**
 * Enrols a resident's door under the contract, served from `startsOn`. A door already enrolled
 * under it keeps its subscription (its first day moves to `startsOn` while it has not started),
 * so enrolling the same door twice changes nothing. Returns the subscription's id.
 */
export async function enrolPropertyDoor(
  tx: Database,
  door: DoorEnrolment,
  now = new Date(),
): Promise<number> {
  // A resident still paying for their own subscription keeps it to the end of what they paid
  // for; the property's door starts that day, so no day is left out or paid twice. The billing
  // clock then stops their own billing (docs/product.md#property-contracts).
  const [paid] = await tx
    .select({ until: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, door.userId),
        eq(subscriptions.payer, 'resident'),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  const paidUntil = paid?.until ? serviceClock(paid.until).date : null;
  const startsOn = paidUntil && paidUntil > door.startsOn ? paidUntil : door.startsOn;
  const [existing] = await tx
    .select({ id: subscriptions.id, startsOn: subscriptions.startsOn })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, door.userId),
        eq(subscriptions.contractId, door.contractId),
        eq(subscriptions.status, 'active'),
      ),
    )
    .for('update');
  let id: number;
  if (existing) {
    id = existing.id;
    if (existing.startsOn === startsOn) return id;
    await tx
      .update(subscriptions)
      .set({ startsOn, updatedAt: now })
      .where(eq(subscriptions.id, id));
  } else {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: door.userId,
        plan: PROPERTY_DOOR_PLAN,
        priceCents: door.rateCents,
        status: 'active',
        payer: 'property',
        contractId: door.contractId,
        startsOn,
      })
      .returning({ id: subscriptions.id });
    id = created!.id;
  }
  await refreshSubscriptionSchedule(tx, id, now);
  signalAfterCommit(tx, 'customerChanged', door.userId);
  return id;
}

/**
 * Ends a property-paid door after its resident's last day (the move-out): served through
 * `lastDay`, and its later pickups leave the route. False when it was not an enrolled door.
 */
export async function endPropertyDoor(
  tx: Database,
  subscriptionId: number,
  lastDay: string,
  now = new Date(),
): Promise<boolean> {
  const [ended] = await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      serviceEndsAt: serviceDayStart(addDays(lastDay, 1)),
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.payer, 'property'),
        eq(subscriptions.status, 'active'),
      ),
    )
    .returning({ id: subscriptions.id, userId: subscriptions.userId });
  if (!ended) return false;
  await refreshSubscriptionSchedule(tx, ended.id, now);
  signalAfterCommit(tx, 'customerChanged', ended.userId);
  return true;
}

/** A contract's new rate is every enrolled door's price from now on. */
export async function setContractDoorPrices(
  tx: Database,
  contractId: number,
  rateCents: number,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ priceCents: rateCents, updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.contractId, contractId),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.priceCents} <> ${rateCents}`,
      ),
    );
}

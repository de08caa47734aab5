import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { endPropertyDoors, enrolPropertyDoors } from './property-door-batches.ts';

// A door a property pays for under its community's contract is a subscription like any other,
// with the contract as its payer (docs/decisions/059-properties-as-customers.md): the same
// pickups, route and crew app. Rosters enrol and end them in batches (property-door-batches.ts);
// one door goes through the same batch, in the caller's transaction.

export type DoorEnrolment = {
  userId: number;
  contractId: number;
  rateCents: number;
  /** The first day served: the resident's move-in, or the day the door is enrolled. */
  startsOn: string;
};

/**
 * Enrols one resident's door under the contract, served from `startsOn`, by the rules the roster's
 * batches keep (property-door-batches.ts): enrolling the same door twice changes nothing, and a
 * resident still paying for their own plan keeps it to the end of what they paid for. Returns the
 * subscription's id.
 */
export async function enrolPropertyDoor(
  tx: Database,
  door: DoorEnrolment,
  now = new Date(),
): Promise<number> {
  const [id] = await enrolPropertyDoors(
    tx,
    { id: door.contractId, rateCents: door.rateCents },
    [{ userId: door.userId, startsOn: door.startsOn }],
    now,
  );
  return id!;
}

/**
 * Ends one property-paid door after its resident's last day (the move-out): served through
 * `lastDay`, and its later pickups leave the route. False when it was not an enrolled door.
 */
export async function endPropertyDoor(
  tx: Database,
  subscriptionId: number,
  lastDay: string,
  now = new Date(),
): Promise<boolean> {
  const [door] = await tx
    .select({ contractId: subscriptions.contractId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!door?.contractId) return false;
  return (await endPropertyDoors(tx, door.contractId, [{ subscriptionId, lastDay }], now)) > 0;
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

import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { HoldDates } from '../../../domain/schemas/holds.ts';
import type { Database } from '../../db/client.ts';
import { subscriptionHolds } from '../../db/schema.ts';

export type HoldRow = typeof subscriptionHolds.$inferSelect;

/** Holds booked for later (docs/decisions/038-dated-holds.md). */
export function createHoldRepository(db: Database) {
  return {
    /** The holds of these subscriptions, soonest first. */
    async forSubscriptions(ids: readonly number[]): Promise<HoldRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(subscriptionHolds)
        .where(inArray(subscriptionHolds.subscriptionId, [...ids]))
        .orderBy(asc(subscriptionHolds.startsOn), asc(subscriptionHolds.id));
    },

    async insert(subscriptionId: number, dates: HoldDates): Promise<HoldRow> {
      const [row] = await db
        .insert(subscriptionHolds)
        .values({ subscriptionId, ...dates })
        .returning();
      return row!;
    },

    async update(id: number, dates: HoldDates): Promise<void> {
      await db.update(subscriptionHolds).set(dates).where(eq(subscriptionHolds.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(subscriptionHolds).where(eq(subscriptionHolds.id, id));
    },

    /** Holds whose first day has come by `today`, for the hourly sweep. */
    async dueBy(today: string): Promise<HoldRow[]> {
      return db
        .select()
        .from(subscriptionHolds)
        .where(lte(subscriptionHolds.startsOn, today))
        .orderBy(asc(subscriptionHolds.startsOn), asc(subscriptionHolds.id));
    },

    /** One hold, read again under its subscription's lock. */
    async find(id: number, subscriptionId: number): Promise<HoldRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionHolds)
        .where(
          and(eq(subscriptionHolds.id, id), eq(subscriptionHolds.subscriptionId, subscriptionId)),
        );
      return row;
    },

    /** The subscription's other holds (all but `exceptId`), to check a new one against. */
    async others(subscriptionId: number, exceptId?: number): Promise<HoldRow[]> {
      return db
        .select()
        .from(subscriptionHolds)
        .where(
          and(
            eq(subscriptionHolds.subscriptionId, subscriptionId),
            exceptId === undefined ? undefined : ne(subscriptionHolds.id, exceptId),
          ),
        );
    },
  };
}

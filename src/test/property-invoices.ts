import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { serviceDayStart } from '../domain/holds.ts';
import { addDays } from '../domain/pickup-calendar.ts';
import type { PropertyContractInput } from '../domain/schemas/property-contracts.ts';
import { communities, propertyContracts, subscriptions, users } from '../server/db/schema.ts';
import type { TestApp, TestClient } from './test-app.ts';

// A property-paid community with its doors, for the tests of its invoices
// (docs/product.md#property-invoices).

let unique = 0;

export const TEST_CONTRACT: PropertyContractInput = {
  legalName: 'Westpark Lofts Owner LLC',
  billingContactName: 'Robin Diaz',
  billingEmail: 'ap@westpark.example',
  billingPhone: '281-555-0178',
  rateCents: 1250,
  doors: 40,
  startsOn: '2026-01-01',
  termMonths: 24,
  renews: true,
  serviceDays: [1, 3, 5],
  windowStart: '08:00',
  windowEnd: '10:00',
  reportEmails: [],
};

/** A community of the test's own, made property-paid by the office's Contract form. */
export async function propertyCommunity(t: TestApp, admin: TestClient) {
  const name = `Westpark Lofts ${++unique}`;
  const [row] = await t.db
    .insert(communities)
    .values({ name, street: '1 Westpark Dr', zip: '77494' })
    .returning({ id: communities.id });
  const saved = await admin.inject({
    method: 'PUT',
    url: `/api/admin/communities/${row!.id}/contract`,
    payload: TEST_CONTRACT,
  });
  expect(saved.statusCode).toBe(200);
  const [contract] = await t.db
    .select({ id: propertyContracts.id })
    .from(propertyContracts)
    .where(eq(propertyContracts.communityId, row!.id));
  return { id: row!.id, name, contractId: contract!.id, fileSlug: `westpark-lofts-${unique}` };
}

type Where = { building: string; unit: string; firstName: string; lastName: string };

/**
 * A resident's door under the contract, served from `firstDay` (null: from the day it was made,
 * `createdAt`) through `lastDay`, when it moved out.
 */
export async function propertyDoor(
  t: TestApp,
  contractId: number,
  where: Where,
  firstDay: string | null,
  lastDay?: string,
  createdAt?: Date,
) {
  const { user } = await t.signUp();
  await t.db.update(users).set(where).where(eq(users.id, user.id));
  await t.db.insert(subscriptions).values({
    userId: user.id,
    plan: 'standard',
    priceCents: TEST_CONTRACT.rateCents,
    payer: 'property',
    contractId,
    startsOn: firstDay,
    ...(createdAt && { createdAt }),
    ...(lastDay
      ? {
          status: 'cancelled' as const,
          cancelledAt: new Date(),
          serviceEndsAt: serviceDayStart(addDays(lastDay, 1)),
        }
      : { status: 'active' as const }),
  });
}

/**
 * November 2026 (30 days) at $12.50 a door, worked by hand: Ana all month (12.50), Ben from the
 * 12th (19 days, 7.92), Cy to the 20th (20 days, 8.33), Flo from the day her door was made, the
 * 25th (6 days, 2.50); Di starts in December and Ed left in October, so neither has a line.
 */
export async function novemberDoors(t: TestApp, contractId: number) {
  const door = (where: Where, firstDay: string | null, lastDay?: string, createdAt?: Date) =>
    propertyDoor(t, contractId, where, firstDay, lastDay, createdAt);
  await door({ building: '2', unit: '110', firstName: 'Ana', lastName: 'Moss' }, '2026-10-01');
  await door({ building: '1', unit: '204', firstName: 'Ben', lastName: 'Ortiz' }, '2026-11-12');
  await door(
    { building: '1', unit: '12', firstName: 'Cy', lastName: 'Park' },
    '2026-09-01',
    '2026-11-20',
  );
  await door({ building: '1', unit: '300', firstName: 'Di', lastName: 'Quinn' }, '2026-12-05');
  await door(
    { building: '3', unit: '1', firstName: 'Ed', lastName: 'Ross' },
    '2026-08-01',
    '2026-10-31',
  );
  // 25 November, 1am in Chicago.
  await door(
    { building: '3', unit: '2', firstName: 'Flo', lastName: 'Shaw' },
    null,
    undefined,
    new Date('2026-11-25T07:00:00Z'),
  );
}

export const NOVEMBER_TOTAL_CENTS = 1250 + 792 + 833 + 250;

/** November's lines as the office's CSV, by building, unit and resident. */
export const NOVEMBER_CSV = [
  '\uFEFF"Building","Unit","Resident","First Day","Last Day","Days","Rate (USD)","Amount (USD)"',
  '"1","12","Cy Park","2026-11-01","2026-11-20",20,"12.50","8.33"',
  '"1","204","Ben Ortiz","2026-11-12","2026-11-30",19,"12.50","7.92"',
  '"2","110","Ana Moss","2026-11-01","2026-11-30",30,"12.50","12.50"',
  '"3","2","Flo Shaw","2026-11-25","2026-11-30",6,"12.50","2.50"',
  '',
].join('\r\n');

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceDayStart } from '../../../domain/holds.ts';
import type { RevenueReport } from '../../../domain/schemas/analytics.ts';
import { payments, subscriptions } from '../../db/schema.ts';
import { parseCsv } from '../../../test/csv-parse.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { propertyCommunity, propertyDoor } from '../../../test/property-invoices.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';

// The revenue numbers on a small book worked out by hand (docs/decisions/062-the-owners-numbers.md).
// Every instant is in the service's time zone; "10:00 on a day" is ten hours after its midnight.
//
// The book, all monthly:
//   A  basic $25 from Oct 1; upgrades to standard $35 on Nov 15 (charged $5.33 for the rest of Nov)
//   B  standard $35 from Oct 1; on hold Nov 10, back Nov 20; its Nov 1 renewal carries a $5 fee
//   C  standard $35 from Oct 1; cancels Nov 5, served to the end of its period, Nov 24
//   D  basic $25 from Oct 1; its renewal fails Nov 3 and is paid Nov 8
//   E  standard $35 from Oct 1; cancelled, service ended Oct 20; comes back Nov 12 (standard)
//   F  basic $25, a new customer from Nov 20
//   P  a property contract at $12.50 a door: two doors from Oct 1, a third moves in Nov 16
//
// MRR, day by day:
//   Oct 1   A 2500 + B 3500 + C 3500 + D 2500 + E 3500 + P 2 × 1250  = 18000, all new (6 customers)
//   Oct 21  E's service ended Oct 20: churn 3500                          → 14500
//   Nov 10  B on hold: 3500 moves to the held line (not churn)            → 11000
//   Nov 12  E comes back: reactivation 3500                               → 14500
//   Nov 15  A 2500 → 3500: expansion 1000                                  → 15500
//   Nov 16  P's third door: expansion 1250                                 → 16750
//   Nov 20  B back from hold 3500, F new 2500                             → 22750
//   Nov 25  C's last day was Nov 24: churn 3500 (its last subscription)   → 19250
// November: opening 14500; new 2500; expansion 1000 + 1250 = 2250; reactivation 3500;
//   contraction 0; churn 3500; held 3500 out and 3500 back.
//   14500 + 2500 + 2250 + 3500 − 3500 − 3500 + 3500 = 19250.
//   Customers at Nov 30: A, B, D, E, F, P = 6; revenue per customer 19250 / 6 = 3208.33 → 3208.
//   Gross MRR churn (churn + contraction) / opening = 3500 / 14500.
//   Net MRR churn (churn + contraction − expansion − reactivation) / opening
//     = (3500 − 2250 − 3500) / 14500 = −2250 / 14500; net revenue retention 1 + 2250 / 14500.
//   Failed renewals: D's 2500 failed Nov 3, 2500 of it collected: recovered 100 %.
// Cohorts: October's six (A B C D E P): paying at Oct 31 A B C D P = 5; at Nov 30 A B D E P = 5.
//   November's one (F): paying at Nov 30.

const at = (day: string, hours = 10) =>
  new Date(serviceDayStart(day).getTime() + hours * 3_600_000);

let t: TestApp;
let admin: TestClient;
let ids: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', number>;
let failedRenewal: number;

async function paid(subscriptionId: number, day: string, amountCents: number, fee = 0) {
  const [row] = await t.db
    .insert(payments)
    .values({
      subscriptionId,
      amountCents,
      status: 'paid',
      providerRef: `inv_${subscriptionId}_${day}_${amountCents}`,
      paidAt: at(day),
      feeLines: fee > 0 ? [{ description: 'Extra bag', amountCents: fee }] : [],
    })
    .returning({ id: payments.id });
  return row!.id;
}

async function report(query: string): Promise<RevenueReport> {
  const response = await admin.get(`/api/admin/analytics/revenue?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const runAsOf = (day: string) => t.app.revenueSnapshots.runNow(at(day, 12));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const oct1 = at('2026-10-01');
  const basic = { plan: 'basic' as const, priceCents: 2500 };
  const A = await t.customerWith('active', { ...basic, createdAt: oct1 });
  const B = await t.customerWith('paused', {
    createdAt: oct1,
    pausedAt: serviceDayStart('2026-11-10'),
  });
  const C = await t.customerWith('cancelled', {
    createdAt: oct1,
    cancelledAt: at('2026-11-05'),
    serviceEndsAt: serviceDayStart('2026-11-25'),
  });
  const D = await t.customerWith('past_due', {
    ...basic,
    createdAt: oct1,
    pastDueSince: at('2026-11-03'),
  });
  const E = await t.customerWith('cancelled', {
    createdAt: oct1,
    cancelledAt: at('2026-10-15'),
    serviceEndsAt: serviceDayStart('2026-10-21'),
  });
  const [comeback] = await t.db
    .insert(subscriptions)
    .values({
      userId: E.user.id,
      plan: 'standard',
      priceCents: 3500,
      status: 'active',
      createdAt: at('2026-11-12'),
    })
    .returning({ id: subscriptions.id });
  const F = await t.customerWith('active', { ...basic, createdAt: at('2026-11-20') });
  ids = { A: A.id, B: B.id, C: C.id, D: D.id, E: comeback!.id, F: F.id };

  const community = await propertyCommunity(t, admin);
  const door = (unit: string) => ({
    building: '1',
    unit,
    firstName: 'Dana',
    lastName: `Door ${unit}`,
  });
  await propertyDoor(t, community.contractId, door('101'), '2026-10-01', undefined, oct1);
  await propertyDoor(t, community.contractId, door('102'), '2026-10-01', undefined, oct1);
  await propertyDoor(
    t,
    community.contractId,
    door('103'),
    '2026-11-16',
    undefined,
    at('2026-11-10'),
  );

  for (const s of [A, B, C, D, E]) await paid(s.id, '2026-10-01', s === A || s === D ? 2500 : 3500);
  await paid(A.id, '2026-11-01', 2500);
  await paid(B.id, '2026-11-01', 4000, 500);
  await paid(C.id, '2026-11-01', 3500);
  const [failed] = await t.db
    .insert(payments)
    .values({
      subscriptionId: D.id,
      amountCents: 2500,
      status: 'failed',
      providerRef: 'inv_d_nov',
      paidAt: at('2026-11-03'),
    })
    .returning({ id: payments.id });
  failedRenewal = failed!.id;
  await paid(ids.E, '2026-11-12', 3500);
  await paid(F.id, '2026-11-20', 2500);
  // The property pays October's invoice (2 doors × 1250, all 31 days) on Nov 10.
  await t.db.execute(
    `insert into property_invoices (contract_id, month, rate_cents, doors, amount_cents, status, provider, paid_at)
     values (${community.contractId}, '2026-10-01', 1250, 2, 2500, 'paid', 'sandbox', '${at('2026-11-10').toISOString()}')`,
  );

  // The job runs as the days pass; the changes the rows cannot date are made on their day.
  expect(await runAsOf('2026-11-08')).toEqual({ days: 38 }); // Oct 1 … Nov 7
  await t.db
    .update(payments)
    .set({ status: 'paid', paidAt: at('2026-11-08') })
    .where(eq(payments.id, failedRenewal));
  await t.db
    .update(subscriptions)
    .set({ status: 'active', pastDueSince: null })
    .where(eq(subscriptions.id, D.id));
  await runAsOf('2026-11-15'); // … Nov 14
  await t.db
    .update(subscriptions)
    .set({ plan: 'standard', priceCents: 3500 })
    .where(eq(subscriptions.id, A.id));
  await paid(A.id, '2026-11-15', 533);
  await runAsOf('2026-11-20'); // … Nov 19
  await t.db
    .update(subscriptions)
    .set({ status: 'active', pausedAt: null })
    .where(eq(subscriptions.id, B.id));
  await runAsOf('2026-12-02'); // … Dec 1
});

afterAll(async () => {
  await t?.close();
});

describe('the revenue numbers', () => {
  test('MRR and its movements month by month, worked out by hand', async () => {
    const { months, asOf } = await report('from=2026-10-01&to=2026-11-30');
    expect(asOf).toBe('2026-11-30');
    const [oct, nov] = months;
    expect(oct).toMatchObject({
      month: '2026-10',
      openingMrrCents: 0,
      newCents: 18000,
      newCustomers: 6,
      churnCents: 3500,
      churnedCustomers: 1,
      mrrCents: 14500,
      customers: 5,
      propertyMrrCents: 2500,
      cashCents: 15500,
    });
    expect(nov).toEqual({
      month: '2026-11',
      openingMrrCents: 14500,
      mrrCents: 19250,
      propertyMrrCents: 3750,
      heldCents: 0,
      heldSubscriptions: 0,
      customers: 6,
      arpaCents: 3208,
      newCents: 2500,
      expansionCents: 2250,
      contractionCents: 0,
      churnCents: 3500,
      reactivationCents: 3500,
      heldOutCents: 3500,
      heldBackCents: 3500,
      newCustomers: 1,
      churnedCustomers: 1,
      reactivatedCustomers: 1,
      grossChurnRate: 3500 / 14500,
      netChurnRate: -2250 / 14500,
      // 10000 (Nov 1 renewals of A, B with its fee, C) + 2500 (D, paid at last) + 3500 (E)
      // + 533 (A's upgrade) + 2500 (F) + 2500 (the property's October) = 21533.
      cashCents: 21533,
      feeCents: 500,
      failedCents: 2500,
      recoveredCents: 2500,
      recoveryRate: 1,
    });
    // Every month's movements add up to its change in MRR.
    for (const m of months) {
      const moved =
        m.newCents +
        m.expansionCents +
        m.reactivationCents +
        m.heldBackCents -
        m.contractionCents -
        m.churnCents -
        m.heldOutCents;
      expect(m.openingMrrCents + moved).toBe(m.mrrCents);
    }
  });

  test('a hold counts as zero, on a line of its own', async () => {
    // Nov 15: A 3500 + C 3500 + D 2500 + E 3500 + P 2500 = 15500; B's 3500 held.
    const { summary, months } = await report('from=2026-11-01&to=2026-11-15');
    expect(summary.mrrCents.current).toBe(15500);
    expect(summary.heldCents.current).toBe(3500);
    expect(months[0]).toMatchObject({ heldCents: 3500, heldSubscriptions: 1, customers: 5 });
  });

  test('the span compared with the span before it', async () => {
    // November (30 days) against Oct 2 … Oct 31: that span opened on Oct 1's 18000.
    const { summary, previous } = await report('from=2026-11-01&to=2026-11-30');
    expect(previous).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(summary).toEqual({
      mrrCents: { current: 19250, previous: 14500 },
      customers: { current: 6, previous: 5 },
      arpaCents: { current: 3208, previous: 2900 },
      heldCents: { current: 0, previous: 0 },
      grossChurnRate: { current: 3500 / 14500, previous: 3500 / 18000 },
      netChurnRate: { current: -2250 / 14500, previous: 3500 / 18000 },
      netRevenueRetention: { current: 1 + 2250 / 14500, previous: 1 - 3500 / 18000 },
      recoveryRate: { current: 1, previous: null },
      cashCents: { current: 21533, previous: 0 },
    });
  });

  test('over several months the churn rates are monthly, weighted by each month’s opening MRR', async () => {
    // October opened on 0 and lost 3500 (E); November opened on 14500, lost 3500 (C) and won
    // 2250 + 3500. Sum of openings 14500; losses 7000; net 7000 − 5750 = 1250.
    const { summary } = await report('from=2026-10-01&to=2026-11-30');
    expect(summary.grossChurnRate.current).toBe(7000 / 14500);
    expect(summary.netChurnRate.current).toBe(1250 / 14500);
    expect(summary.netRevenueRetention.current).toBe(1 - 1250 / 14500);
  });

  test('the cohort grid: customers by their first month, the share paying each month after', async () => {
    const { cohorts } = await report('from=2026-10-01&to=2026-11-30');
    expect(cohorts).toEqual([
      { cohortMonth: '2026-10', customers: 6, shares: [5 / 6, 5 / 6] },
      { cohortMonth: '2026-11', customers: 1, shares: [1] },
    ]);
  });

  test("MRR reconciles with the month's payments by the documented differences only", async () => {
    const { months } = await report('from=2026-11-01&to=2026-11-30');
    const nov = months[0]!;
    // docs/decisions/062-the-owners-numbers.md, "MRR and cash": November's differences.
    const fees = 500; // B's fee, billed beside the plan
    const proration = 533; // A's upgrade charged for the rest of November
    const paidThenLeft = 3500; // C renewed Nov 1 and left Nov 25
    const propertyInArrears = 2500 - 3750; // October's doors invoiced, November's doors counted
    const renewedBeforeChange = 2500 - 3500; // A renewed Nov 1 at the price before the upgrade
    const unpaidRenewals = 0; // D's failed renewal was collected within the month
    expect(nov.cashCents).toBe(
      nov.mrrCents +
        fees +
        proration +
        paidThenLeft +
        propertyInArrears +
        renewedBeforeChange -
        unpaidRenewals,
    );
  });

  test('a run again writes nothing and changes no figure', async () => {
    const before = await report('from=2026-10-01&to=2026-11-30');
    const runs = await Promise.all([runAsOf('2026-12-02'), runAsOf('2026-12-02')]);
    expect(runs).toEqual([{ days: 0 }, { days: 0 }]);
    expect(await report('from=2026-10-01&to=2026-11-30')).toEqual(before);
  });

  test('each table downloads as CSV, money in dollars and shares in percent', async () => {
    const response = await admin.get(
      '/api/admin/analytics/revenue.csv?from=2026-10-01&to=2026-11-30&table=churn',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-churn-2026-10-01-to-2026-11-30.csv"',
    );
    expect(parseCsv(response.body)).toEqual([
      ['Month', 'MRR at the start', 'Gross MRR churn', 'Net MRR churn'],
      ['Oct 2026', '0.00', '', ''],
      ['Nov 2026', '145.00', '24.1', '-15.5'],
    ]);
    const cohorts = await admin.get(
      '/api/admin/analytics/revenue.csv?from=2026-10-01&to=2026-11-30&table=cohorts',
    );
    expect(parseCsv(cohorts.body)).toEqual([
      ['Joined', 'Customers', 'Month 0', 'Month 1'],
      ['Oct 2026', '6', '83.3', '83.3'],
      ['Nov 2026', '1', '100'],
    ]);
  });

  test('a table unknown is refused with a message', async () => {
    const table = await admin.get('/api/admin/analytics/revenue.csv?table=everything');
    expect(table.statusCode).toBe(400);
    expect(table.json().errors).toEqual({ table: ['Choose a table'] });
  });

  test('only the office reads them', async () => {
    const customer = await t.signUp();
    expect((await customer.client.get('/api/admin/analytics/revenue')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/analytics/revenue.csv?table=mrr')).statusCode).toBe(
      401,
    );
  });
});

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES, SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { serviceDayStart } from '../../../domain/holds.ts';
import {
  INVOICE_DAYS_UNTIL_DUE,
  PROPERTY_INVOICE_TEXT as TEXT,
  monthOf,
  monthStart,
  previousMonth,
} from '../../../domain/property-invoices.ts';
import type { PropertyContractInput } from '../../../domain/schemas/property-contracts.ts';
import type {
  CommunityInvoices,
  PropertyAging,
  PropertyInvoice,
} from '../../../domain/schemas/property-invoices.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import {
  communities,
  propertyInvoiceLines,
  propertyInvoices,
  subscriptions,
  users,
  webhookEvents,
} from '../../db/schema.ts';

let t: TestApp;
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const { input, user } = await t.signUp();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
  customer = (await t.signUp()).client;
});
afterAll(() => t?.close());

const today = serviceClock(new Date()).date;
const thisMonth = monthOf(today);
const lastMonth = previousMonth(thisMonth);

let unique = 0;
const contract = (): PropertyContractInput => ({
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
});

/** A property-paid community of the test's own, with its contract. */
async function propertyCommunity(): Promise<{ id: number; name: string; contractId: number }> {
  const name = `Westpark Lofts ${++unique}`;
  const [row] = await t.db
    .insert(communities)
    .values({ name, street: '1 Westpark Dr', zip: '77494' })
    .returning({ id: communities.id });
  const saved = await admin.inject({
    method: 'PUT',
    url: `/api/admin/communities/${row!.id}/contract`,
    payload: contract(),
  });
  expect(saved.statusCode).toBe(200);
  const [door] = await t.db.select().from(communities).where(eq(communities.id, row!.id));
  const { contractId } = (
    await t.app.database.db.execute<{ contractId: number }>(
      // The contract's id, as the door rows need it.
      `select id as "contractId" from property_contracts where community_id = ${door!.id}`,
    )
  ).rows[0]!;
  return { id: row!.id, name, contractId };
}

/** A resident's door under the contract: served from `firstDay` through `lastDay`. */
async function door(
  contractId: number,
  where: { building: string; unit: string; firstName: string; lastName: string },
  firstDay: string | null,
  lastDay?: string,
  createdAt?: Date,
) {
  const { user } = await t.signUp();
  await t.db
    .update(users)
    .set({
      building: where.building,
      unit: where.unit,
      firstName: where.firstName,
      lastName: where.lastName,
    })
    .where(eq(users.id, user.id));
  await t.db.insert(subscriptions).values({
    userId: user.id,
    plan: 'standard',
    priceCents: 1250,
    payer: 'property',
    contractId,
    startsOn: firstDay,
    ...(createdAt && { createdAt }),
    ...(lastDay
      ? {
          status: 'cancelled',
          cancelledAt: new Date(),
          serviceEndsAt: serviceDayStart(addDays(lastDay, 1)),
        }
      : { status: 'active' }),
  });
}

/** The hand-worked November 2026 (30 days, $12.50 a door): see the expected lines below. */
async function novemberFixture(contractId: number) {
  await door(
    contractId,
    { building: '2', unit: '110', firstName: 'Ana', lastName: 'Moss' },
    '2026-10-01',
  );
  await door(
    contractId,
    { building: '1', unit: '204', firstName: 'Ben', lastName: 'Ortiz' },
    '2026-11-12',
  );
  await door(
    contractId,
    { building: '1', unit: '12', firstName: 'Cy', lastName: 'Park' },
    '2026-09-01',
    '2026-11-20',
  );
  // Not started in November, and ended before it: no line.
  await door(
    contractId,
    { building: '1', unit: '300', firstName: 'Di', lastName: 'Quinn' },
    '2026-12-05',
  );
  await door(
    contractId,
    { building: '3', unit: '1', firstName: 'Ed', lastName: 'Ross' },
    '2026-08-01',
    '2026-10-31',
  );
  // No first day given: served from the day it was made, 25 November in Chicago (6 days).
  await door(
    contractId,
    { building: '3', unit: '2', firstName: 'Flo', lastName: 'Shaw' },
    null,
    undefined,
    new Date('2026-11-25T07:00:00Z'),
  );
}

const NOVEMBER_CSV = [
  '\uFEFF"Building","Unit","Resident","First Day","Last Day","Days","Rate (USD)","Amount (USD)"',
  '"1","12","Cy Park","2026-11-01","2026-11-20",20,"12.50","8.33"',
  '"1","204","Ben Ortiz","2026-11-12","2026-11-30",19,"12.50","7.92"',
  '"2","110","Ana Moss","2026-11-01","2026-11-30",30,"12.50","12.50"',
  '"3","2","Flo Shaw","2026-11-25","2026-11-30",6,"12.50","2.50"',
  '',
].join('\r\n');

const issue = (communityId: number, month: unknown) =>
  admin.post(`/api/admin/communities/${communityId}/invoices`, { month });

const invoiceCount = async (contractId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(propertyInvoices)
      .where(eq(propertyInvoices.contractId, contractId))
  )[0]!.n;

describe('a month’s invoice', () => {
  test('charges each door by the days it was served, with its lines as CSV', async () => {
    const community = await propertyCommunity();
    await novemberFixture(community.contractId);

    const res = await issue(community.id, '2026-11');
    expect(res.statusCode).toBe(200);
    const invoice = res.json<PropertyInvoice>();
    expect(invoice).toEqual({
      id: expect.any(Number),
      month: '2026-11',
      doors: 4,
      amountCents: 1250 + 792 + 833 + 250,
      status: 'open',
      dueOn: addDays(today, INVOICE_DAYS_UNTIL_DUE),
      paidAt: null,
      hostedUrl: null,
      test: true,
    });

    const csv = await admin.get(`/api/admin/property-invoices/${invoice.id}/lines.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="invoice-westpark-lofts-${unique}-2026-11.csv"`,
    );
    expect(csv.body).toBe(NOVEMBER_CSV);

    const list = (
      await admin.get(`/api/admin/communities/${community.id}/invoices`)
    ).json<CommunityInvoices>();
    expect(list).toEqual({
      communityId: community.id,
      communityName: community.name,
      invoices: [invoice],
    });
  });

  test('is made from its stored lines: asked again after the doors changed, it is the same', async () => {
    const community = await propertyCommunity();
    await novemberFixture(community.contractId);
    const first = (await issue(community.id, '2026-11')).json<PropertyInvoice>();
    const csv = (await admin.get(`/api/admin/property-invoices/${first.id}/lines.csv`)).body;

    await door(
      community.contractId,
      { building: '9', unit: '9', firstName: 'Gus', lastName: 'Tate' },
      '2026-11-01',
    );
    const again = await issue(community.id, '2026-11');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await admin.get(`/api/admin/property-invoices/${first.id}/lines.csv`)).body).toBe(csv);
    expect(await invoiceCount(community.contractId)).toBe(1);
  });

  test('of a 31-day month and of February prorate by their own days', async () => {
    const community = await propertyCommunity();
    const { contractId } = community;
    await door(
      contractId,
      { building: '1', unit: '1', firstName: 'Hal', lastName: 'Uno' },
      '2026-12-22',
    );
    await door(
      contractId,
      { building: '1', unit: '2', firstName: 'Ivy', lastName: 'Vance' },
      '2026-01-15',
      '2026-02-14',
    );
    const december = await issue(community.id, '2026-12');
    // 1250 × 10 / 31 = 403.23: Hal's 22 to 31 December. December 2026 is this month or past.
    expect(december.json()).toMatchObject({ doors: 1, amountCents: 403 });
    const february = await issue(community.id, '2026-02');
    // 1250 × 14 / 28 = 625: Ivy's 1 to 14 February.
    expect(february.json()).toMatchObject({ doors: 1, amountCents: 625 });
  });

  test('is one however many ask for it at once', async () => {
    const community = await propertyCommunity();
    await novemberFixture(community.contractId);
    const other = t.databaseUrl ? await createTestApp({ sameDatabaseAs: t }) : undefined;
    try {
      const asks = [
        ...Array.from({ length: 3 }, () => issue(community.id, '2026-11')),
        ...(other ? [other.app.propertyInvoicing.runNow(new Date('2026-12-01T12:00:00Z'))] : []),
      ];
      const replies = await Promise.all(asks);
      const ids = replies.flatMap((r) =>
        r && 'statusCode' in r ? [r.json<PropertyInvoice>().id] : [],
      );
      expect(new Set(ids).size).toBe(1);
      expect(await invoiceCount(community.contractId)).toBe(1);
      const [{ n }] = await t.db
        .select({ n: count() })
        .from(propertyInvoiceLines)
        .where(eq(propertyInvoiceLines.invoiceId, ids[0]!));
      expect(n).toBe(4);
    } finally {
      await other?.close();
    }
  });
});

describe('the month’s run', () => {
  test('issues last month’s invoices once the month is over, once', async () => {
    const community = await propertyCommunity();
    await novemberFixture(community.contractId);
    // 1 December, 1am in Chicago: November is over.
    const run = await t.app.propertyInvoicing.runNow(new Date('2026-12-01T07:00:00Z'));
    expect(run).toMatchObject({ month: '2026-11', failed: 0 });
    const invoices = (
      await admin.get(`/api/admin/communities/${community.id}/invoices`)
    ).json<CommunityInvoices>().invoices;
    expect(invoices).toEqual([
      expect.objectContaining({ month: '2026-11', status: 'open', amountCents: 3125 }),
    ]);
    await t.app.propertyInvoicing.runNow(new Date('2026-12-01T08:00:00Z'));
    expect(await invoiceCount(community.contractId)).toBe(1);
  });

  test('before the month is over in Chicago, invoices the month before', async () => {
    // 1 December 03:00 UTC is still 30 November in Chicago.
    const run = await t.app.propertyInvoicing.runNow(new Date('2026-12-01T03:00:00Z'));
    expect(run?.month).toBe('2026-10');
  });
});

describe('the sandbox', () => {
  async function openInvoice() {
    const community = await propertyCommunity();
    await novemberFixture(community.contractId);
    const invoice = (await issue(community.id, '2026-11')).json<PropertyInvoice>();
    return { community, invoice };
  }
  const act = (id: number, action: unknown) =>
    admin.post(`/api/admin/property-invoices/${id}/sandbox`, { action });

  test('pays an invoice by a signed webhook, recorded once', async () => {
    const { invoice } = await openInvoice();
    const paid = await act(invoice.id, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(
        and(eq(webhookEvents.provider, 'sandbox'), eq(webhookEvents.type, 'property_invoice.paid')),
      );
    expect(events.length).toBeGreaterThanOrEqual(1);
    // Paid is final: letting it go overdue afterwards changes nothing.
    expect((await act(invoice.id, 'overdue')).json()).toMatchObject({ status: 'paid' });
  });

  test('lets an invoice go overdue: its due date passes', async () => {
    const { invoice } = await openInvoice();
    const overdue = await act(invoice.id, 'overdue');
    expect(overdue.json()).toMatchObject({ status: 'overdue', dueOn: addDays(today, -1) });
    expect((await act(invoice.id, 'pay')).json()).toMatchObject({
      status: 'paid',
      dueOn: addDays(today, -1),
    });
  });

  test('refuses an unknown invoice and an unknown action', async () => {
    const { invoice } = await openInvoice();
    const unknown = await act(999_999, 'pay');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TEXT.invoiceNotFound });
    const bad = await act(invoice.id, 'refund');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { action: ['Choose pay or overdue'] } });
  });

  test('refuses a signed event with a bad signature', async () => {
    const body = JSON.stringify({
      id: 'evt_sbx_forged',
      type: 'property_invoice.paid',
      data: { invoice: 'in_sbx_forged', amount_cents: 100 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('aging', () => {
  test('sorts what each property owes by how late it is', async () => {
    const community = await propertyCommunity();
    const { contractId } = community;
    await door(
      contractId,
      { building: '1', unit: '1', firstName: 'Jo', lastName: 'West' },
      '2026-01-01',
    );
    const months = ['2026-08', '2026-09', '2026-10', '2026-11', '2026-07'];
    const ids: number[] = [];
    for (const month of months)
      ids.push((await issue(community.id, month)).json<PropertyInvoice>().id);
    // August: due in 90 days' past; September: 45; October: overdue by the sandbox (1 day);
    // November: not due yet; July: paid, so not owed.
    const setDue = (id: number, dueOn: string) =>
      t.db.update(propertyInvoices).set({ dueOn }).where(eq(propertyInvoices.id, id));
    await setDue(ids[0]!, addDays(today, -90));
    await setDue(ids[1]!, addDays(today, -45));
    await admin.post(`/api/admin/property-invoices/${ids[2]}/sandbox`, { action: 'overdue' });
    await admin.post(`/api/admin/property-invoices/${ids[4]}/sandbox`, { action: 'pay' });

    const aging = (await admin.get('/api/admin/property-billing/aging')).json<PropertyAging>();
    const row = aging.rows.find((r) => r.communityId === community.id);
    expect(row).toEqual({
      communityId: community.id,
      communityName: community.name,
      current: 1250,
      late30: 1250,
      late60: 1250,
      later: 1250,
      totalCents: 5000,
    });
    expect(aging.totals.totalCents).toBeGreaterThanOrEqual(5000);
  });

  test('lists a property-paid community that owes nothing', async () => {
    const community = await propertyCommunity();
    const aging = (await admin.get('/api/admin/property-billing/aging')).json<PropertyAging>();
    expect(aging.rows).toContainEqual({
      communityId: community.id,
      communityName: community.name,
      current: 0,
      late30: 0,
      late60: 0,
      later: 0,
      totalCents: 0,
    });
  });
});

describe('bad input', () => {
  test.each([
    ['not a month', 'November'],
    ['month 13', '2026-13'],
    ['a date', '2026-11-01'],
    ['a number', 202611],
    ['missing', undefined],
  ])('%s is a 400 with the month’s message', async (_name, month) => {
    const community = await propertyCommunity();
    const res = await issue(community.id, month);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { month: [TEXT.monthInvalid] } });
    expect(await invoiceCount(community.contractId)).toBe(0);
  });

  test('a month that has not started is a 400', async () => {
    const community = await propertyCommunity();
    const next = monthOf(addDays(monthStart(thisMonth), 31));
    const res = await issue(community.id, next);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: TEXT.monthInFuture,
      errors: { month: [TEXT.monthInFuture] },
    });
  });

  test('an unknown community is a 404; a resident-paid one a 409', async () => {
    const unknown = await issue(999_999, lastMonth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SERVICE_AREA_TEXT.communityNotFound });
    expect((await admin.get('/api/admin/communities/999999/invoices')).statusCode).toBe(404);
    const [resident] = await t.db
      .insert(communities)
      .values({ name: `Resident Paid ${++unique}`, street: '2 Main St', zip: '77494' })
      .returning({ id: communities.id });
    const res = await issue(resident!.id, lastMonth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: TEXT.notPropertyPaid });
  });

  test('a month with no doors served is a 409 and writes nothing', async () => {
    const community = await propertyCommunity();
    const res = await issue(community.id, '2026-03');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: TEXT.noDoors });
    expect(await invoiceCount(community.contractId)).toBe(0);
  });

  test('the lines of an unknown invoice are a 404', async () => {
    const res = await admin.get('/api/admin/property-invoices/999999/lines.csv');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: TEXT.invoiceNotFound });
  });
});

describe('the office guard', () => {
  test.each([
    ['GET', '/api/admin/property-billing/aging'],
    ['GET', '/api/admin/communities/1/invoices'],
    ['POST', '/api/admin/communities/1/invoices'],
    ['GET', '/api/admin/property-invoices/1/lines.csv'],
    ['POST', '/api/admin/property-invoices/1/sandbox'],
  ] as const)('%s %s: 401 without a session, 403 for a customer', async (method, url) => {
    const payload = method === 'POST' ? { month: lastMonth, action: 'pay' } : undefined;
    expect((await t.client().inject({ method, url, payload })).statusCode).toBe(401);
    const denied = await customer.inject({ method, url, payload });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: MESSAGES.adminOnly });
  });
});

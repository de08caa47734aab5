import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MANAGER_TEXT } from '../../../domain/manager-portal.ts';
import { MESSAGES, SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import {
  INVOICE_DAYS_UNTIL_DUE,
  PROPERTY_INVOICE_TEXT as TEXT,
  monthOf,
  monthStart,
  previousMonth,
} from '../../../domain/property-invoices.ts';
import type {
  CommunityInvoices,
  PropertyAging,
  PropertyInvoice,
} from '../../../domain/schemas/property-invoices.ts';
import {
  NOVEMBER_CSV,
  NOVEMBER_TOTAL_CENTS,
  TEST_CONTRACT,
  novemberDoors,
  propertyCommunity,
  propertyDoor,
} from '../../../test/property-invoices.ts';
import {
  createProductionTestApp,
  createTestApp,
  type TestApp,
  type TestClient,
} from '../../../test/test-app.ts';
import { signedInManager } from '../../../test/crew.ts';
import {
  communities,
  propertyContracts,
  propertyInvoiceLines,
  propertyInvoices,
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
    const community = await propertyCommunity(t, admin);
    await novemberDoors(t, community.contractId);

    const res = await issue(community.id, '2026-11');
    expect(res.statusCode).toBe(200);
    const invoice = res.json<PropertyInvoice>();
    expect(invoice).toEqual({
      id: expect.any(Number),
      month: '2026-11',
      doors: 4,
      amountCents: NOVEMBER_TOTAL_CENTS,
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
      `attachment; filename="invoice-${community.fileSlug}-2026-11.csv"`,
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
    const community = await propertyCommunity(t, admin);
    await novemberDoors(t, community.contractId);
    const first = (await issue(community.id, '2026-11')).json<PropertyInvoice>();
    const csv = (await admin.get(`/api/admin/property-invoices/${first.id}/lines.csv`)).body;

    await propertyDoor(
      t,
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
    const community = await propertyCommunity(t, admin);
    const { contractId } = community;
    await propertyDoor(
      t,
      contractId,
      { building: '1', unit: '1', firstName: 'Hal', lastName: 'Uno' },
      '2026-12-22',
    );
    await propertyDoor(
      t,
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
    const community = await propertyCommunity(t, admin);
    await novemberDoors(t, community.contractId);
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
      const [lines] = await t.db
        .select({ n: count() })
        .from(propertyInvoiceLines)
        .where(eq(propertyInvoiceLines.invoiceId, ids[0]!));
      expect(lines?.n).toBe(4);
    } finally {
      await other?.close();
    }
  });
});

describe('the month’s run', () => {
  test('issues last month’s invoices once the month is over, once', async () => {
    const community = await propertyCommunity(t, admin);
    await novemberDoors(t, community.contractId);
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
    const community = await propertyCommunity(t, admin);
    await novemberDoors(t, community.contractId);
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
    const community = await propertyCommunity(t, admin);
    const { contractId } = community;
    await propertyDoor(
      t,
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
    const community = await propertyCommunity(t, admin);
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
    const community = await propertyCommunity(t, admin);
    const res = await issue(community.id, month);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { month: [TEXT.monthInvalid] } });
    expect(await invoiceCount(community.contractId)).toBe(0);
  });

  test('a month that has not started is a 400', async () => {
    const community = await propertyCommunity(t, admin);
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
      .values({ name: 'Resident Paid Commons', street: '2 Main St', zip: '77494' })
      .returning({ id: communities.id });
    const res = await issue(resident!.id, lastMonth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: TEXT.notPropertyPaid });
  });

  test('a month with no doors served is a 409 and writes nothing', async () => {
    const community = await propertyCommunity(t, admin);
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

describe('a property manager', () => {
  test('reads their community’s invoices and lines, the same as the office’s', async () => {
    const community = await propertyCommunity(t, admin);
    await novemberDoors(t, community.contractId);
    const invoice = (await issue(community.id, '2026-11')).json<PropertyInvoice>();
    const manager = await signedInManager(t, community.id);

    const list = await manager.get(`/api/manager/communities/${community.id}/invoices`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      communityId: community.id,
      communityName: community.name,
      invoices: [invoice],
    });
    const csv = await manager.get(
      `/api/manager/communities/${community.id}/invoices/${invoice.id}/lines.csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(NOVEMBER_CSV);
  });

  test('of another community gets a 404 for its invoices and its lines', async () => {
    const theirs = await propertyCommunity(t, admin);
    await novemberDoors(t, theirs.contractId);
    const invoice = (await issue(theirs.id, '2026-11')).json<PropertyInvoice>();
    const mine = await propertyCommunity(t, admin);
    const manager = await signedInManager(t, mine.id);

    for (const url of [
      `/api/manager/communities/${theirs.id}/invoices`,
      `/api/manager/communities/${theirs.id}/invoices/${invoice.id}/lines.csv`,
    ]) {
      const reply = await manager.get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toEqual({ message: MANAGER_TEXT.communityNotFound });
    }
    // Their invoice through the manager's own community is not found either.
    const through = await manager.get(
      `/api/manager/communities/${mine.id}/invoices/${invoice.id}/lines.csv`,
    );
    expect(through.statusCode).toBe(404);
    expect(through.json()).toEqual({ message: TEXT.invoiceNotFound });
    // And the office's routes are not theirs.
    expect((await manager.get(`/api/admin/communities/${mine.id}/invoices`)).statusCode).toBe(403);
  });

  test('of no community, or a customer, is refused', async () => {
    const community = await propertyCommunity(t, admin);
    const url = `/api/manager/communities/${community.id}/invoices`;
    expect((await t.client().get(url)).statusCode).toBe(401);
    expect((await customer.get(url)).statusCode).toBe(403);
  });
});

describe('production without Stripe keys', () => {
  test('issues nothing: the month’s run writes no invoice and there are no test controls', async () => {
    const p = await createProductionTestApp();
    try {
      const [community] = await p.db
        .insert(communities)
        .values({ name: 'Keyless Commons', street: '3 Main St', zip: '77494', billing: 'property' })
        .returning({ id: communities.id });
      const [contract] = await p.db
        .insert(propertyContracts)
        .values({ ...TEST_CONTRACT, communityId: community!.id })
        .returning({ id: propertyContracts.id });
      await novemberDoors(p, contract!.id);
      expect(await p.app.propertyInvoicing.runNow(new Date('2026-12-01T12:00:00Z'))).toEqual({
        month: '2026-11',
        issued: 0,
        failed: 0,
      });
      expect(await p.db.select().from(propertyInvoices)).toEqual([]);
      const routes = p.app.printRoutes({ commonPrefix: false });
      expect(routes).not.toContain('sandbox');
    } finally {
      await p.close();
    }
  });
});

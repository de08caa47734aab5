import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type {
  AdminSchedule,
  AdminSubscription,
  AdminUser,
  RouteSheet,
} from '../../../domain/schemas/admin.ts';
import type { RegisterInput } from '../../../domain/schemas/account.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import { parseCsv } from '../../../test/csv-parse.ts';
import { routeList } from '../../../test/route-list.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { communities, serviceSchedules, subscriptions, users } from '../../db/schema.ts';
import { COUNT_CAP } from './admin-search.ts';

let t: TestApp;
let admin: TestClient;
let customer: TestClient;

async function signedInAdmin(): Promise<TestClient> {
  const { input, user } = await t.signUp({ firstName: 'Avery', lastName: 'Admin' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  const client = t.client();
  await client.post('/api/login', { username: input.email, password: input.password });
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin();
  customer = (await t.signUp()).client;
});
afterAll(() => t?.close());

const today = () => serviceClock(new Date()).date;
let unique = 0;

/** A customer with one subscription, inserted straight into the database. */
async function subscriber(
  overrides: Partial<RegisterInput> = {},
  sub: { plan?: PlanId; status?: SubscriptionStatus; gateCode?: string } = {},
) {
  const tag = `z${++unique}${Date.now().toString(36)}`;
  const { user, input, client } = await t.signUp({ city: `City-${tag}`, ...overrides });
  const plan = sub.plan ?? 'standard';
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      plan,
      priceCents: { basic: 2500, standard: 3500, premium: 5000 }[plan],
      status: sub.status ?? 'active',
      gateCode: sub.gateCode ?? null,
    })
    .returning();
  return { user, input, client, tag, subscriptionId: row!.id };
}

describe('the admin guard', () => {
  test('every /api/admin route answers 401 without a session and 403 for a customer', async () => {
    const routes = routeList(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.includes(' /api/admin/') && !r.startsWith('HEAD '),
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(':id', '1');
      const inject = { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} };
      const anonymous = await t.client().inject(inject);
      expect(anonymous.statusCode, `${route} without a session`).toBe(401);
      const denied = await customer.inject(inject);
      expect(denied.statusCode, `${route} as a customer`).toBe(403);
      expect(denied.json()).toEqual({ message: 'Admin access required' });
    }
  });
});

describe('GET /api/admin/users', () => {
  test('pages with X-Total-Count, newest first; search and filters narrow it', async () => {
    const a = await subscriber({ firstName: 'Quincy', lastName: 'Zephyr' });
    await subscriber({ city: a.input.city });

    const page = await admin.get('/api/admin/users?page=1&pageSize=2');
    expect(page.statusCode).toBe(200);
    expect(page.json<AdminUser[]>()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    const all = (await admin.get('/api/admin/users?pageSize=100')).json<AdminUser[]>();
    const dates = all.map((u) => u.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const found = await admin.get('/api/admin/users?q=zephyr');
    expect(found.json<AdminUser[]>().map((u) => u.email)).toEqual([a.input.email]);
    expect(found.headers['x-total-count']).toBe('1');
    const user = found.json<AdminUser[]>()[0]!;
    expect(user).toMatchObject({
      phone: a.input.phone,
      address: a.input.address,
      role: 'customer',
    });
    expect(user).not.toHaveProperty('passwordHash');

    const byCity = await admin.get(`/api/admin/users?city=${a.input.city.toLowerCase()}`);
    expect(byCity.json<AdminUser[]>()).toHaveLength(2);

    const admins = (await admin.get('/api/admin/users?role=admin')).json<AdminUser[]>();
    expect(admins.every((u) => u.role === 'admin')).toBe(true);
    expect(admins.length).toBeGreaterThanOrEqual(1);

    const byName = (await admin.get('/api/admin/users?sort=name&dir=asc&pageSize=100')).json<
      AdminUser[]
    >();
    const names = byName.map((u) => u.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  test('a search for % or _ matches them literally', async () => {
    expect((await admin.get('/api/admin/users?q=%25')).json()).toEqual([]);
  });

  test('bad paging is a 400 with a message', async () => {
    const big = await admin.get('/api/admin/users?pageSize=1000');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Page size must be at most 100');
    expect((await admin.get('/api/admin/users?page=0')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users?sort=password')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users?from=yesterday')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/subscriptions', () => {
  test('unfinished checkouts are left out unless the pending status is asked for', async () => {
    const waiting = await subscriber({}, { status: 'pending' });
    const listed = await admin.get(`/api/admin/subscriptions?city=${waiting.input.city}`);
    expect(listed.json()).toEqual([]);
    const pending = await admin.get(
      `/api/admin/subscriptions?city=${waiting.input.city}&status=pending`,
    );
    expect(pending.json()).toEqual([
      expect.objectContaining({ id: waiting.subscriptionId, status: 'pending' }),
    ]);
  });

  test('filters by status, plan and city; price stays in cents', async () => {
    const street = `${Date.now().toString(36)} Westheimer Pkwy`;
    const paused = await subscriber(
      { address: street, unit: '12B' },
      { plan: 'premium', status: 'paused', gateCode: '#77' },
    );
    await subscriber({ city: paused.input.city }, { plan: 'basic', status: 'active' });

    const inCity = await admin.get(`/api/admin/subscriptions?city=${paused.input.city}`);
    expect(inCity.json<AdminSubscription[]>()).toHaveLength(2);
    const filtered = await admin.get(
      `/api/admin/subscriptions?city=${paused.input.city}&status=paused&plan=premium`,
    );
    expect(filtered.json<AdminSubscription[]>()).toEqual([
      expect.objectContaining({
        id: paused.subscriptionId,
        userId: paused.user.id,
        plan: 'premium',
        price: 5000,
        status: 'paused',
        gateCode: '#77',
        customerName: `${paused.input.firstName} ${paused.input.lastName}`,
        address: street,
        unit: '12B',
        city: paused.input.city,
      }),
    ]);
    expect(filtered.headers['x-total-count']).toBe('1');
    // Staff find a subscription by its street, as the schedule dialog's picker shows it.
    const byStreet = await admin.get(
      `/api/admin/subscriptions?q=${encodeURIComponent(street.toUpperCase())}`,
    );
    expect(byStreet.json<AdminSubscription[]>().map((s) => s.id)).toEqual([paused.subscriptionId]);
    const byId = await admin.get(`/api/admin/subscriptions?q=%23${paused.subscriptionId}`);
    expect(byId.json<AdminSubscription[]>().map((s) => s.id)).toContain(paused.subscriptionId);
  });

  test("narrows to one community's doors, as the office picks a door to exempt", async () => {
    const [community] = await t.db
      .insert(communities)
      .values({ name: `Cinco Terrace ${Date.now()}`, street: '1 Cinco Terrace Dr', zip: '77494' })
      .returning();
    const inside = await subscriber({}, { status: 'active' });
    // A door in the same city outside the community is left out.
    await subscriber({ city: inside.input.city }, { status: 'active' });
    await t.db
      .update(users)
      .set({ communityId: community!.id })
      .where(eq(users.id, inside.user.id));
    const listed = await admin.get(
      `/api/admin/subscriptions?city=${inside.input.city}&community=${community!.id}`,
    );
    expect(listed.json<AdminSubscription[]>().map((s) => s.id)).toEqual([inside.subscriptionId]);
    const bad = await admin.get('/api/admin/subscriptions?community=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a community');
  });
});

describe('service schedules', () => {
  test('the list shows the real customer and address', async () => {
    const s = await subscriber({ address: '901 Peek Rd', unit: '7C' });
    await t.db
      .insert(serviceSchedules)
      .values({ subscriptionId: s.subscriptionId, serviceDate: '2026-03-02', notes: 'Side door' });
    const list = await admin.get(`/api/admin/service-schedules?city=${s.input.city}`);
    expect(list.json<AdminSchedule[]>()).toEqual([
      expect.objectContaining({
        subscriptionId: s.subscriptionId,
        serviceDate: '2026-03-02',
        status: 'scheduled',
        customerName: `${s.input.firstName} ${s.input.lastName}`,
        address: '901 Peek Rd',
        unit: '7C',
        city: s.input.city,
        notes: 'Side door',
      }),
    ]);
  });

  test('schedule a service; the same date twice is a 409; past dates and bad input are 400s', async () => {
    const s = await subscriber();
    const date = addDays(today(), 3);
    const created = await admin.post('/api/admin/service-schedules', {
      subscriptionId: String(s.subscriptionId),
      serviceDate: date,
      notes: 'Extra bags after a move',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminSchedule>()).toMatchObject({
      subscriptionId: s.subscriptionId,
      serviceDate: date,
      status: 'scheduled',
      notes: 'Extra bags after a move',
      customerName: `${s.input.firstName} ${s.input.lastName}`,
    });

    const again = await admin.post('/api/admin/service-schedules', {
      subscriptionId: s.subscriptionId,
      serviceDate: date,
    });
    expect(again.statusCode).toBe(409);
    // Staff are told whose pickup it is, not the subscription's number.
    expect(again.json().message).toMatch(
      new RegExp(`^${s.input.firstName} ${s.input.lastName} already has a service on \\w+`),
    );
    expect(again.json().message).not.toMatch(/#\d/);

    const past = await admin.post('/api/admin/service-schedules', {
      subscriptionId: s.subscriptionId,
      serviceDate: addDays(today(), -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ serviceDate: ['Service date cannot be in the past'] });

    const missing = await admin.post('/api/admin/service-schedules', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      subscriptionId: ['Subscription ID is required'],
      serviceDate: ['Service date is required'],
    });

    const unknown = await admin.post('/api/admin/service-schedules', {
      subscriptionId: 99_999_999,
      serviceDate: date,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Subscription not found');

    const badStatus = await admin.post('/api/admin/service-schedules', {
      subscriptionId: s.subscriptionId,
      serviceDate: addDays(date, 1),
      status: 'done',
    });
    expect(badStatus.statusCode).toBe(400);
  });

  test('mark completed, missed or cancelled; the customer sees it; records list the completed', async () => {
    const s = await subscriber();
    const [row] = await t.db
      .insert(serviceSchedules)
      .values({ subscriptionId: s.subscriptionId, serviceDate: addDays(today(), -2) })
      .returning();

    const done = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/service-schedules/${row!.id}`,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<AdminSchedule>().status).toBe('completed');
    expect(done.json<AdminSchedule>().completedAt).not.toBeNull();

    const recent = (await s.client.get('/api/service-schedules')).json<CustomerServices>().recent;
    expect(recent).toEqual([expect.objectContaining({ id: row!.id, status: 'completed' })]);

    const records = await admin.get(`/api/admin/service-records?city=${s.input.city}`);
    expect(records.json<AdminSchedule[]>().map((r) => r.id)).toEqual([row!.id]);

    const missed = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/service-schedules/${row!.id}`,
      payload: { status: 'missed' },
    });
    expect(missed.json<AdminSchedule>()).toMatchObject({ status: 'missed', completedAt: null });
    expect((await admin.get(`/api/admin/service-records?city=${s.input.city}`)).json()).toEqual([]);

    const none = await admin.inject({
      method: 'PATCH',
      url: '/api/admin/service-schedules/99999999',
      payload: { status: 'cancelled' },
    });
    expect(none.statusCode).toBe(404);
  });

  test("the route sheet groups a day's pickups by community, building and unit, without cancelled ones", async () => {
    const date = addDays(today(), 9);
    const [cinco] = await t.db
      .select()
      .from(communities)
      .where(eq(communities.name, 'Cinco Ranch Commons'));
    await t.db
      .update(communities)
      .set({ accessNotes: 'Call box 12' })
      .where(eq(communities.id, cinco!.id));
    const inCommunity = async (building: string, unit: string, gateCode?: string) => {
      const s = await subscriber({ unit }, { gateCode });
      await t.db
        .update(users)
        .set({ communityId: cinco!.id, building })
        .where(eq(users.id, s.user.id));
      return s;
    };
    const b10 = await inCommunity('10', '1');
    const b2u10 = await inCommunity('2', '10', '#12');
    const b2u2 = await inCommunity('2', '2');
    const typed = await subscriber({ address: '9 Elm St' });
    await t.db
      .update(users)
      .set({ communityRequest: 'Elm Court' })
      .where(eq(users.id, typed.user.id));
    const plain = await subscriber({ address: '5 Main' });
    const gone = await inCommunity('1', '1');
    await t.db.insert(serviceSchedules).values(
      [b10, b2u10, b2u2, typed, plain].map((s) => ({
        subscriptionId: s.subscriptionId,
        serviceDate: date,
      })),
    );
    await t.db
      .insert(serviceSchedules)
      .values({ subscriptionId: gone.subscriptionId, serviceDate: date, status: 'cancelled' });

    const sheet = (await admin.get(`/api/admin/route-sheet?date=${date}`)).json<RouteSheet>();
    expect(sheet.date).toBe(date);
    expect(sheet.total).toBe(5);
    expect(
      sheet.groups.map((g) => [g.heading, g.stops.map((s) => `${s.building}/${s.unit}`)]),
    ).toEqual([
      ['Cinco Ranch Commons', ['2/2', '2/10', '10/1']],
      ['Elm Court', ['/1204']],
      ['Other addresses', ['/1204']],
    ]);
    expect(sheet.groups[0]!.community).toEqual({
      name: 'Cinco Ranch Commons',
      street: '23500 Cinco Ranch Blvd',
      zip: '77494',
      accessNotes: 'Call box 12',
    });
    expect(sheet.groups[0]!.stops[1]).toMatchObject({ gateCode: '#12', phone: b2u10.input.phone });
    expect(sheet.groups[1]).toMatchObject({ community: null, stops: [{ address: '9 Elm St' }] });
    expect((await admin.get('/api/admin/route-sheet')).statusCode).toBe(400);
  });
});

describe('CSV exports', () => {
  test('users: fixed columns with contact fields; quotes, commas, newlines, formulas and unicode survive', async () => {
    const tricky = await subscriber({
      firstName: '=HYPERLINK("x")',
      lastName: 'O"Brien, Jr.',
      address: 'Line 1\nLine 2',
      unit: '+1',
    });
    await subscriber({ city: tricky.input.city, firstName: 'Zoë', lastName: '@Núñez' });

    const response = await admin.get(`/api/admin/users.csv?city=${tricky.input.city}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-/);
    expect(response.body.startsWith('\uFEFF"ID","Username","First Name"')).toBe(true);

    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'ID',
      'Username',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Address',
      'Unit',
      'City',
      'State',
      'ZIP',
      'Role',
      'Joined',
    ]);
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(first[0]).toBe(String(tricky.user.id));
    expect(first[2]).toBe('\'=HYPERLINK("x")');
    expect(first[3]).toBe('O"Brien, Jr.');
    expect(first[4]).toBe(tricky.input.email);
    expect(first[5]).toBe(tricky.input.phone);
    expect(first[6]).toBe('Line 1\nLine 2');
    expect(first[7]).toBe("'+1");
    expect(rows[1]![2]).toBe('Zoë');
    expect(rows[1]![3]).toBe("'@Núñez");
  });

  test('subscriptions and schedules export with the same filters as the tables', async () => {
    const s = await subscriber({}, { plan: 'premium', gateCode: '-5' });
    await subscriber({ city: s.input.city }, { plan: 'basic' });
    const subs = parseCsv(
      (await admin.get(`/api/admin/subscriptions.csv?city=${s.input.city}&plan=premium`)).body,
    );
    expect(subs[0]).toContain('Price (USD)');
    expect(subs.slice(1)).toEqual([
      [
        String(s.subscriptionId),
        String(s.user.id),
        `${s.input.firstName} ${s.input.lastName}`,
        s.input.city,
        'premium',
        '50.00',
        'active',
        "'-5",
        '',
        '',
        expect.any(String),
      ],
    ]);

    await t.db.insert(serviceSchedules).values([
      { subscriptionId: s.subscriptionId, serviceDate: '2026-05-04', notes: 'a "quoted" note' },
      { subscriptionId: s.subscriptionId, serviceDate: '2026-05-01', status: 'completed' },
    ]);
    const schedules = parseCsv(
      (await admin.get(`/api/admin/service-schedules.csv?city=${s.input.city}`)).body,
    );
    expect(schedules[0]!.slice(0, 4)).toEqual([
      'ID',
      'Service Date',
      'Subscription ID',
      'Customer',
    ]);
    expect(schedules.slice(1).map((r) => [r[1], r[9], r[10]])).toEqual([
      ['2026-05-01', 'completed', ''],
      ['2026-05-04', 'scheduled', 'a "quoted" note'],
    ]);
  });

  test('an export larger than one batch streams every row once', async () => {
    const s = await subscriber();
    const start = '2030-01-01';
    await t.db.insert(serviceSchedules).values(
      Array.from({ length: 2_100 }, (_, i) => ({
        subscriptionId: s.subscriptionId,
        serviceDate: addDays(start, i),
      })),
    );
    const rows = parseCsv(
      (await admin.get(`/api/admin/service-schedules.csv?city=${s.input.city}`)).body,
    ).slice(1);
    expect(rows).toHaveLength(2_100);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2_100);

    // The list counts no further than COUNT_CAP and says so.
    const list = await admin.get(`/api/admin/service-schedules?city=${s.input.city}`);
    expect(list.headers['x-total-count']).toBe(String(COUNT_CAP));
    expect(list.headers['x-total-count-capped']).toBe('true');
    const exact = await admin.get(`/api/admin/subscriptions?city=${s.input.city}`);
    expect(exact.headers['x-total-count']).toBe('1');
    expect(exact.headers['x-total-count-capped']).toBeUndefined();
    expect(rows[0]![1]).toBe(start);
    expect(rows.at(-1)![1]).toBe(addDays(start, 2_099));
  });

  test('an empty result is just the header', async () => {
    const rows = parseCsv((await admin.get('/api/admin/users.csv?q=nobody-by-this-name')).body);
    expect(rows).toHaveLength(1);
  });
});

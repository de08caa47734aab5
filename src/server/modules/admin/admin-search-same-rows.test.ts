// The office's searches through trigram indexes and united per-table queries, and the schedules
// export through a PostgreSQL cursor, answer exactly what the plain queries they replaced answered
// (docs/decisions/040-admin-search-and-export-at-scale.md). The plain queries are written out here
// as the reference: one OR of ILIKEs across the joined tables, in the list's order.
import { and, asc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { AdminSchedule } from '../../../domain/schemas/admin.ts';
import { csvHeader, csvRecord } from '../../../domain/csv.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { serviceSchedules, subscriptions, users } from '../../db/schema.ts';
import { COUNT_CAP, FEW_SUBSCRIPTIONS, WALK_PER_ROW } from './admin-search.ts';
import { SCHEDULE_CSV_COLUMNS } from './csv-columns.ts';

let t: TestApp;
let admin: TestClient;

// Names, addresses, notes and codes that share fragments across fields and tables, with the
// characters LIKE treats specially, quotes, formula starts and accents.
const PEOPLE = [
  ['Ava', 'Garcia', '101 Mason Rd', '77494', 'Katy', '2815550101'],
  ['Liam', 'Nguyen', '12 Garcia Ln', '77441', 'Fulshear', '2815550102'],
  ['Mia', "O'Neil", '9 Fry Rd 100%', '77423', 'Brookshire', '2815550103'],
  ['Noah', 'Smith_Jones', '=1+1 Katy Fwy', '77494', 'katy', '2815550104'],
  ['Zoë', 'Peña', '55 Westheimer Pkwy', '77474', 'Sealy', '2815550105'],
  ['', '', '7 Grand Pkwy', '77494', 'Katy', '2815550106'],
  ['Eli', 'Mason', '4242 FM 1093', '77441', 'Fulshear', '2815554242'],
] as const;
const NOTES = ['gate is around back', 'call 4242 first', null, 'dog: "Max"', '-beware', null];
const STATUSES = ['scheduled', 'completed', 'missed', 'cancelled'] as const;
const PLANS = ['basic', 'standard', 'premium'] as const;

const TERMS = [
  'garcia',
  'GARCIA',
  'ava garcia',
  'mason',
  'mason rd',
  '4242',
  '#4242',
  '100%',
  '%',
  '_',
  'smith_',
  "o'neil",
  'peña',
  '=1',
  'max',
  '"',
  'load-',
  '@example',
  '555010',
  '7749',
  'around back',
  'nomatch',
  'a',
  ' ',
];

/** A subscription's number as a search term, which every search also matches by id. */
let someSubscriptionId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { input, user } = await t.signUp({ firstName: 'Avery', lastName: 'Admin' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });

  let n = 0;
  for (const [firstName, lastName, address, zip, city, phone] of PEOPLE) {
    n++;
    const [u] = await t.db
      .insert(users)
      .values({
        username: `same-rows-${n}`,
        email: `same-rows-${n}@example.com`,
        passwordHash: 'x',
        firstName,
        lastName,
        phone,
        address,
        zip,
        city,
        role: n === 6 ? 'porter' : 'customer',
        // Microseconds, which the export must cut to milliseconds as Date#toISOString does.
        createdAt: sql`${`2026-03-0${n} 05:06:07.123456+00`}::timestamptz`,
      })
      .returning({ id: users.id });
    for (const [k, state] of (['active', 'paused', 'pending'] as const).entries()) {
      if (k > 0 && n % 3 !== k) continue;
      const plan = PLANS[(n + k) % PLANS.length]!;
      const [s] = await t.db
        .insert(subscriptions)
        .values({
          userId: u!.id,
          plan,
          priceCents: { basic: 2500, standard: 3500, premium: 5000 }[plan],
          status: state,
          gateCode: n % 2 ? `#${4240 + n}` : null,
          // Before midnight in Katy, the day before in UTC's calendar.
          createdAt: sql`${`2026-04-0${n} 04:30:00+00`}::timestamptz + ${k} * interval '1 day'`,
        })
        .returning({ id: subscriptions.id });
      someSubscriptionId = s!.id;
      for (let d = 0; d < 4; d++) {
        const status = STATUSES[(n + d) % STATUSES.length]!;
        await t.db.insert(serviceSchedules).values({
          subscriptionId: s!.id,
          serviceDate: `2026-0${1 + ((n + d) % 6)}-1${d}`,
          status,
          notes: NOTES[(n + d) % NOTES.length],
          createdAt: sql`${`2026-01-0${1 + d} 01:02:03.456789+00`}::timestamptz`,
          completedAt:
            status === 'completed'
              ? sql`${`2026-02-0${1 + d} 10:00:00.999999+00`}::timestamptz`
              : null,
        });
      }
    }
  }
});
afterAll(() => t?.close());

// The queries as they were before the indexes, verbatim in meaning.
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (q: string) => `%${escapeLike(q)}%`;
const customerName = sql`trim(${users.firstName} || ' ' || ${users.lastName})`;
const serviceDay = (column: SQL | typeof users.createdAt | typeof subscriptions.createdAt) =>
  sql`(${column} at time zone ${SERVICE_TIME_ZONE})::date`;
const recordId = (q?: string) =>
  q && /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : undefined;

type Filters = Record<string, string>;

type Db = TestApp['db'];

async function referenceUsers(f: Filters, db: Db = t.db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        f.q
          ? or(
              ilike(customerName, contains(f.q)),
              ilike(users.email, contains(f.q)),
              ilike(users.username, contains(f.q)),
              ilike(users.phone, contains(f.q)),
              ilike(users.address, contains(f.q)),
              ilike(users.zip, contains(f.q)),
            )
          : undefined,
        f.role ? eq(users.role, f.role as 'customer') : undefined,
        f.city ? ilike(users.city, escapeLike(f.city)) : undefined,
        f.from ? gte(serviceDay(users.createdAt), sql`${f.from}::date`) : undefined,
        f.to ? lte(serviceDay(users.createdAt), sql`${f.to}::date`) : undefined,
      ),
    )
    .orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`);
  return rows.map((r) => r.id);
}

async function referenceSubscriptions(f: Filters, db: Db = t.db): Promise<number[]> {
  const id = recordId(f.q);
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        f.q
          ? or(
              id === undefined ? undefined : eq(subscriptions.id, id),
              ilike(customerName, contains(f.q)),
              ilike(users.email, contains(f.q)),
              ilike(users.address, contains(f.q)),
              ilike(subscriptions.gateCode, contains(f.q)),
            )
          : undefined,
        f.status
          ? eq(subscriptions.status, f.status as 'active')
          : ne(subscriptions.status, 'pending'),
        f.plan ? eq(subscriptions.plan, f.plan as 'basic') : undefined,
        f.city ? ilike(users.city, escapeLike(f.city)) : undefined,
        f.from ? gte(serviceDay(subscriptions.createdAt), sql`${f.from}::date`) : undefined,
        f.to ? lte(serviceDay(subscriptions.createdAt), sql`${f.to}::date`) : undefined,
      ),
    )
    .orderBy(sql`${subscriptions.createdAt} desc`, sql`${subscriptions.id} desc`);
  return rows.map((r) => r.id);
}

/** Schedules in export order (service date, then id); the list shows them the other way round. */
async function referenceSchedules(f: Filters, db: Db = t.db): Promise<number[]> {
  const id = recordId(f.q);
  const rows = await db
    .select({ id: serviceSchedules.id })
    .from(serviceSchedules)
    .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        f.q
          ? or(
              id === undefined ? undefined : eq(serviceSchedules.subscriptionId, id),
              ilike(customerName, contains(f.q)),
              ilike(users.address, contains(f.q)),
              ilike(serviceSchedules.notes, contains(f.q)),
            )
          : undefined,
        f.status ? eq(serviceSchedules.status, f.status as 'missed') : undefined,
        f.plan ? eq(subscriptions.plan, f.plan as 'basic') : undefined,
        f.city ? ilike(users.city, escapeLike(f.city)) : undefined,
        f.from ? gte(serviceSchedules.serviceDate, f.from) : undefined,
        f.to ? lte(serviceSchedules.serviceDate, f.to) : undefined,
      ),
    )
    .orderBy(asc(serviceSchedules.serviceDate), asc(serviceSchedules.id));
  return rows.map((r) => r.id);
}

const query = (f: Filters) => new URLSearchParams(f).toString();

/** Every row of a list, read page by page at `pageSize`, with the total the first page reports. */
async function listIds(path: string, f: Filters, pageSize: number) {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await admin.get(
      `${path}?${query({ ...f, page: String(page), pageSize: String(pageSize) })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    if (page === 1) total = Number(res.headers['x-total-count']);
    const rows = res.json<{ id: number }[]>();
    ids.push(...rows.map((r) => r.id));
    if (rows.length < pageSize) return { ids, total };
  }
}

/** The ids an export wrote, in its order: each record's first cell (a bare number). */
function csvIds(body: string): number[] {
  const ids: number[] = [];
  let quoted = false;
  let recordStart = body.indexOf('\r\n') + 2;
  for (let at = recordStart; at < body.length; at++) {
    if (body[at] === '"') quoted = !quoted;
    else if (!quoted && body.startsWith('\r\n', at)) {
      ids.push(Number(body.slice(recordStart, body.indexOf(',', recordStart))));
      recordStart = at + 2;
      at++;
    }
  }
  return ids;
}

const withTerms = (extra: Filters[]): Filters[] => [
  {},
  ...TERMS.map((q) => ({ q })),
  { q: String(someSubscriptionId) },
  ...extra,
];

describe('the same rows as the plain queries, page by page, with the same totals', () => {
  test('users', async () => {
    for (const f of withTerms([
      { q: 'a', role: 'customer' },
      { q: 'rd', city: 'KATY' },
      { role: 'porter' },
      { city: 'fulshear', from: '2026-03-03' },
      { q: 'mason', from: '2026-03-01', to: '2026-03-06' },
      { from: '2026-03-02', to: '2026-03-04' },
    ])) {
      const expected = await referenceUsers(f);
      for (const pageSize of [10, 100]) {
        const { ids, total } = await listIds('/api/admin/users', f, pageSize);
        expect(ids, JSON.stringify(f)).toEqual(expected);
        expect(total, JSON.stringify(f)).toBe(expected.length);
      }
    }
  });

  test('subscriptions', async () => {
    for (const f of withTerms([
      { q: 'a', status: 'paused' },
      { q: 'garcia', status: 'pending' },
      { q: '4', plan: 'premium', city: 'katy' },
      { status: 'active', plan: 'basic' },
      { from: '2026-04-03', to: '2026-04-05' },
      { q: 'a', status: 'paused', from: '2026-04-04' },
    ])) {
      const expected = await referenceSubscriptions(f);
      for (const pageSize of [10, 100]) {
        const { ids, total } = await listIds('/api/admin/subscriptions', f, pageSize);
        expect(ids, JSON.stringify(f)).toEqual(expected);
        expect(total, JSON.stringify(f)).toBe(expected.length);
      }
    }
  });

  test('service schedules', async () => {
    for (const f of withTerms([
      { q: 'a', status: 'missed' },
      { q: 'mason', plan: 'standard', city: 'FULSHEAR' },
      { q: '4242', from: '2026-02-01', to: '2026-05-31' },
      { status: 'missed', plan: 'premium', city: 'katy' },
      { status: 'completed', from: '2026-02-01' },
      { q: 'garcia', status: 'completed', city: 'KATY' },
    ])) {
      const expected = (await referenceSchedules(f)).reverse();
      for (const pageSize of [10, 100]) {
        const { ids, total } = await listIds('/api/admin/service-schedules', f, pageSize);
        expect(ids, JSON.stringify(f)).toEqual(expected);
        expect(total, JSON.stringify(f)).toBe(expected.length);
      }
    }
  });
});

test('the schedules export writes, byte for byte, what the batch-by-batch export wrote', async () => {
  // Every schedule as the list sends it (the rows the previous export formatted), by id.
  const all = new Map<number, AdminSchedule>();
  const res = await admin.get('/api/admin/service-schedules?pageSize=100');
  for (const row of res.json<AdminSchedule[]>()) all.set(row.id, row);
  expect(all.size).toBeLessThan(100);

  for (const f of withTerms([
    { status: 'completed' },
    { q: 'mason', plan: 'standard', city: 'fulshear' },
    { from: '2026-02-01', to: '2026-04-30' },
  ])) {
    const rows = (await referenceSchedules(f)).map((id) => all.get(id)!);
    const expected = `\uFEFF${csvHeader(SCHEDULE_CSV_COLUMNS)}${rows
      .map((row) => csvRecord(SCHEDULE_CSV_COLUMNS, row))
      .join('')}`;
    const exported = await admin.get(`/api/admin/service-schedules.csv?${query(f)}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.equals(Buffer.from(expected, 'utf8')), JSON.stringify(f)).toBe(true);
  }
});

test('the schedules export writes cells a spreadsheet could misread exactly as src/domain/csv.ts does', async () => {
  // Names that trim to nothing (the username stands in) or around odd spaces, and every cell
  // that needs quoting, doubling or a formula guard. On PostgreSQL the database writes these.
  const odd = [
    ['\t Zoë\u00a0', ' "Quote", Jr.\r\n', '=HYPERLINK("http://x","y")', '+1', '-Katy', '@77494'],
    ['\u3000 ', '\n', '\tGate 3, "back"', '\r5', 'Katy\nTX', ''],
    ['', '', 'line one\r\nline two', '', '"', '""'],
  ] as const;
  const notes = [
    'two\nlines',
    'crlf\r\ninside',
    '\rstarts with CR',
    '\tstarts with a tab',
    '=1+1',
    '+1',
    '-1',
    '@SUM(A1)',
    '',
    null,
    'ends with a quote"',
    'comma, inside',
    'back\\slash',
    '"',
    '\n',
    "it's",
  ];
  for (const [n, [firstName, lastName, address, unit, city, zip]] of odd.entries()) {
    const [u] = await t.db
      .insert(users)
      .values({
        username: n === 2 ? '=odd-user' : `odd-${n}`,
        email: `odd-${n}@example.com`,
        passwordHash: 'x',
        firstName,
        lastName,
        address,
        unit,
        city,
        zip,
      })
      .returning({ id: users.id });
    const [s] = await t.db
      .insert(subscriptions)
      .values({ userId: u!.id, plan: 'basic', priceCents: 2500, status: 'active' })
      .returning({ id: subscriptions.id });
    for (const [d, note] of notes.entries()) {
      const status = STATUSES[d % STATUSES.length]!;
      await t.db.insert(serviceSchedules).values({
        subscriptionId: s!.id,
        serviceDate: `2026-07-${String(d + 1).padStart(2, '0')}`,
        status,
        notes: note,
        createdAt: sql`${`2026-01-01 00:00:00.${d}00999+00`}::timestamptz`,
        completedAt:
          status === 'completed' ? sql`'2026-07-01 23:59:59.9999+00'::timestamptz` : null,
      });
    }
  }

  const all = new Map<number, AdminSchedule>();
  for (let page = 1; ; page++) {
    const res = await admin.get(`/api/admin/service-schedules?pageSize=100&page=${page}`);
    const rows = res.json<AdminSchedule[]>();
    for (const row of rows) all.set(row.id, row);
    if (rows.length < 100) break;
  }
  const filters: Filters[] = [
    {},
    { q: 'quote' },
    { q: '"' },
    { q: 'back\\slash' },
    { city: 'katy\ntx' },
  ];
  for (const f of filters) {
    const rows = (await referenceSchedules(f)).map((id) => all.get(id)!);
    const expected = `\uFEFF${csvHeader(SCHEDULE_CSV_COLUMNS)}${rows
      .map((row) => csvRecord(SCHEDULE_CSV_COLUMNS, row))
      .join('')}`;
    expect(rows.length, JSON.stringify(f)).toBeGreaterThan(0);
    const exported = await admin.get(`/api/admin/service-schedules.csv?${query(f)}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body, JSON.stringify(f)).toBe(expected);
    expect(exported.rawPayload.equals(Buffer.from(expected, 'utf8')), JSON.stringify(f)).toBe(true);
  }
});

test('the plan and city filters follow a change of plan, a move, and rows changing hands', async () => {
  // The filters read copies of the plan and the city on each schedule and subscription, which
  // the database keeps in step (docs/decisions/040-admin-search-and-export-at-scale.md): every
  // change below is made straight in the tables, as any writer would.
  const userId = async (username: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const activeOf = async (username: string) =>
    (
      await t.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.userId, await userId(username)), eq(subscriptions.status, 'active')),
        )
    )[0]!.id;
  const ava = await activeOf('same-rows-1');
  const mia = await activeOf('same-rows-3');
  const noah = await activeOf('same-rows-4');

  // Ava moves from Katy to Sealy, and Noah's city changes case only.
  await t.db.update(users).set({ city: 'Sealy' }).where(eq(users.username, 'same-rows-1'));
  await t.db.update(users).set({ city: 'KATY' }).where(eq(users.username, 'same-rows-4'));
  // Liam's subscriptions change plan.
  await t.db
    .update(subscriptions)
    .set({ plan: 'basic' })
    .where(eq(subscriptions.userId, await userId('same-rows-2')));
  // A pickup added after the move, one of Noah's moved to Ava, Mia's subscription given to Zoë.
  await t.db
    .insert(serviceSchedules)
    .values({ subscriptionId: ava, serviceDate: '2026-08-01', status: 'missed' });
  const [moved] = await t.db
    .select({ id: serviceSchedules.id })
    .from(serviceSchedules)
    .where(
      and(
        eq(serviceSchedules.subscriptionId, noah),
        eq(serviceSchedules.serviceDate, '2026-05-10'),
      ),
    );
  await t.db
    .update(serviceSchedules)
    .set({ subscriptionId: ava })
    .where(eq(serviceSchedules.id, moved!.id));
  await t.db
    .update(subscriptions)
    .set({ userId: await userId('same-rows-5') })
    .where(eq(subscriptions.id, mia));

  const sealy = await referenceSchedules({ city: 'sealy' });
  expect(sealy).toEqual(expect.arrayContaining([moved!.id]));
  expect(await referenceSubscriptions({ city: 'sealy' })).toEqual(
    expect.arrayContaining([ava, mia]),
  );

  const scheduleFilters: Filters[] = [
    { city: 'sealy' },
    { city: 'Katy' },
    { plan: 'basic' },
    { plan: 'premium', city: 'SEALY' },
    { status: 'missed', city: 'sealy' },
    { status: 'completed', plan: 'basic', city: 'fulshear' },
    { q: 'garcia', city: 'sealy' },
    { q: 'garcia', status: 'missed', city: 'Sealy' },
    { q: 'a', plan: 'basic' },
  ];
  for (const f of scheduleFilters) {
    const expected = await referenceSchedules(f);
    for (const pageSize of [10, 100]) {
      const { ids, total } = await listIds('/api/admin/service-schedules', f, pageSize);
      expect(ids, JSON.stringify(f)).toEqual([...expected].reverse());
      expect(total, JSON.stringify(f)).toBe(expected.length);
    }
    const exported = await admin.get(`/api/admin/service-schedules.csv?${query(f)}`);
    expect(exported.statusCode).toBe(200);
    expect(csvIds(exported.body), JSON.stringify(f)).toEqual(expected);
  }

  const subscriptionFilters: Filters[] = [
    { city: 'sealy' },
    { status: 'active', city: 'Sealy' },
    { status: 'active', plan: 'basic', city: 'fulshear' },
    { status: 'pending', plan: 'basic' },
    { q: 'garcia', city: 'sealy' },
    { q: 'a', plan: 'basic', city: 'katy' },
  ];
  for (const f of subscriptionFilters) {
    const expected = await referenceSubscriptions(f);
    for (const pageSize of [10, 100]) {
      const { ids, total } = await listIds('/api/admin/subscriptions', f, pageSize);
      expect(ids, JSON.stringify(f)).toEqual(expected);
      expect(total, JSON.stringify(f)).toBe(expected.length);
    }
    const exported = await admin.get(`/api/admin/subscriptions.csv?${query(f)}`);
    expect(exported.statusCode).toBe(200);
    expect(csvIds(exported.body), JSON.stringify(f)).toEqual([...expected].sort((a, b) => a - b));
  }
});

describe('a common term: the first pages, with the count capped', () => {
  let big: TestApp;
  let office: TestClient;
  // More matching customers' subscriptions than the lists read by id, and more matches than the
  // count reads.
  const CUSTOMERS = FEW_SUBSCRIPTIONS + 200;
  // More than a search's first walk reads for the second page of 10.
  const OTHERS = 2 * 10 * WALK_PER_ROW + 100;

  beforeAll(async () => {
    big = await createTestApp();
    const { input, user } = await big.signUp({ firstName: 'Avery', lastName: 'Admin' });
    await big.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    office = big.client();
    await office.post('/api/login', { username: input.email, password: input.password });
    await big.db.execute(sql`
      insert into users (username, email, password_hash, first_name, last_name, phone, address,
        city, zip, created_at)
      select 'bulk-' || g, 'bulk-' || g || '@example.com', 'x', 'Bo', 'Commons', '281' || g,
        g || ' Commons Way', (array['Katy', 'Sealy', 'Fulshear'])[1 + g % 3], '77494',
        timestamptz '2026-03-01 05:00:00+00' + g * interval '37 minutes'
      from generate_series(1, ${CUSTOMERS}) g`);
    await big.db.execute(sql`
      insert into subscriptions (user_id, plan, price_cents, status, created_at)
      select id, (array['basic', 'standard', 'premium'])[1 + id % 3], 2500,
        (array['active', 'paused', 'cancelled', 'active'])[1 + id % 4], created_at + interval '1 hour'
      from users where username like 'bulk-%'`);
    await big.db.execute(sql`
      insert into service_schedules (subscription_id, service_date, status)
      select s.id, date '2026-01-01' + (s.id * 7 + k) % 300,
        (array['scheduled', 'completed', 'missed', 'completed'])[1 + (s.id + k) % 4]
      from subscriptions s cross join generate_series(0, 1) k`);
    // Newer customers no term below matches, with the latest pickups: the lists' first rows,
    // which a common term's first matches come after, past the walk a search tries first.
    await big.db.execute(sql`
      insert into users (username, email, password_hash, first_name, last_name, phone, address,
        city, zip, created_at)
      select 'other-' || g, 'other-' || g || '@example.com', 'x', 'Di', 'Elm', '555' || g,
        g || ' Elm St', (array['Katy', 'Sealy', 'Fulshear'])[1 + g % 3], '77494',
        timestamptz '2026-06-01 05:00:00+00' + g * interval '1 minute'
      from generate_series(1, ${OTHERS}) g`);
    await big.db.execute(sql`
      insert into subscriptions (user_id, plan, price_cents, status, created_at)
      select id, (array['basic', 'standard', 'premium'])[1 + id % 3], 2500, 'active',
        created_at + interval '1 hour'
      from users where username like 'other-%'`);
    await big.db.execute(sql`
      insert into service_schedules (subscription_id, service_date, status)
      select s.id, date '2026-11-01' + s.id % 30,
        (array['scheduled', 'completed', 'missed', 'completed'])[1 + s.id % 4]
      from subscriptions s join users u on u.id = s.user_id where u.username like 'other-%'`);
  });
  afterAll(() => big?.close());

  /** The first two pages at `pageSize`, and the total the first reports. */
  async function firstPages(path: string, f: Filters, pageSize: number) {
    const ids: number[] = [];
    let total = -1;
    let capped = false;
    for (const page of [1, 2]) {
      const res = await office.get(
        `${path}?${query({ ...f, page: String(page), pageSize: String(pageSize) })}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      if (page === 1) {
        total = Number(res.headers['x-total-count']);
        capped = res.headers['x-total-count-capped'] === 'true';
      }
      ids.push(...res.json<{ id: number }[]>().map((r) => r.id));
    }
    return { ids, total, capped };
  }

  async function compare(
    path: string,
    filters: Filters[],
    reference: (f: Filters) => Promise<number[]>,
  ) {
    for (const f of filters) {
      const expected = await reference(f);
      for (const pageSize of [10, 100]) {
        const { ids, total, capped } = await firstPages(path, f, pageSize);
        expect(ids, JSON.stringify(f)).toEqual(expected.slice(0, 2 * pageSize));
        expect(total, JSON.stringify(f)).toBe(Math.min(expected.length, COUNT_CAP));
        expect(capped, JSON.stringify(f)).toBe(expected.length > COUNT_CAP);
      }
    }
  }

  test('users', () =>
    compare(
      '/api/admin/users',
      [
        { q: 'commons' },
        { q: 'bo commons', city: 'sealy' },
        { q: 'commons', from: '2026-03-10', to: '2026-03-31' },
        { q: '281', role: 'customer' },
      ],
      (f) => referenceUsers(f, big.db),
    ));

  test('subscriptions', () =>
    compare(
      '/api/admin/subscriptions',
      [
        { q: 'commons' },
        { q: 'commons', status: 'paused' },
        { q: 'commons way', plan: 'premium', city: 'KATY' },
        { q: 'bulk-1', from: '2026-03-05' },
      ],
      (f) => referenceSubscriptions(f, big.db),
    ));

  test('service schedules', () =>
    compare(
      '/api/admin/service-schedules',
      [
        { q: 'commons' },
        { q: 'commons', status: 'missed', city: 'katy' },
        { q: 'commons', plan: 'basic', from: '2026-03-01', to: '2026-08-31' },
        { q: 'bo commons', status: 'completed' },
        // Many matching customers, few of their pickups: a total under the cap.
        { q: 'commons', status: 'missed', from: '2026-01-01', to: '2026-02-15' },
      ],
      async (f) => (await referenceSchedules(f, big.db)).reverse(),
    ));
});

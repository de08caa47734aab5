import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ANY_BODY_FIELDS,
  fillPath,
  HOSTILE_BODIES,
  HOSTILE_TEXT,
  IMPOSSIBLE_DATES,
  hostileValues,
  NOT_DECIMALS,
  routeCollector,
  sampleFor,
  type ApiRoute,
} from '../test/hostile-input.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';
import { communities, communityManagers, users } from './db/schema.ts';

// Walks every registered /api route (collected as the app registers them, so a new route is
// covered without being listed here) with hostile input, and asserts that none of it is a 5xx:
// bad input is the client's error and must read as a 4xx with a message.

let t: TestApp;
const { routes, onRoute } = routeCollector();
let admin: TestClient;
let porter: TestClient;
let manager: TestClient;

async function signedIn(role: 'customer' | 'admin' | 'porter' | 'manager'): Promise<TestClient> {
  const { input, user, client } = await t.signUp();
  if (role === 'customer') return client;
  await t.db.update(users).set({ role }).where(eq(users.id, user.id));
  const fresh = t.client();
  await fresh.post('/api/login', { username: input.email, password: input.password });
  return fresh;
}

beforeAll(async () => {
  t = await createTestApp({ onRoute });
  admin = await signedIn('admin');
  porter = await signedIn('porter');
  manager = await signedIn('manager');
  // The walk fills every path parameter with 1: the manager manages community 1, so hostile
  // input gets past the community check to the route.
  const [community] = await t.db
    .insert(communities)
    .values({ id: 1, name: 'Walk Commons', street: '1 Walk Way', zip: '77494' })
    .onConflictDoUpdate({ target: communities.id, set: { active: true } })
    .returning({ id: communities.id });
  const [managerRow] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'manager'));
  await t.db
    .insert(communityManagers)
    .values({ userId: managerRow!.id, communityId: community!.id });
});
afterAll(() => t?.close());

type Failure = string;

async function send(
  client: TestClient,
  route: ApiRoute,
  request: {
    url?: string;
    payload?: unknown;
    contentType?: string;
    headers?: Record<string, string>;
  },
  failures: Failure[],
  what: string,
) {
  const url = request.url ?? fillPath(route.url, {});
  const response = await client.inject({
    method: route.method as 'GET',
    url,
    headers: {
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...request.headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
  if (response.statusCode >= 500) {
    failures.push(
      `${route.method} ${route.url} ${what} → ${response.statusCode} ${response.body.slice(0, 120)}`,
    );
  }
  return response;
}

/** Someone the route lets in, so that hostile input gets past its guard. */
const clientFor = async (route: ApiRoute) => {
  if (route.role === 'admin') return admin;
  if (route.role === 'porter') return porter;
  if (route.role === 'manager') return manager;
  return signedIn('customer');
};

const DATE_KEYS = ['from', 'to', 'date'];

const hasBody = (route: ApiRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

const validBody = (fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, sampleFor(field)]));

describe('hostile input on every /api route is never a 5xx', () => {
  test('the walk found the routes', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/login');
    // Each guarded route says whom it lets in, so the walk signs in as them.
    const staff = routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(staff.filter((r) => r.role !== 'admin')).toEqual([]);
    expect(routes.filter((r) => r.role === 'porter').map((r) => r.url)).toContain(
      '/api/crew/route',
    );
    expect(routes.filter((r) => r.eventStream).length).toBeGreaterThan(0);
  });

  test('path parameters', { timeout: 120_000 }, async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter((r) => r.params.length > 0)) {
      const client = await clientFor(route);
      for (const param of route.params) {
        for (const value of HOSTILE_TEXT) {
          const payload = hasBody(route) && route.body ? validBody(route.body) : undefined;
          await send(
            client,
            route,
            { url: fillPath(route.url, { [param]: value }), payload },
            failures,
            `:${param}=${JSON.stringify(value).slice(0, 30)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('query strings, known and unknown keys', { timeout: 120_000 }, async () => {
    const failures: Failure[] = [];
    // An event stream answers 200 and stays open by design, so its request never ends; it reads
    // no query, and who may open one is tested beside it.
    const gets = routes.filter((r) => r.method === 'GET' && !r.eventStream);
    for (const route of gets) {
      const client = await clientFor(route);
      for (const key of [...route.query, 'unexpected']) {
        for (const value of HOSTILE_TEXT) {
          const query = new URLSearchParams(
            Object.fromEntries(route.query.map((k) => [k, String(sampleFor(k))])),
          );
          query.set(key, value);
          const what = `?${key}=${JSON.stringify(value).slice(0, 30)}`;
          const url = `${fillPath(route.url, {})}?${query}`;
          const response = await send(client, route, { url }, failures, what);
          // A CSV export answered 200 and its header before the database refused such a day.
          const isDate = DATE_KEYS.includes(key) && IMPOSSIBLE_DATES.includes(value);
          if (isDate && !(response.statusCode === 400 && response.json().errors?.[key])) {
            failures.push(
              `${route.method} ${route.url} ${what} → ${response.statusCode}, not a 400 on ${key}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('JSON body fields, one hostile field at a time', { timeout: 480_000 }, async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter(hasBody)) {
      const fields = route.body ?? ANY_BODY_FIELDS;
      // A body the service validates itself depends on the session: try both.
      const clients = route.body ? [await clientFor(route)] : [t.client(), await clientFor(route)];
      for (const client of clients) {
        for (const field of [...fields, 'unexpected']) {
          for (const value of hostileValues(sampleFor(field))) {
            const payload = { ...validBody(fields), [field]: value };
            await send(
              client,
              route,
              { payload: JSON.stringify(payload), contentType: 'application/json' },
              failures,
              `${field}=${JSON.stringify(value).slice(0, 30)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('bodies of the wrong type, shape or size', { timeout: 240_000 }, async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter(hasBody)) {
      const client = await clientFor(route);
      for (const body of HOSTILE_BODIES) {
        const shown =
          typeof body.payload === 'string'
            ? body.payload.slice(0, 30)
            : `${body.payload.length} bytes`;
        const what = `${body.contentType} ${shown}`;
        const response = await send(client, route, body, failures, what);
        if (body.refused && response.statusCode < 400) {
          failures.push(`${route.method} ${route.url} ${what} → ${response.statusCode}, taken`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('a number that is not plain digits is a 400 on its field', { timeout: 60_000 }, async () => {
    const failures: Failure[] = [];
    const numeric = routes.filter(
      (r) => r.numeric.params.length + r.numeric.query.length + r.numeric.body.length > 0,
    );
    expect(numeric.length).toBeGreaterThan(10);
    for (const route of numeric) {
      const client = await clientFor(route);
      const validQuery = Object.fromEntries(route.query.map((k) => [k, String(sampleFor(k))]));
      const body = hasBody(route) && route.body ? validBody(route.body) : undefined;
      const where = [
        ...route.numeric.params.map((key) => ['params', key] as const),
        ...route.numeric.query.map((key) => ['query', key] as const),
        ...(hasBody(route) ? route.numeric.body.map((key) => ['body', key] as const) : []),
      ];
      for (const [part, key] of where) {
        for (const value of NOT_DECIMALS) {
          const query = new URLSearchParams(validQuery);
          if (part === 'query') query.set(key, value);
          const path = fillPath(route.url, part === 'params' ? { [key]: value } : {});
          const payload = part === 'body' ? { ...body, [key]: value } : body;
          const response = await send(
            client,
            route,
            {
              url: `${path}?${query}`,
              payload: payload && JSON.stringify(payload),
              ...(payload && { contentType: 'application/json' }),
            },
            failures,
            `${part} ${key}=${JSON.stringify(value)}`,
          );
          if (response.statusCode !== 400 || !response.json().errors?.[key]) {
            failures.push(
              `${route.method} ${route.url} ${part} ${key}=${JSON.stringify(value)} → ${response.statusCode}, not a 400 on ${key}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('a session cookie and headers no browser would send', { timeout: 60_000 }, async () => {
    const failures: Failure[] = [];
    const cookies = ['%00', 'a%00b', 'x'.repeat(4_000), '%E0%A4%A', '"quoted"'];
    for (const route of routes) {
      for (const sid of cookies) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, {}),
          headers: { cookie: `sid=${sid}`, 'x-forwarded-for': '::ffff:999.1.1.1, zzz' },
        });
        if (response.statusCode >= 500)
          failures.push(
            `${route.method} ${route.url} sid=${sid.slice(0, 20)} → ${response.statusCode}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  test('webhooks with garbage bodies and signatures', async () => {
    const failures: Failure[] = [];
    const route = routes.find((r) => r.url.startsWith('/api/webhooks/'))!;
    const garbage = [
      '',
      '{',
      '[]',
      'null',
      '{"type":"x\\u0000"}',
      '{"id":"evt_\\u0000","type":"invoice.paid","data":{"object":{"subscription":"sub_\\u0000"}}}',
      '{"event_type":"BILLING.SUBSCRIPTION.ACTIVATED","resource":{"id":2147483648}}',
      '\u0000\u00ff',
    ];
    for (const provider of ['stripe', 'paypal', 'sandbox', 'sandbox-paypal', 'other', '%00']) {
      for (const payload of garbage) {
        for (const headers of [
          {},
          {
            'stripe-signature': 't=1,v1=\u00ff',
            'paypal-transmission-id': '\u00ff',
            'paypal-transmission-sig': 'x',
          },
        ]) {
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/webhooks/${provider}`,
            headers: { 'content-type': 'application/json', ...headers },
            payload,
          });
          if (response.statusCode >= 500)
            failures.push(
              `${route.url} ${provider} ${payload.slice(0, 30)} → ${response.statusCode} ${response.body.slice(0, 100)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test("Twilio's callbacks with garbage forms and signatures", async () => {
    const failures: Failure[] = [];
    const paths = routes.filter((r) => r.url.startsWith('/api/notifications/sms/'));
    expect(paths.map((r) => r.url).sort()).toEqual([
      '/api/notifications/sms/inbound',
      '/api/notifications/sms/status',
    ]);
    const forms = [
      '',
      '=',
      '&&&',
      'From=%2B12815550142&Body=STOP',
      'MessageSid=SM1&MessageStatus=delivered',
      'From=%ZZ&Body=%E0%A4%A',
      'Body=' + 'x'.repeat(10_000),
      'MessageSid[]=1&MessageStatus[x]=2',
      '\u00ff\u00fe',
    ];
    for (const route of paths) {
      for (const payload of forms) {
        for (const signature of [undefined, '', 'x', '\u00ff', 'a'.repeat(28)]) {
          const response = await t.app.inject({
            method: 'POST',
            url: route.url,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
            },
            payload,
          });
          if (response.statusCode !== 403 && response.statusCode !== 400)
            failures.push(`${route.url} ${payload.slice(0, 30)} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

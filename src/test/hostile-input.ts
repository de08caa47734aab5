import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { testJpeg, withEmptySegments } from './jpeg.ts';

/** A registered /api route and the zod schemas it validates with. */
export type ApiRoute = {
  method: string;
  url: string;
  params: string[];
  query: string[];
  body: string[] | null;
  /** The path parameters, query keys and body fields that read the text `1` as the number 1. */
  numeric: { params: string[]; query: string[]; body: string[] };
  /** The one role its scope lets in (route config `role`); anyone signed in otherwise. */
  readonly role: 'admin' | 'porter' | 'manager' | undefined;
  /** Its reply is an event stream that stays open (route config `eventStream`). */
  readonly eventStream: boolean;
};

type SchemaLike = {
  _zod?: { def: { type: string; shape?: object; in?: unknown; innerType?: unknown } };
};

/** The top-level keys of an object schema (through pipes, defaults and optionals). */
function keysOf(schema: unknown): string[] {
  const def = (schema as SchemaLike | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return keysOf(def.in);
  if (def.innerType) return keysOf(def.innerType);
  return [];
}

/** The keys of an object schema whose field reads the text `1` as a number. */
function numericKeysOf(schema: unknown): string[] {
  const def = (schema as SchemaLike | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape as Record<string, z.ZodType>)
      .filter(([, field]) => typeof field.safeParse('1').data === 'number')
      .map(([key]) => key);
  }
  if (def.type === 'pipe') return numericKeysOf(def.in);
  if (def.innerType) return numericKeysOf(def.innerType);
  return [];
}

/** An onRoute hook that collects every /api route as it is registered. */
export function routeCollector() {
  const routes: ApiRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
        query: keysOf(schema.querystring),
        body: schema.body ? keysOf(schema.body) : null,
        numeric: {
          params: numericKeysOf(schema.params),
          query: numericKeysOf(schema.querystring),
          body: numericKeysOf(schema.body),
        },
        // Read when asked: a guarded scope marks its routes in an onRoute hook that runs after
        // this one.
        get role() {
          return route.config?.role;
        },
        get eventStream() {
          return route.config?.eventStream === true;
        },
      });
    }
  };
  return { routes, onRoute };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
let n = 0;

/** A plausible value for a field, so one hostile field at a time gets past the others. */
export function sampleFor(field: string): unknown {
  const unique = `${Date.now().toString(36)}${++n}`;
  const samples: Record<string, unknown> = {
    firstName: 'Casey',
    lastName: 'Tester',
    name: 'Casey Tester',
    email: `hostile.${unique}@example.com`,
    username: `hostile.${unique}@example.com`,
    phone: '2815550199',
    password: 'correct-horse-battery',
    confirmPassword: 'correct-horse-battery',
    currentPassword: 'correct-horse-battery',
    newPassword: 'another-horse-battery',
    address: '2300 Katy Mills Blvd',
    unit: '1204',
    city: 'Katy',
    state: 'TX',
    zip: '77494',
    plan: 'standard',
    planType: 'standard',
    planId: 'P-1',
    gateCode: '1234',
    specialInstructions: 'Side gate',
    subject: 'Hello',
    message: 'Hello there',
    token: 'not-a-real-token',
    serviceDate: tomorrow(),
    date: tomorrow(),
    from: '2026-01-01',
    to: tomorrow(),
    subscriptionId: 1,
    id: 1,
    status: 'completed',
    action: 'approve',
    clientSecret: 'secret',
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
    adminKey: 'key',
    q: 'katy',
    page: 1,
    pageSize: 10,
  };
  return field in samples ? samples[field] : 'sample';
}

/** Every field a schema-less body might carry (the service validates those itself). */
export const ANY_BODY_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'username',
  'phone',
  'password',
  'confirmPassword',
  'address',
  'unit',
  'city',
  'zip',
  'planType',
  'gateCode',
  'specialInstructions',
];

/** Whole numbers written as `Number()` reads them but no form or link writes them. */
export const NOT_DECIMALS = ['+1', '0x10', '1e3', ' 1', '01'];

/** Values for one JSON field: NUL, out-of-range ids, impossible dates, wrong types, too long. */
export function hostileValues(sample: unknown): unknown[] {
  const text = typeof sample === 'string' ? sample : String(sample);
  return [
    `${text}\u0000`,
    2147483648,
    -1,
    1.5,
    '2147483648',
    '2026-02-30',
    '0000-01-01',
    {},
    [text],
    null,
    'x'.repeat(5_000),
  ];
}

/** Days in the YYYY-MM-DD shape that no calendar has. */
export const IMPOSSIBLE_DATES = ['2026-02-30', '2026-04-31', '0000-01-01'];

/** Values for one path or query-string parameter (as text, before URL encoding). */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '+1',
  '0x10',
  'abc',
  ...IMPOSSIBLE_DATES,
  '9999-12-31',
  ' ',
  'x'.repeat(3_000),
];

const JSON_BODIES = [
  '[]',
  '"text"',
  'null',
  '12',
  '{"a":',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  '{"a\\u0000":"b"}',
  JSON.stringify({ a: 'x'.repeat(70 * 1024) }),
];

/** A whole body; `refused`: no route may take it (a 4xx everywhere, not only no 5xx). */
export type HostileBody = { payload: string | Buffer; contentType: string; refused?: boolean };

/** Whole bodies of the wrong shape or size. */
export const HOSTILE_BODIES: HostileBody[] = [
  ...JSON_BODIES.map((payload) => ({ payload, contentType: 'application/json' })),
  // 40 KB of arrays one inside another: a recursive walk runs out of stack.
  {
    payload: '['.repeat(20_000) + ']'.repeat(20_000),
    contentType: 'application/json',
    refused: true,
  },
  // 5 MB of empty segments around a real photo: reading them one by one holds the server.
  { payload: withEmptySegments(testJpeg()), contentType: 'image/jpeg', refused: true },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: 'a=b', contentType: 'application/x-www-form-urlencoded' },
  { payload: '\u0000\u00ff\u0001', contentType: 'application/octet-stream' },
];

/** Path parameters that are not ids, each with a value its route accepts. */
const PATH_SAMPLES: Record<string, string> = { table: 'weeks.csv' };

/** A concrete URL for a route pattern, with one parameter replaced (URL-encoded). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? PATH_SAMPLES[name] ?? '1'),
  );
}

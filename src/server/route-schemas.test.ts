import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every /api route declares the schema of its success reply: the serializer writes only the
// schema's fields, and the client's types are inferred from the same schema. A route added
// without one fails here, unless it is one of the few whose reply JSON cannot describe.

/** Replies that are not JSON: CSV exports, a photo, an event stream. */
const NOT_JSON = new Set([
  'GET /api/photos/:id',
  // A receipt as a PDF (application/pdf).
  'GET /api/payments/receipts/:number/pdf',
  // A night's report as a PDF.
  'GET /api/admin/communities/:id/nights/:date/pdf',
  'GET /api/admin/users.csv',
  'GET /api/admin/subscriptions.csv',
  'GET /api/admin/service-schedules.csv',
  'GET /api/admin/waitlist.csv',
  'GET /api/admin/property-invoices/:id/lines.csv',
  'GET /api/manager/communities/:communityId/doors.csv',
  'GET /api/manager/communities/:communityId/nights/:date/doors.csv',
  'GET /api/manager/communities/:communityId/tickets.csv',
  'GET /api/manager/communities/:communityId/nights/:date/pdf',
  'GET /api/manager/communities/:communityId/invoices/:invoiceId/lines.csv',
  'GET /api/manager/communities/:communityId/notice-report.csv',
  'GET /api/manager/communities/:communityId/fee-ledger.csv',
  'GET /api/admin/notice-report.csv',
  'GET /api/admin/communities/:id/fee-ledger.csv',
  'GET /api/admin/analytics/revenue.csv',
  // The owner's numbers' tables, each a CSV (`weeks.csv`, ...).
  'GET /api/admin/analytics/service/:table',
  'GET /api/admin/analytics/growth/:table',
  // The Today board's event stream (text/event-stream).
  'GET /api/admin/today/events',
  // A resident's text reply, answered in TwiML (text/xml) for Twilio to text back.
  'POST /api/notifications/sms/inbound',
]);

type Declared = { route: string; success: string[]; errors: boolean };

const declared: Declared[] = [];
const onRoute = (route: RouteOptions) => {
  if (!route.url.startsWith('/api/')) return;
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  const codes = Object.keys(response);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    declared.push({
      route: `${method} ${route.url}`,
      success: codes.filter((code) => code.startsWith('2')),
      errors: codes.includes('4xx'),
    });
  }
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute });
});
afterAll(() => t?.close());

describe('route schemas', () => {
  test('every /api route with a JSON reply declares its success schema', () => {
    expect(declared.length).toBeGreaterThan(25);
    const missing = declared
      .filter((r) => !NOT_JSON.has(r.route) && r.success.length === 0)
      .map((r) => r.route);
    expect(missing).toEqual([]);
  });

  test('the exceptions are still routes, so the list cannot go stale', () => {
    const routes = new Set(declared.map((r) => r.route));
    expect([...NOT_JSON].filter((route) => !routes.has(route))).toEqual([]);
  });

  test('error replies keep their message and field errors through a declared error schema', async () => {
    const response = await t.client().post('/api/contact', { name: '', email: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBeTruthy();
    expect(body.errors.name).toBeDefined();
    expect(body.errors.email).toBeDefined();
  });

  test('a reply carries only the fields its schema names', async () => {
    const { client } = await t.signUp();
    const response = await client.get('/api/user');
    expect(Object.keys(response.json())).not.toContain('passwordHash');
  });
});

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  addDays,
  firstServiceDate,
  pickupDatesFrom,
  SCHEDULE_HORIZON_DAYS,
} from '../domain/pickup-calendar.ts';
import { serviceToday } from '../domain/holds.ts';
import type { Subscription } from '../domain/schemas/subscription.ts';
import { FAKE_PAYPAL_CLIENT, fakePaypalEnv, startFakePaypal } from '../test/fakes/fake-paypal.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { mailOutbox, serviceSchedules, subscriptionHolds, subscriptions } from './db/schema.ts';
import { enqueueMail, type MailTransport } from './modules/mail/mail-module.ts';
import { generatePickups } from './modules/schedules/schedules-module.ts';
import { SESSION_CACHE_TTL_MS } from './modules/auth/auth-module.ts';

// Several app servers share one PostgreSQL database in production (docs/decisions/006-pickup-schedules.md,
// docs/decisions/003-session-cache.md, docs/decisions/021-subscription-list-cache.md). Two instances can only share a real server, not an
// embedded PGlite; `npm test` runs the server suites again on PostgreSQL, where this file runs.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const SUBSCRIPTIONS = 200;
const MAILS = 50;
const PAUSES = 30;
const DAY = 24 * 60 * 60_000;

describe.skipIf(!onPostgres)(
  'two app servers on one database (runs on PostgreSQL with TEST_DATABASE_URL; an embedded PGlite serves one process)',
  () => {
    let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
    let a: TestApp;
    let b: TestApp;
    const sent: { instance: 'a' | 'b'; subject: string }[] = [];

    // Both instances hand mail to one recording server; a short pause per send keeps both senders
    // busy at the same time.
    const recordingTransport = (instance: 'a' | 'b'): MailTransport => ({
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push({ instance, subject: mail.subject });
      },
      close: () => {},
    });

    beforeAll(async () => {
      paypal = await startFakePaypal();
      const env = fakePaypalEnv(paypal.url);
      a = await createTestApp({ env, mailTransport: recordingTransport('a') });
      b = await createTestApp({ env, mailTransport: recordingTransport('b'), sameDatabaseAs: a });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await paypal?.close();
    });

    async function subscriptionRows(values: Partial<typeof subscriptions.$inferInsert>[]) {
      const { user } = await a.signUp();
      return a.db
        .insert(subscriptions)
        .values(
          values.map((v) => ({
            userId: user.id,
            plan: 'standard' as const,
            priceCents: 3500,
            ...v,
          })),
        )
        .returning();
    }

    test('the pickup-schedule generators running at once write each pickup once', async () => {
      const plans = ['basic', 'standard', 'premium'] as const;
      const rows = await subscriptionRows(
        Array.from({ length: SUBSCRIPTIONS }, (_, i) => ({
          plan: plans[i % 3],
          status: 'active' as const,
        })),
      );
      const ids = rows.map((r) => r.id);
      const from = firstServiceDate(new Date());
      const expected = rows.reduce(
        (sum, r) => sum + pickupDatesFrom(r.plan, from, SCHEDULE_HORIZON_DAYS).length,
        0,
      );

      const created = await Promise.all([
        generatePickups(a.db),
        generatePickups(b.db),
        generatePickups(a.db),
        generatePickups(b.db),
      ]);

      const [counts] = await a.db
        .select({
          rows: sql<number>`count(*)::int`,
          distinct: sql<number>`count(distinct (${serviceSchedules.subscriptionId}, ${serviceSchedules.serviceDate}))::int`,
        })
        .from(serviceSchedules)
        .where(inArray(serviceSchedules.subscriptionId, ids));
      expect(expected).toBeGreaterThan(SUBSCRIPTIONS);
      expect(counts).toEqual({ rows: expected, distinct: expected });
      expect(created.reduce((sum, n) => sum + n, 0)).toBe(expected);
    });

    test('the mail senders running at once send each queued message once', async () => {
      for (let i = 0; i < MAILS; i++) {
        await enqueueMail(a.db, { to: 'jordan@example.com', subject: `Reminder ${i}`, text: 'Hi' });
      }
      a.app.mailer.kick();
      b.app.mailer.kick();
      await Promise.all([a.app.mailer.drain(), b.app.mailer.drain()]);

      const reminders = sent.filter((m) => m.subject.startsWith('Reminder '));
      const subjects = reminders.map((m) => m.subject).sort();
      expect(subjects).toEqual(Array.from({ length: MAILS }, (_, i) => `Reminder ${i}`).sort());
      expect(new Set(reminders.map((m) => m.instance))).toEqual(new Set(['a', 'b']));
      const outbox = await a.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like 'Reminder %'`);
      expect(outbox).toHaveLength(MAILS);
      expect(outbox.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });

    test('the pause-expiry sweeps running at once end each expired pause once, at PayPal too', async () => {
      const paypalIds = await Promise.all(
        Array.from({ length: PAUSES }, () => paypalSubscription()),
      );
      const now = Date.now();
      const rows = await subscriptionRows(
        paypalIds.map((ref) => ({
          status: 'paused' as const,
          provider: 'paypal' as const,
          providerSubscriptionId: ref,
          pausedAt: new Date(now - 30 * DAY),
          pauseEndsAt: new Date(now - 60_000),
          pauseYear: new Date(now).getUTCFullYear(),
        })),
      );
      paypal.requests.length = 0;

      const resumed = await Promise.all([a.app.pauseExpiry.runNow(), b.app.pauseExpiry.runNow()]);

      expect(resumed[0].resumed + resumed[1].resumed).toBe(PAUSES);
      const after = await a.db
        .select()
        .from(subscriptions)
        .where(
          inArray(
            subscriptions.id,
            rows.map((r) => r.id),
          ),
        );
      expect(after.every((r) => r.status === 'active' && r.pauseEndsAt === null)).toBe(true);
      const activations = paypal.sent('POST /v1/billing/subscriptions/').map((r) => r.path);
      expect(activations.sort()).toEqual(
        paypalIds.map((ref) => `/v1/billing/subscriptions/${ref}/activate`).sort(),
      );
      for (const ref of paypalIds) expect(paypal.subscription(ref)?.status).toBe('ACTIVE');
      const pickups = await a.db
        .select({ n: sql<number>`count(*)::int` })
        .from(serviceSchedules)
        .where(eq(serviceSchedules.subscriptionId, rows[0]!.id));
      expect(pickups[0]?.n).toBe(
        pickupDatesFrom('standard', firstServiceDate(new Date()), SCHEDULE_HORIZON_DAYS).length,
      );
    });

    test('the sweeps running at once start each booked hold once, at PayPal too', async () => {
      const paypalIds = await Promise.all(
        Array.from({ length: PAUSES }, () => paypalSubscription()),
      );
      const rows = await subscriptionRows(
        paypalIds.map((ref) => ({
          status: 'active' as const,
          provider: 'paypal' as const,
          providerSubscriptionId: ref,
        })),
      );
      const today = serviceToday(new Date());
      await a.db.insert(subscriptionHolds).values(
        rows.map((r) => ({
          subscriptionId: r.id,
          startsOn: today,
          returnsOn: addDays(today, 3),
        })),
      );
      paypal.requests.length = 0;

      const runs = await Promise.all([a.app.pauseExpiry.runNow(), b.app.pauseExpiry.runNow()]);

      expect(runs[0].started + runs[1].started).toBe(PAUSES);
      const after = await a.db
        .select()
        .from(subscriptions)
        .where(
          inArray(
            subscriptions.id,
            rows.map((r) => r.id),
          ),
        );
      expect(after.every((r) => r.status === 'paused')).toBe(true);
      const suspensions = paypal.sent('POST /v1/billing/subscriptions/').map((r) => r.path);
      expect(suspensions.sort()).toEqual(
        paypalIds.map((ref) => `/v1/billing/subscriptions/${ref}/suspend`).sort(),
      );
      const left = await a.db
        .select()
        .from(subscriptionHolds)
        .where(
          inArray(
            subscriptionHolds.subscriptionId,
            rows.map((r) => r.id),
          ),
        );
      expect(left).toEqual([]);
    });

    test('a session started on one server works on the other, and its logout ends it there', async () => {
      const { input } = await a.signUp();
      const onA = a.client();
      expect(
        (await onA.post('/api/login', { username: input.username, password: input.password }))
          .statusCode,
      ).toBe(200);
      const sid = onA.sid!;
      const onB = b.client({ sid });
      expect((await onB.get('/api/user')).json()).toMatchObject({ username: input.username });

      expect((await onA.post('/api/logout')).statusCode).toBeLessThan(300);
      expect((await a.client({ sid }).get('/api/user')).statusCode).toBe(401);
      // B may honour its cached copy for the session cache's lifetime, and not a moment longer.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_TTL_MS + 1 });
      try {
        expect((await onB.get('/api/user')).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });

    test('a list one server keeps shows a pause made on the other, once the notice arrives', async () => {
      const customer = await a.customerWith('active');
      const onB = b.client({ sid: customer.client.sid! });
      const listedOnB = async () => (await onB.get('/api/subscriptions')).json<Subscription[]>();
      expect((await listedOnB())[0]).toMatchObject({ status: 'active' });
      expect((await listedOnB())[0]).toMatchObject({ status: 'active' });

      const paused = await customer.client.post(`/api/subscriptions/${customer.id}/pause`);
      expect(paused.statusCode).toBe(200);

      // B hears of it from the database after A's commit (docs/decisions/021-subscription-list-cache.md).
      await vi.waitFor(async () => {
        expect((await listedOnB())[0]).toMatchObject({ status: 'paused', nextPickup: null });
      });
    });

    /** A subscription PayPal knows, suspended as a paused one is. */
    async function paypalSubscription(): Promise<string> {
      const basic = Buffer.from(`${FAKE_PAYPAL_CLIENT.id}:${FAKE_PAYPAL_CLIENT.secret}`).toString(
        'base64',
      );
      const token = await fetch(`${paypal.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      const created = await fetch(`${paypal.url}/v1/billing/subscriptions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ plan_id: 'P-STANDARD' }),
      }).then((r) => r.json() as Promise<{ id: string }>);
      paypal.setStatus(created.id, 'SUSPENDED');
      return created.id;
    }
  },
);

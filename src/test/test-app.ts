import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { RegisterInput, User } from '../domain/schemas/account.ts';
import type { SubscriptionStatus } from '../domain/schemas/subscription.ts';
import { buildApp, type AppOptions } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../server/db/client.ts';
import { subscriptions } from '../server/db/schema.ts';
import type { MailTransport } from '../server/modules/mail/mail-module.ts';
import type { SmsTransport } from '../server/modules/notifications/notifications-module.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export type TestAppOptions = {
  /** Environment variables on top of the test defaults (e.g. SMTP_URL, ADMIN_LOGIN_KEY). */
  env?: Record<string, string>;
  /** Where mail goes; by default SMTP_URL's server if set, otherwise nowhere. */
  mailTransport?: MailTransport;
  mailPollIntervalMs?: AppOptions['mailPollIntervalMs'];
  /** Where texts go; by default Twilio's API if TWILIO_ variables point at it, otherwise nowhere. */
  smsTransport?: SmsTransport;
  onRoute?: AppOptions['onRoute'];
  logStream?: AppOptions['logStream'];
  /** A client build to serve; by default none (only /api). */
  clientDir?: string;
  /**
   * Another app server on this app's database (PostgreSQL only), with a connection pool of its
   * own, as a second instance behind the load balancer has. The first app drops the database.
   */
  sameDatabaseAs?: TestApp;
};

export type TestClient = {
  /** The session cookie's current value. */
  readonly sid: string | undefined;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
};

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The database's URL on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** A browser stand-in: keeps the session cookie the app sets, sends it back, drops it when cleared. */
  client(options?: { ip?: string; sid?: string }): TestClient;
  /** Registers a new customer through the API; the returned client is signed in. */
  signUp(overrides?: Partial<TestAccount>): Promise<{
    client: TestClient;
    user: User;
    input: TestAccount;
  }>;
  /**
   * A signed-up customer with one standard-plan subscription of `status`, written straight to the
   * database as a finished checkout would leave it; `id` is the subscription's.
   */
  customerWith(
    status: SubscriptionStatus,
    extra?: Partial<typeof subscriptions.$inferInsert>,
  ): Promise<{ client: TestClient; user: User; input: TestAccount; id: number }>;
  close(): Promise<void>;
};

/** A sign-up as the tests send it: with a username, so they can sign in with either login. */
export type TestAccount = RegisterInput & { username: string };

export const TEST_IP = '127.0.0.1';
const COOKIE = 'sid';

const TEST_ENV = {
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-session-secret-with-at-least-32-characters',
  APP_URL: 'http://app.test',
  // Tests share one client IP; the rate-limit tests set 1 to exercise the real limits.
  RATE_LIMIT_MULTIPLIER: '1000',
  // Silent also for the tests that start the app as production (whose default level is info).
  LOG_LEVEL: 'silent',
  // Tests run the reminder scheduler as if at the time they choose, never by the clock.
  NO_NOTIFICATION_SCHEDULER: '1',
  // The same for the nightly reports, made when a window closes.
  NO_NIGHT_REPORTS: '1',
  // ... and the month's property invoices likewise.
  NO_PROPERTY_INVOICING: '1',
  // ... and the revenue snapshots, written for the days a test chooses.
  NO_REVENUE_SNAPSHOTS: '1',
  // ... and the service numbers' snapshots.
  NO_SERVICE_SNAPSHOTS: '1',
};

const discardMail: MailTransport = { send: async () => {}, close: () => {} };
// Not the development transport: a test's texts must not land in the working copy's data folder.
const discardTexts: SmsTransport = {
  send: async () => ({
    providerMessageId: `discarded-${randomBytes(8).toString('hex')}`,
    status: 'sent',
  }),
  close: () => {},
};

let accounts = 0;

/** Valid sign-up details, unique per call. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const n = `${++accounts}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Casey',
    lastName: 'Tester',
    email: `casey.${n}@example.com`,
    phone: '2815550199',
    username: `casey_${n}`,
    password: 'correct-horse-battery',
    address: '2300 Katy Mills Blvd',
    unit: '1204',
    city: 'Katy',
    zip: '77494',
    ...overrides,
  };
}

/** The app started as production, which requires a named mail server; its mail is discarded. */
export function createProductionTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({
    mailTransport: discardMail,
    ...options,
    env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', ...options.env },
  });
}

/** The app as main.ts builds it, on a fresh migrated database of its own, with no client build. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const database = options.sameDatabaseAs
    ? joinTestDatabase(options.sameDatabaseAs)
    : await openTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      database: database.handle,
      clientDir: options.clientDir ?? null,
      scheduleGenerator: false,
      onRoute: options.onRoute,
      logStream: options.logStream,
      mailTransport: options.mailTransport ?? (config.smtpUrl ? undefined : discardMail),
      mailPollIntervalMs: options.mailPollIntervalMs,
      smsTransport: options.smsTransport ?? (config.sms.twilio ? undefined : discardTexts),
    });
  } catch (err) {
    await database.dispose();
    throw err;
  }

  const client = ({ ip = TEST_IP, sid }: { ip?: string; sid?: string } = {}): TestClient => {
    let cookie = sid;
    const inject = async (request: InjectOptions) => {
      const response = await app.inject({
        remoteAddress: ip,
        ...request,
        cookies: cookie ? { [COOKIE]: cookie } : {},
      });
      const set = response.cookies.find((c) => c.name === COOKIE);
      if (set) {
        const cleared = !set.value || (set.expires && set.expires.getTime() <= Date.now());
        cookie = cleared ? undefined : set.value;
      }
      return response;
    };
    return {
      get sid() {
        return cookie;
      },
      inject,
      get: (url) => inject({ method: 'GET', url }),
      post: (url, payload) => inject({ method: 'POST', url, payload }),
    };
  };

  const signUp: TestApp['signUp'] = async (overrides) => {
    const input = newAccount(overrides);
    const signedIn = client();
    const response = await signedIn.post('/api/register', input);
    if (response.statusCode !== 201) {
      throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    }
    return { client: signedIn, user: response.json<User>(), input };
  };

  return {
    app,
    db: database.handle.db,
    config,
    databaseUrl: database.url,
    client,
    signUp,
    async customerWith(status, extra = {}) {
      const customer = await signUp();
      const [row] = await database.handle.db
        .insert(subscriptions)
        .values({ userId: customer.user.id, plan: 'standard', priceCents: 3500, status, ...extra })
        .returning({ id: subscriptions.id });
      return { ...customer, id: row!.id };
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL (an admin connection to a real server) each
 * app gets a brand-new database, so test files can run in parallel and leave nothing behind.
 * Either starts as a copy of the database the suite migrated once (database-template.ts) when the
 * suite made one; migrating it again then finds nothing to do.
 */
type TestDatabase = { handle: DatabaseHandle; url: string | undefined; dispose(): Promise<void> };

async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let url: string | undefined;
  if (adminUrl) {
    const name = `t_${randomBytes(8).toString('hex')}`;
    const template = inject('templateDatabase');
    await adminQuery(
      adminUrl,
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    );
    url = databaseUrl(adminUrl, name);
    handle = openDatabase({ url, poolSize: 4 });
    dispose = async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  } else {
    const image = inject('pgliteImage');
    handle = openDatabase(image ? { image: new Blob([await readFile(image)]) } : {});
    dispose = () => handle.close();
  }
  try {
    await handle.migrate();
  } catch (err) {
    await dispose();
    throw err;
  }
  return { handle, url, dispose };
}

/** A second pool on an existing test database, already migrated; closing it leaves the data. */
function joinTestDatabase(first: TestApp): TestDatabase {
  if (!first.databaseUrl) throw new Error('two app servers on one database need PostgreSQL');
  const handle = openDatabase({ url: first.databaseUrl, poolSize: 4 });
  return { handle, url: first.databaseUrl, dispose: () => handle.close() };
}

import { isIP } from 'node:net';
import { z } from 'zod';
import { BUSINESS } from '../domain/site.ts';
import type { TwilioSettings } from './modules/notifications/notifications-module.ts';
import type { S3Settings } from './modules/storage/storage-module.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Which X-Forwarded-For entries to believe: those added by the proxies at these addresses/CIDRs
 * (or proxy-addr's ranges loopback, linklocal, uniquelocal). Never "all" and never a bare hop
 * count: the leftmost entry is whatever the client wrote, and a count cannot tell a proxy from a
 * client that connects directly (Fastify ignores the header for a count).
 */
const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | string[] => {
    if (!value || value === '0' || value === 'false') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        "TRUST_PROXY takes your proxies' addresses or CIDRs (or loopback, linklocal, uniquelocal), separated by commas",
    });
    return z.NEVER;
  });

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Texts per second per instance unless SMS_MAX_PER_SECOND says otherwise: what a Twilio messaging
 * service with a few numbers takes; one long-code number alone takes about 1.
 */
const DEFAULT_SMS_MAX_PER_SECOND = 10;

/**
 * Open Today-board streams per instance unless TODAY_STREAMS_MAX says otherwise: each holds a
 * socket and a share of every push; the office is a few dozen screens at most.
 */
const DEFAULT_TODAY_STREAMS_MAX = 200;
/** Milliseconds for a timeout: whole, at least a tenth of a second (0 would mean never). */
const millis = (fallback: number) => z.coerce.number().int().min(100).default(fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalString.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ),
    SMTP_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: z.string().default('Katy Valet Trash <no-reply@katyvalettrash.com>'),
    CONTACT_TO: optionalString.pipe(z.email().optional()),
    APP_URL: optionalString.pipe(z.url().optional()),
    ADMIN_LOGIN_KEY: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    // Points the Stripe SDK at another host (the local fake Stripe server in tests).
    STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    PAYPAL_WEBHOOK_ID: optionalString,
    PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
    // PayPal billing plan ids (P-…), one per plan of src/domain/plans.ts.
    PAYPAL_PLAN_BASIC: optionalString,
    PAYPAL_PLAN_STANDARD: optionalString,
    PAYPAL_PLAN_PREMIUM: optionalString,
    // An S3-compatible bucket for photos (docs/decisions/028-photo-storage.md); without
    // S3_BUCKET they are files under DATA_DIR.
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Twilio for texts (docs/decisions/041-notifications.md); without the account's keys and a
    // sender, texts are files under DATA_DIR. The auth token alone also checks Twilio's callbacks.
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM_NUMBER: optionalString.pipe(
      z
        .string()
        .regex(
          /^\+[1-9]\d{6,14}$/,
          'TWILIO_FROM_NUMBER is a number in E.164 form, like +12815550100',
        )
        .optional(),
    ),
    TWILIO_MESSAGING_SERVICE_SID: optionalString,
    // Points the Twilio transport at another host (the local fake Twilio server in tests).
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    SMS_MAX_PER_SECOND: z.coerce.number().positive().max(1000).default(DEFAULT_SMS_MAX_PER_SECOND),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
    TODAY_STREAMS_MAX: z.coerce
      .number()
      .int()
      .positive()
      .max(100_000)
      .default(DEFAULT_TODAY_STREAMS_MAX),
    TRUST_PROXY: TrustProxySchema,
    // What a client that holds a connection without finishing is allowed (docs/decisions/043-bounded-work-per-request.md).
    HEADERS_TIMEOUT_MS: millis(10_000),
    REQUEST_TIMEOUT_MS: millis(60_000),
    // Above a load balancer's idle timeout (60 s on the common ones), so that it closes first.
    KEEP_ALIVE_TIMEOUT_MS: millis(72_000),
    MAX_CONNECTIONS: z.coerce.number().int().min(1).default(4_000),
    MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(1).default(1_000),
    // Only read to refuse it in production: outside production the demo data is always seeded.
    SEED_DEMO: flag,
    NO_SCHEDULE_GENERATOR: flag,
    NO_NOTIFICATION_SCHEDULER: flag,
    NO_NIGHT_REPORTS: flag,
    NO_PROPERTY_INVOICING: flag,
    NO_REVENUE_SNAPSHOTS: flag,
    NO_SERVICE_SNAPSHOTS: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine(
    (env, ctx) => {
      const s3 = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
      if (env.S3_BUCKET) {
        for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
          if (!env[key]) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `${key} is required with S3_BUCKET`,
            });
          }
        }
      } else if (s3.some((key) => env[key])) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: 'S3_BUCKET is required with the other S3_ variables',
        });
      }
      if (env.TWILIO_ACCOUNT_SID) {
        if (!env.TWILIO_AUTH_TOKEN) {
          ctx.addIssue({
            code: 'custom',
            path: ['TWILIO_AUTH_TOKEN'],
            message: 'TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID',
          });
        }
        if (!env.TWILIO_FROM_NUMBER && !env.TWILIO_MESSAGING_SERVICE_SID) {
          ctx.addIssue({
            code: 'custom',
            path: ['TWILIO_FROM_NUMBER'],
            message:
              'TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID is required with TWILIO_ACCOUNT_SID',
          });
        }
      } else if (env.TWILIO_FROM_NUMBER || env.TWILIO_MESSAGING_SERVICE_SID) {
        ctx.addIssue({
          code: 'custom',
          path: ['TWILIO_ACCOUNT_SID'],
          message:
            'TWILIO_ACCOUNT_SID is required with TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID',
        });
      }
      if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
        ctx.addIssue({
          code: 'custom',
          path: ['HEADERS_TIMEOUT_MS'],
          message: 'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
        });
      }
      if (env.NODE_ENV !== 'production') return;
      // Each is a demo stand-in that is unsafe with real customers (see the README's table).
      const refuse = (variable: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [variable], message });
      if (!env.SESSION_SECRET) refuse('SESSION_SECRET', 'SESSION_SECRET is required in production');
      if (!env.SMTP_URL) {
        refuse(
          'SMTP_URL',
          'SMTP_URL is required in production (without it mail is only saved to files)',
        );
      }
      if (env.SEED_DEMO) {
        refuse(
          'SEED_DEMO',
          'SEED_DEMO is refused in production (its accounts have published passwords)',
        );
      }
    },
    // Zod skips refinements once any field failed; this one must still run so that every bad
    // variable is named in one go. It only tests presence, safe on a partial parse.
    { when: () => true },
  );

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  /** No SESSION_SECRET was given: sessions are signed with the development secret in this file. */
  usesDevelopmentSecret: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages go: CONTACT_TO, or the business's public address. */
  contactTo: string;
  appUrl: string;
  adminLoginKey: string | undefined;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  paypal: {
    clientId?: string;
    clientSecret?: string;
    webhookId?: string;
    apiBase: string;
    planIds: { basic?: string; standard?: string; premium?: string };
  };
  /** Where photos are kept: this bucket, or without one files under `dataDir`. */
  s3: S3Settings | undefined;
  sms: {
    /** Texts go through Twilio when its account, token and sender are configured. */
    twilio: TwilioSettings | undefined;
    /** What checks the signatures of Twilio's callbacks; without it every callback is refused. */
    webhookAuthToken: string | undefined;
    /** The most texts one instance hands to the provider per second. */
    maxPerSecond: number;
  };
  rateLimitMultiplier: number;
  /** Open Today-board event streams this instance keeps at most. */
  todayStreamsMax: number;
  /** How long a client may take and how much it may hold (docs/decisions/043-bounded-work-per-request.md). */
  connections: {
    /** To send a request's headers. */
    headersTimeoutMs: number;
    /** To send a whole request, body included; also the longest a connection may stay silent. */
    requestTimeoutMs: number;
    /** How long an idle connection is kept for the client's next request. */
    keepAliveTimeoutMs: number;
    /** Connections open at once; more are closed as they arrive. */
    max: number;
    /** Requests on one connection before the server closes it. */
    maxRequestsPerSocket: number;
  };
  /** The proxies (addresses/CIDRs) whose X-Forwarded-For entries are believed; false: none. */
  trustProxy: false | string[];
  /** Run the pickup-schedule generator on this instance (safe on all of them; docs/decisions/006-pickup-schedules.md). */
  scheduleGenerator: boolean;
  /** Run the reminder and holiday-notice scheduler on this instance (safe on all of them; docs/decisions/041-notifications.md). */
  notificationScheduler: boolean;
  /** Make and mail the nightly reports on this instance (safe on all of them; docs/product.md#nightly-reports). */
  nightReports: boolean;
  /** Issue the month's property invoices on this instance (safe on all of them; docs/product.md#property-invoices). */
  propertyInvoicing: boolean;
  /** Write the daily revenue snapshots on this instance (safe on all of them; docs/decisions/062-the-owners-numbers.md). */
  revenueSnapshots: boolean;
  /** Keep the service and growth numbers' snapshots on this instance (safe on all of them; docs/decisions/062-the-owners-numbers.md#service-and-growth). */
  serviceSnapshots: boolean;
  logLevel: string;
};

export class ConfigError extends Error {}

/** AWS's first region, which most S3-compatible services also answer to. */
const DEFAULT_S3_REGION = 'us-east-1';

// Outside production a fixed secret keeps dev sessions valid across restarts; production must set one.
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production';

const THIS_MACHINE_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Where this machine reaches the server: the address start-up announces and, without APP_URL, the
 * one emailed and payment-return links use. One name for both, so a visitor who follows the log
 * keeps the session cookie when PayPal sends them back.
 */
function localOrigin(host: string, port: number): string {
  if (THIS_MACHINE_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Parses and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    usesDevelopmentSecret: !e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO ?? BUSINESS.email,
    appUrl: (e.APP_URL ?? localOrigin(e.HOST, e.PORT)).replace(/\/$/, ''),
    adminLoginKey: e.ADMIN_LOGIN_KEY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      apiBase: e.PAYPAL_API_BASE,
      planIds: {
        basic: e.PAYPAL_PLAN_BASIC,
        standard: e.PAYPAL_PLAN_STANDARD,
        premium: e.PAYPAL_PLAN_PREMIUM,
      },
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? DEFAULT_S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM_NUMBER,
              messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
              apiUrl: e.TWILIO_API_URL,
            }
          : undefined,
      webhookAuthToken: e.TWILIO_AUTH_TOKEN,
      maxPerSecond: e.SMS_MAX_PER_SECOND,
    },
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    todayStreamsMax: e.TODAY_STREAMS_MAX,
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      max: e.MAX_CONNECTIONS,
      maxRequestsPerSocket: e.MAX_REQUESTS_PER_SOCKET,
    },
    trustProxy: e.TRUST_PROXY,
    scheduleGenerator: !e.NO_SCHEDULE_GENERATOR,
    notificationScheduler: !e.NO_NOTIFICATION_SCHEDULER,
    nightReports: !e.NO_NIGHT_REPORTS,
    propertyInvoicing: !e.NO_PROPERTY_INVOICING,
    revenueSnapshots: !e.NO_REVENUE_SNAPSHOTS,
    serviceSnapshots: !e.NO_SERVICE_SNAPSHOTS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

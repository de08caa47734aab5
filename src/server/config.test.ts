import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a-production-secret-of-at-least-32-chars';
const SMTP = 'smtp://mail.example.com:587';

/** The ConfigError message loadConfig throws for this environment. */
function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  test('development runs with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      rateLimitMultiplier: 1,
      trustProxy: false,
      adminLoginKey: undefined,
      contactTo: 'hello@katyvalettrash.com',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  test('texts go to files unless Twilio has an account, a token and a sender', () => {
    expect(loadConfig({}).sms).toEqual({
      twilio: undefined,
      webhookAuthToken: undefined,
      maxPerSecond: 10,
    });
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM_NUMBER: '+12815550100',
        SMS_MAX_PER_SECOND: '3',
      }).sms,
    ).toEqual({
      twilio: {
        accountSid: 'AC123',
        authToken: 'token',
        from: '+12815550100',
        messagingServiceSid: undefined,
        apiUrl: 'https://api.twilio.com',
      },
      webhookAuthToken: 'token',
      maxPerSecond: 3,
    });
    // The token alone checks callbacks (a development server behind a tunnel) and sends nothing.
    expect(loadConfig({ TWILIO_AUTH_TOKEN: 'token' }).sms).toMatchObject({
      twilio: undefined,
      webhookAuthToken: 'token',
    });
    const incomplete = configError({ TWILIO_ACCOUNT_SID: 'AC123' });
    expect(incomplete).toMatch(/TWILIO_AUTH_TOKEN is required/);
    expect(incomplete).toMatch(/TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID is required/);
    expect(configError({ TWILIO_MESSAGING_SERVICE_SID: 'MG1' })).toMatch(
      /TWILIO_ACCOUNT_SID is required/,
    );
    expect(configError({ TWILIO_FROM_NUMBER: '281-555-0100' })).toMatch(/E\.164/);
    expect(configError({ SMS_MAX_PER_SECOND: '0' })).toMatch(/SMS_MAX_PER_SECOND/);
  });

  test('photos go to files unless S3_BUCKET names a bucket, which needs its keys', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_ENDPOINT: 'https://s3.example.com',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'https://s3.example.com',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
    });
    const missingKeys = configError({ S3_BUCKET: 'photos' });
    expect(missingKeys).toMatch(/S3_ACCESS_KEY_ID/);
    expect(missingKeys).toMatch(/S3_SECRET_ACCESS_KEY/);
    expect(configError({ S3_ENDPOINT: 'https://s3.example.com' })).toMatch(/S3_BUCKET is required/);
    expect(configError({ S3_BUCKET: 'p', S3_ENDPOINT: 'not a url' })).toMatch(/S3_ENDPOINT/);
  });

  test('CONTACT_TO must be an email address', () => {
    expect(loadConfig({ CONTACT_TO: 'office@example.com' }).contactTo).toBe('office@example.com');
    expect(configError({ CONTACT_TO: 'not-an-address' })).toMatch(/CONTACT_TO/);
  });

  test('production without SESSION_SECRET is refused, naming the variable', () => {
    expect(configError({ NODE_ENV: 'production' })).toMatch(
      /SESSION_SECRET: SESSION_SECRET is required in production/,
    );
    expect(configError({ NODE_ENV: 'production', SESSION_SECRET: '  ' })).toMatch(/SESSION_SECRET/);
  });

  test('a short SESSION_SECRET is refused', () => {
    expect(configError({ SESSION_SECRET: 'too-short' })).toMatch(
      /SESSION_SECRET: SESSION_SECRET must be at least 32 characters/,
    );
  });

  test('production refuses every demo stand-in, naming each', () => {
    const message = configError({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(message).toMatch(/^\s+SESSION_SECRET: SESSION_SECRET is required in production/m);
    expect(message).toMatch(/^\s+SMTP_URL: SMTP_URL is required in production/m);
    expect(message).toMatch(/^\s+SEED_DEMO: SEED_DEMO is refused in production/m);
  });

  test('production with a secret and a mail server starts, with that secret', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL: SMTP });
    expect(config).toMatchObject({ isProduction: true, sessionSecret: SECRET, logLevel: 'info' });
  });

  test.each(['abc', '70000', '-1', '3.5'])('PORT=%s is refused, naming PORT', (port) => {
    expect(configError({ PORT: port })).toMatch(/^\s+PORT: /m);
  });

  test('every bad variable is named at once', () => {
    const message = configError({
      NODE_ENV: 'production',
      PORT: 'abc',
      DATABASE_URL: 'not a url',
      RATE_LIMIT_MULTIPLIER: '0',
    });
    for (const name of ['SESSION_SECRET', 'PORT', 'DATABASE_URL', 'RATE_LIMIT_MULTIPLIER']) {
      expect(message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    }
  });

  test('empty strings count as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', ADMIN_LOGIN_KEY: '', APP_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminLoginKey).toBeUndefined();
  });

  test('APP_URL loses its trailing slash; flags read 1/true', () => {
    const config = loadConfig({
      APP_URL: 'https://example.com/',
      TRUST_PROXY: 'uniquelocal',
      NO_SCHEDULE_GENERATOR: '1',
      NO_NOTIFICATION_SCHEDULER: 'true',
      NO_NIGHT_REPORTS: '1',
      RATE_LIMIT_MULTIPLIER: '50',
    });
    expect(config).toMatchObject({
      appUrl: 'https://example.com',
      trustProxy: ['uniquelocal'],
      scheduleGenerator: false,
      notificationScheduler: false,
      nightReports: false,
      rateLimitMultiplier: 50,
    });
  });

  test('TRUST_PROXY takes proxy addresses or CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  test.each(['1', 'true', 'yes', '10.0.0.0/33', 'proxy.example.com'])(
    'TRUST_PROXY=%s is refused: it names no proxy the server can check',
    (value) => {
      expect(configError({ TRUST_PROXY: value })).toMatch(/^\s+TRUST_PROXY: /m);
    },
  );

  test.each([
    ['0.0.0.0', 'http://localhost:4000'],
    ['::', 'http://localhost:4000'],
    ['127.0.0.1', 'http://localhost:4000'],
    ['10.0.0.5', 'http://10.0.0.5:4000'],
    ['fd00::5', 'http://[fd00::5]:4000'],
  ])('without APP_URL, HOST=%s gives links the address %s', (host, appUrl) => {
    expect(loadConfig({ HOST: host, PORT: '4000' }).appUrl).toBe(appUrl);
  });

  test('tests log nothing unless asked to', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  test('connections are bounded in time and number; the timeouts must fit inside each other', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      max: 4_000,
      maxRequestsPerSocket: 1_000,
    });
    expect(
      loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '10' })
        .connections,
    ).toMatchObject({ headersTimeoutMs: 5_000, requestTimeoutMs: 5_000, max: 10 });
    expect(configError({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toContain(
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
    const message = configError({ REQUEST_TIMEOUT_MS: '0', MAX_CONNECTIONS: 'many' });
    expect(message).toContain('REQUEST_TIMEOUT_MS');
    expect(message).toContain('MAX_CONNECTIONS');
  });
});

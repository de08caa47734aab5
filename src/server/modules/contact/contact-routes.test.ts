import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';

const STAFF = 'office@katyvalettrash.test';

let t: TestApp;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_TO: STAFF } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let sent = 0;
/** A valid message, unique per call so a test finds its own rows. */
function message(overrides: Record<string, unknown> = {}) {
  sent += 1;
  return {
    name: 'Jamie Rivera',
    email: `jamie.${sent}@example.com`,
    subject: `Pickup at Cinco Ranch Commons #${sent}`,
    message: 'Do you serve building C?\nWe moved in last week.',
    ...overrides,
  };
}

const post = (payload: object, ip = '10.0.0.1') => t.client({ ip }).post('/api/contact', payload);
const storedFrom = (email: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const outboxAbout = (subject: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Contact form: ${subject}`));

describe('POST /api/contact', () => {
  test('stores the message and emails the staff inbox', async () => {
    const input = message();
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "We'll get back to you as soon as possible." });

    const [row] = await storedFrom(input.email);
    expect(row).toMatchObject({
      name: input.name,
      subject: input.subject,
      message: input.message,
    });

    const [queued] = await outboxAbout(input.subject);
    expect(queued).toMatchObject({ to: STAFF });
    await t.app.mailer.drain();
    const mail = await smtp.waitFor((m) => m.subject === `Contact form: ${input.subject}`);
    expect(mail.to).toEqual([STAFF]);
    expect(mail.text).toContain(`From: ${input.name} <${input.email}>`);
    expect(mail.text).toContain('Do you serve building C?\nWe moved in last week.');
  });

  test('trims the fields before storing them', async () => {
    const input = message();
    await post({ ...input, name: `  ${input.name}  `, email: ` ${input.email} ` });
    const [row] = await storedFrom(input.email);
    expect(row?.name).toBe(input.name);
  });

  test('names each missing or malformed field, and stores nothing', async () => {
    const before = await t.db.$count(contactMessages);
    const response = await post({ name: ' ', email: 'not-an-email', subject: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  test('refuses oversized fields', async () => {
    const long = await post(message({ message: 'x'.repeat(5001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ message: ['Must be at most 5000 characters'] });
    expect((await post(message({ subject: 's'.repeat(151) }))).statusCode).toBe(400);
    expect((await post(message({ name: 'n'.repeat(101) }))).statusCode).toBe(400);
    // Past the server's body limit the request is refused before it is parsed.
    expect((await post(message({ message: 'x'.repeat(100_000) }))).statusCode).toBe(413);
  });

  test('a filled honeypot looks accepted but stores and sends nothing', async () => {
    const input = message({ website: 'https://spam.example' });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    expect(await storedFrom(input.email)).toEqual([]);
    expect(await outboxAbout(input.subject)).toEqual([]);
  });

  test('never keeps a message without its staff email (one transaction)', async () => {
    const input = message();
    // Take the outbox away so queuing the email fails after the message row is written.
    await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const response = await post(input);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await storedFrom(input.email)).toEqual([]);
  });
});

describe('contact rate limit', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => strict?.close());

  test('30 messages per 10 minutes per IP, then 429', async () => {
    const client = strict.client({ ip: '10.9.9.9' });
    for (let i = 0; i < 30; i += 1) {
      expect((await client.post('/api/contact', message())).statusCode).toBe(201);
    }
    const refused = await client.post('/api/contact', message());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected, and the same visitor can still sign up.
    expect(
      (await strict.client({ ip: '10.9.9.8' }).post('/api/contact', message())).statusCode,
    ).toBe(201);
    expect((await client.post('/api/forgot-password', { email: 'a@example.com' })).statusCode).toBe(
      200,
    );
  });
});

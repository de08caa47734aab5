import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { PROPERTY_LEAD_TEXT as TEXT } from '../../../domain/property-leads.ts';
import type { AdminPropertyLead } from '../../../domain/schemas/property-leads.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { mailOutbox, propertyLeads, users } from '../../db/schema.ts';

const OFFICE = 'office@katyvalettrash.test';

let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_TO: OFFICE } });
  const { input, user } = await t.signUp();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
  customer = (await t.signUp()).client;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let sent = 0;
/** A valid lead, unique per call so a test finds its own rows. */
function lead(overrides: Record<string, unknown> = {}) {
  sent += 1;
  return {
    propertyName: `Cinco Ranch Commons ${sent}`,
    doors: 240,
    contactName: 'Morgan Ellis',
    email: `morgan.${sent}@example.com`,
    phone: '281-555-0142',
    message: 'Three buildings, gated.\nWe would start in March.',
    ...overrides,
  };
}

const post = (payload: object, ip = '10.0.1.1') =>
  t.client({ ip }).post('/api/property-leads', payload);
const storedFrom = (email: string) =>
  t.db.select().from(propertyLeads).where(eq(propertyLeads.email, email));

describe('POST /api/property-leads', () => {
  test('stores the lead and emails the office', async () => {
    const input = lead();
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: TEXT.sentText });

    const [row] = await storedFrom(input.email);
    expect(row).toMatchObject({
      propertyName: input.propertyName,
      doors: 240,
      contactName: input.contactName,
      phone: '(281) 555-0142',
      message: input.message,
    });

    await t.app.mailer.drain();
    const mail = await smtp.waitFor((m) => m.subject === `Property lead: ${input.propertyName}`);
    expect(mail.to).toEqual([OFFICE]);
    expect(mail.text).toContain(`Property: ${input.propertyName}, 240 doors`);
    expect(mail.text).toContain(`Contact: Morgan Ellis <${input.email}>, (281) 555-0142`);
    expect(mail.text).toContain('Three buildings, gated.\nWe would start in March.');
  });

  test('the phone and the message may be left out; doors typed as text are read as a number', async () => {
    const input = lead({ phone: '', message: undefined, doors: '12' });
    expect((await post(input)).statusCode).toBe(201);
    const [row] = await storedFrom(input.email);
    expect(row).toMatchObject({ doors: 12, phone: null, message: null });
  });

  test.each([
    ['no property name', { propertyName: '  ' }, { propertyName: [TEXT.propertyNameRequired] }],
    ['no doors', { doors: '' }, { doors: [TEXT.doorsInvalid] }],
    ['zero doors', { doors: 0 }, { doors: [TEXT.doorsInvalid] }],
    ['too many doors', { doors: 5001 }, { doors: [TEXT.doorsInvalid] }],
    ['part of a door', { doors: 2.5 }, { doors: [TEXT.doorsInvalid] }],
    ['no contact name', { contactName: '' }, { contactName: [TEXT.contactNameRequired] }],
    ['a malformed email', { email: 'morgan@' }, { email: [TEXT.emailInvalid] }],
    ['a phone that is not a US number', { phone: '555-0142' }, { phone: [TEXT.phoneInvalid] }],
    [
      'a message too long',
      { message: 'x'.repeat(2001) },
      { message: ['Must be at most 2000 characters'] },
    ],
  ])('%s is a 400 naming the field, and nothing is stored', async (_, overrides, errors) => {
    const input = lead(overrides);
    const response = await post(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await storedFrom(input.email)).toEqual([]);
  });

  test('an empty request names every required field', async () => {
    const before = await t.db.$count(propertyLeads);
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'contactName',
      'doors',
      'email',
      'propertyName',
    ]);
    expect(await t.db.$count(propertyLeads)).toBe(before);
  });

  test('a filled honeypot looks accepted but stores and sends nothing', async () => {
    const input = lead({ website: 'https://spam.example' });
    expect((await post(input)).statusCode).toBe(201);
    expect(await storedFrom(input.email)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Property lead: ${input.propertyName}`)),
    ).toEqual([]);
  });

  test('never keeps a lead without its email to the office (one transaction)', async () => {
    const input = lead();
    await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      expect((await post(input)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await storedFrom(input.email)).toEqual([]);
  });
});

describe('GET /api/admin/property-leads', () => {
  test('is 401 signed out and 403 for a customer', async () => {
    expect((await t.client().get('/api/admin/property-leads')).statusCode).toBe(401);
    const denied = await customer.get('/api/admin/property-leads');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: MESSAGES.adminOnly });
  });

  test('lists the leads for the office, newest first', async () => {
    const older = lead();
    const newer = lead({ phone: '' });
    await post(older);
    await post(newer);
    const response = await admin.get('/api/admin/property-leads');
    expect(response.statusCode).toBe(200);
    const leads: AdminPropertyLead[] = response.json();
    const mine = leads.filter((l) => [older.email, newer.email].includes(l.email));
    expect(mine.map((l) => l.email)).toEqual([newer.email, older.email]);
    expect(mine[0]).toMatchObject({
      propertyName: newer.propertyName,
      doors: 240,
      contactName: 'Morgan Ellis',
      phone: null,
      message: newer.message,
    });
    expect(Date.parse(mine[0]!.createdAt)).not.toBeNaN();
  });
});

describe('property lead rate limit', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => strict?.close());

  test('30 leads per 10 minutes per IP, then 429, counted apart from the contact form', async () => {
    const client = strict.client({ ip: '10.9.8.7' });
    for (let i = 0; i < 30; i += 1) {
      expect((await client.post('/api/property-leads', lead())).statusCode).toBe(201);
    }
    const refused = await client.post('/api/property-leads', lead());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    expect(
      (await strict.client({ ip: '10.9.8.6' }).post('/api/property-leads', lead())).statusCode,
    ).toBe(201);
    expect(
      (
        await client.post('/api/contact', {
          name: 'Morgan Ellis',
          email: 'morgan@example.com',
          subject: 'Gate code',
          message: 'The gate code changed.',
        })
      ).statusCode,
    ).toBe(201);
  });
});

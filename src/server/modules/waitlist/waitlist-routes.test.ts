import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { parseCsv } from '../../../test/csv-parse.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { serviceZips, users, waitlistEntries } from '../../db/schema.ts';

const CHECK_EMAIL =
  'We sent you a link. Follow it to confirm your place on the waitlist. If it has not arrived in a few minutes, check your spam folder.';
const CONFIRMED = "We'll email you as soon as we serve your ZIP code.";
const INVALID_LINK =
  'This confirmation link is invalid or has expired. Join the waitlist again to get a new one.';
const ZIP_SERVED = 'Good news: we already serve this ZIP code. Sign up to start service.';
const ES = translatorFor('es');

let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const { input, user } = await t.signUp();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let people = 0;
const newEmail = () => `waiting.${++people}.${Date.now()}@example.com`;
const join = (payload: object, ip = '10.1.0.1') => t.client({ ip }).post('/api/waitlist', payload);
const confirm = (token: string) => t.client().post('/api/waitlist/confirm', { token });
const entriesOf = (email: string) =>
  t.db
    .select()
    .from(waitlistEntries)
    .where(sql`lower(${waitlistEntries.email}) = lower(${email})`);

/** Joins and returns the confirmation mail that reached the SMTP server, and its link's token. */
async function joinAndReadMail(
  email: string,
  zip = '90210',
  kind = 'house',
  language?: string,
): Promise<{ mail: ReceivedMail; token: string }> {
  const already = smtp.messages.length;
  const response = await join({ email, zip, kind, ...(language ? { language } : {}) });
  expect(response.statusCode).toBe(202);
  await t.app.mailer.drain();
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= already && m.to[0]?.toLowerCase() === email.toLowerCase(),
  );
  const link = /http:\/\/app\.test\/waitlist\/confirm\?\S+/.exec(mail.text);
  const token = link ? new URL(link[0]).searchParams.get('token') : null;
  if (!token) throw new Error(`no confirmation link in the mail:\n${mail.text}`);
  return { mail, token };
}

describe('joining the waitlist', () => {
  test('stores an unconfirmed entry and emails a link that confirms it', async () => {
    const email = newEmail();
    const { mail, token } = await joinAndReadMail(email, '90210', 'house');

    expect(mail.subject).toBe('Confirm your place on the Katy Valet Trash waitlist');
    expect(mail.text).toContain("We don't serve 90210 yet");
    expect(mail.text).toContain('The link works for 7 days.');
    expect(mail.html).toContain('http://app.test/waitlist/confirm?token=');
    const [pending] = await entriesOf(email);
    expect(pending).toMatchObject({ zip: '90210', kind: 'house', confirmedAt: null });
    // Only a keyed hash of the link's token is kept.
    expect(pending!.tokenHash).not.toBe(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: CONFIRMED });
    expect((await entriesOf(email))[0]!.confirmedAt).toBeInstanceOf(Date);

    // Following the link again changes nothing and says the same.
    const firstConfirmation = (await entriesOf(email))[0]!.confirmedAt;
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: CONFIRMED });
    expect((await entriesOf(email))[0]!.confirmedAt).toEqual(firstConfirmation);
  });

  test('answers the same whether the email is new, waiting for confirmation or confirmed', async () => {
    const email = newEmail();
    const first = await joinAndReadMail(email);
    const pendingAgain = await joinAndReadMail(email.toUpperCase(), '90210', 'apartment');
    // A fresh link replaces the first one, and the kind given last counts.
    expect(pendingAgain.token).not.toBe(first.token);
    expect((await confirm(first.token)).statusCode).toBe(400);
    expect((await confirm(pendingAgain.token)).statusCode).toBe(200);
    const confirmedAgain = await joinAndReadMail(email);
    // A confirmed person following a fresh link stays confirmed.
    expect((await confirm(confirmedAgain.token)).json()).toEqual({ message: CONFIRMED });

    const replies = await Promise.all([
      join({ email: newEmail(), zip: '90210', kind: 'house' }),
      join({ email, zip: '90210', kind: 'house' }),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(202);
      expect(reply.json()).toEqual({ message: CHECK_EMAIL });
    }
    const rows = await entriesOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmedAt).toBeInstanceOf(Date);
  });

  test('the same email may wait for two ZIP codes', async () => {
    const email = newEmail();
    await joinAndReadMail(email, '90210');
    await joinAndReadMail(email, '10001');
    expect((await entriesOf(email)).map((e) => e.zip).sort()).toEqual(['10001', '90210']);
  });

  test('a ZIP code we serve is refused with a message on the ZIP field, and nothing is sent', async () => {
    const email = newEmail();
    const before = smtp.messages.length;
    const response = await join({ email, zip: '77494', kind: 'apartment' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ZIP_SERVED, errors: { zip: [ZIP_SERVED] } });
    expect(await entriesOf(email)).toEqual([]);
    await t.app.mailer.drain();
    expect(smtp.messages.length).toBe(before);
  });

  test('bad input names each field, and nothing is stored', async () => {
    const before = await t.db.$count(waitlistEntries);
    const empty = await join({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      zip: ['Enter a 5-digit ZIP code'],
      kind: ['Choose apartment or house'],
    });
    const wrong = await join({ email: 'not-an-email', zip: '7749', kind: 'condo' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      zip: ['Enter a 5-digit ZIP code'],
      kind: ['Choose apartment or house'],
    });
    const long = await join({
      email: `${'a'.repeat(250)}@example.com`,
      zip: '90210',
      kind: 'house',
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['email']);
    const nul = await join({ email: newEmail(), zip: '9021\u0000', kind: 'house' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['zip']);
    expect(await t.db.$count(waitlistEntries)).toBe(before);
  });
});

describe('a Spanish visitor', () => {
  test('is emailed in Spanish, and the link opens the confirmation page in Spanish', async () => {
    const email = newEmail();
    const { mail, token } = await joinAndReadMail(email, '90210', 'apartment', 'es');

    expect(mail.subject).toBe(
      ES.t('mail.waitlist.confirm.subject', { business: 'Katy Valet Trash' }),
    );
    expect(mail.subject).toBe('Confirme su lugar en la lista de espera de Katy Valet Trash');
    expect(mail.text).toContain('Todavía no damos servicio en el código postal 90210');
    expect(mail.text).toContain('El enlace funciona durante 7 días.');
    expect(mail.text).toContain('Confirmar mi correo: http://app.test/waitlist/confirm?token=');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('&lang=es');
    expect((await entriesOf(email))[0]).toMatchObject({ language: 'es', confirmedAt: null });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  test("without a language on the form, the browser's is taken; joining again in English switches", async () => {
    const email = newEmail();
    const already = smtp.messages.length;
    const response = await t.client({ ip: '10.1.0.2' }).inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email, zip: '10001', kind: 'house' },
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode).toBe(202);
    await t.app.mailer.drain();
    const mail = await smtp.waitFor(
      (m) => smtp.messages.indexOf(m) >= already && m.to[0]?.toLowerCase() === email,
    );
    expect(mail.subject).toBe('Confirme su lugar en la lista de espera de Katy Valet Trash');
    expect((await entriesOf(email))[0]!.language).toBe('es');

    const english = await joinAndReadMail(email, '10001', 'house', 'en');
    expect(english.mail.subject).toBe('Confirm your place on the Katy Valet Trash waitlist');
    expect(english.mail.text).not.toContain('lang=');
    expect((await entriesOf(email))[0]!.language).toBe('en');
  });

  test('a language other than English or Spanish is refused', async () => {
    const response = await join({ email: newEmail(), zip: '90210', kind: 'house', language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['language']);
  });

  test('hears in Spanish that we now serve the ZIP code, with a Spanish sign-up link', async () => {
    const zip = '30399';
    const spanish = newEmail();
    const english = newEmail();
    for (const [email, language] of [
      [spanish, 'es'],
      [english, 'en'],
    ] as const) {
      const { token } = await joinAndReadMail(email, zip, 'apartment', language);
      expect((await confirm(token)).statusCode).toBe(200);
    }
    await t.db.insert(serviceZips).values({ zip, city: 'Atlanta' });
    await t.app.mailer.drain();
    const before = smtp.messages.length;

    const reply = await admin.post(`/api/admin/waitlist/${zip}/notify`);
    expect(reply.json()).toEqual({ message: `Emailed 2 people waiting in ${zip}.`, emailed: 2 });
    await t.app.mailer.drain();
    const mailTo = (email: string) =>
      smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to[0] === email);

    const es = await mailTo(spanish);
    expect(es.subject).toBe(`Katy Valet Trash ya da servicio en ${zip}`);
    expect(es.text).toContain(
      `Buenas noticias: Katy Valet Trash ya recoge la basura en la puerta en el código postal ${zip}.`,
    );
    expect(es.text).toContain(`Registrarse: http://app.test/signup?zip=${zip}&lang=es`);
    expect(es.html).toContain('<html lang="es">');

    const en = await mailTo(english);
    expect(en.subject).toBe(`Katy Valet Trash now serves ${zip}`);
    expect(en.text).toContain(`Sign up: http://app.test/signup?zip=${zip}\n`);
  });
});

describe('confirming', () => {
  test('an unknown, empty or oversized token is refused with a clear message', async () => {
    for (const token of ['no-such-token', '', 'x'.repeat(201)]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_LINK);
    }
    expect((await t.client().post('/api/waitlist/confirm', {})).statusCode).toBe(400);
  });

  test('a link older than 7 days has expired, unless the email was confirmed already', async () => {
    const late = newEmail();
    const lateLink = await joinAndReadMail(late);
    const done = newEmail();
    const doneLink = await joinAndReadMail(done);
    expect((await confirm(doneLink.token)).statusCode).toBe(200);
    await t.db
      .update(waitlistEntries)
      .set({ tokenSentAt: sql`now() - interval '7 days 1 minute'` })
      .where(sql`lower(${waitlistEntries.email}) in (${late}, ${done})`);

    const expired = await confirm(lateLink.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: INVALID_LINK });
    expect((await entriesOf(late))[0]!.confirmedAt).toBeNull();
    expect((await confirm(doneLink.token)).statusCode).toBe(200);
  });
});

describe('the admin waitlist', () => {
  const ZIP_A = '30301';
  const ZIP_B = '30302';

  beforeAll(async () => {
    // ZIP_A: three confirmed (two houses, one apartment) and one unconfirmed; ZIP_B: one confirmed.
    for (const [zip, kind, confirmed] of [
      [ZIP_A, 'house', true],
      [ZIP_A, 'house', true],
      [ZIP_A, 'apartment', true],
      [ZIP_A, 'apartment', false],
      [ZIP_B, 'apartment', true],
    ] as const) {
      const { token } = await joinAndReadMail(newEmail(), zip, kind);
      if (confirmed) expect((await confirm(token)).statusCode).toBe(200);
    }
  });

  test('is for admins only', async () => {
    const { client: customer } = await t.signUp();
    for (const [method, url] of [
      ['GET', '/api/admin/waitlist'],
      ['GET', '/api/admin/waitlist.csv'],
      ['POST', `/api/admin/waitlist/${ZIP_A}/notify`],
    ] as const) {
      expect((await t.client().inject({ method, url })).statusCode).toBe(401);
      expect((await customer.inject({ method, url })).statusCode).toBe(403);
    }
  });

  test('counts the people waiting per ZIP code, most first, and says whether we serve it', async () => {
    const response = await admin.get('/api/admin/waitlist');
    expect(response.statusCode).toBe(200);
    const rows: { zip: string }[] = response.json();
    const a = rows.find((r) => r.zip === ZIP_A);
    expect(a).toEqual({
      zip: ZIP_A,
      served: false,
      waiting: 3,
      unconfirmed: 1,
      apartments: 1,
      houses: 2,
      emailed: 0,
    });
    expect(rows.findIndex((r) => r.zip === ZIP_A)).toBeLessThan(
      rows.findIndex((r) => r.zip === ZIP_B),
    );
  });

  test('exports every entry as CSV', async () => {
    const response = await admin.get('/api/admin/waitlist.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...records] = parseCsv(response.body);
    expect(header).toEqual(['Email', 'ZIP', 'Home', 'Confirmed', 'Emailed We Serve', 'Joined']);
    const inA = records.filter((r) => r[1] === ZIP_A);
    expect(inA).toHaveLength(4);
    expect(inA.map((r) => r[2]).sort()).toEqual(['Apartment', 'Apartment', 'House', 'House']);
    expect(inA.filter((r) => r[3] === '')).toHaveLength(1);
    expect(records).toHaveLength(await t.db.$count(waitlistEntries));
  });

  test('refuses to email a ZIP code we still do not serve', async () => {
    const response = await admin.post(`/api/admin/waitlist/${ZIP_B}/notify`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `We don't serve ${ZIP_B} yet. Add it to the service area before emailing the people waiting there.`,
    });
    expect((await admin.post('/api/admin/waitlist/abc/notify')).statusCode).toBe(400);
  });

  test('once we serve the ZIP code, emails each confirmed person once', async () => {
    await t.db.insert(serviceZips).values({ zip: ZIP_A, city: 'Atlanta' });
    await t.app.mailer.drain();
    const before = smtp.messages.length;

    const first = await admin.post(`/api/admin/waitlist/${ZIP_A}/notify`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: `Emailed 3 people waiting in ${ZIP_A}.`, emailed: 3 });
    await t.app.mailer.drain();
    const sent = await Promise.all(
      [0, 1, 2].map((i) => smtp.waitFor((m) => smtp.messages.indexOf(m) === before + i)),
    );
    for (const mail of sent) {
      expect(mail.subject).toBe(`Katy Valet Trash now serves ${ZIP_A}`);
      expect(mail.text).toContain(`Sign up: http://app.test/signup?zip=${ZIP_A}`);
    }
    expect(new Set(sent.map((m) => m.to[0])).size).toBe(3);

    const second = await admin.post(`/api/admin/waitlist/${ZIP_A}/notify`);
    expect(second.json()).toEqual({
      message: `Nobody in ${ZIP_A} was waiting for an email.`,
      emailed: 0,
    });
    await t.app.mailer.drain();
    expect(smtp.messages.length).toBe(before + 3);

    const summary: { zip: string }[] = (await admin.get('/api/admin/waitlist')).json();
    expect(summary.find((r) => r.zip === ZIP_A)).toMatchObject({
      served: true,
      waiting: 0,
      unconfirmed: 1,
      emailed: 3,
    });
  });
});

describe('waitlist rate limits', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => strict?.close());

  test('30 requests per 10 minutes per IP, then 429', async () => {
    const client = strict.client({ ip: '10.9.9.7' });
    for (let i = 0; i < 30; i += 1) {
      const reply = await client.post('/api/waitlist', {
        email: `flood.${i}@example.com`,
        zip: '90210',
        kind: 'house',
      });
      expect(reply.statusCode).toBe(202);
    }
    const refused = await client.post('/api/waitlist', {
      email: 'one.more@example.com',
      zip: '90210',
      kind: 'house',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    // The contact form is counted apart.
    expect(
      (
        await client.post('/api/contact', {
          name: 'Jamie',
          email: 'jamie@example.com',
          subject: 'Hi',
          message: 'Hello',
        })
      ).statusCode,
    ).toBe(201);
  });

  test('5 links per email an hour, whatever the IP', async () => {
    const email = 'inbox.owner@example.com';
    for (let i = 0; i < 5; i += 1) {
      const reply = await strict
        .client({ ip: `10.8.0.${i}` })
        .post('/api/waitlist', { email, zip: '90210', kind: 'house' });
      expect(reply.statusCode).toBe(202);
    }
    const refused = await strict
      .client({ ip: '10.8.1.1' })
      .post('/api/waitlist', { email: email.toUpperCase(), zip: '10001', kind: 'house' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait 60 minutes and try again.',
    });
  });
});

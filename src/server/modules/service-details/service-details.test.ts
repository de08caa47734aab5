import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { RouteSheet } from '../../../domain/schemas/admin.ts';
import type { ServiceDetails, ServiceHistory } from '../../../domain/schemas/service-details.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import {
  communities,
  emailChangeTokens,
  serviceSchedules,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { generatePickups } from '../schedules/schedules-module.ts';
import { recordServiceDetailChanges } from './service-details-module.ts';

let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const { input, user } = await t.signUp({ firstName: 'Avery', lastName: 'Admin' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
  adminId = user.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const today = () => serviceClock(new Date()).date;

const doorstep = {
  phone: '2815550123',
  building: 'B',
  unit: '214',
  gateCode: '#4455',
  specialInstructions: 'Bags by the blue door',
};

const history = async (userId: number) => {
  const res = await admin.get(`/api/admin/users/${userId}/service-history`);
  expect(res.statusCode).toBe(200);
  return res.json<ServiceHistory>();
};

/** Field → [old, new] of a history, oldest first, for compact assertions. */
const edits = (h: ServiceHistory) =>
  h.changes
    .slice()
    .reverse()
    .map((c) => [c.field, c.oldValue, c.newValue, c.changedBy]);

describe('doorstep details', () => {
  test('phone, building, unit, gate code and instructions change together, one history row per field', async () => {
    const { client, user, input, id } = await t.customerWith('active', {
      gateCode: '#1111',
      specialInstructions: null,
    });
    const res = await client.post('/api/account/doorstep', {
      ...doorstep,
      unit: input.unit,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ServiceDetails>()).toMatchObject({ ...doorstep, unit: input.unit });

    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(sub).toMatchObject({ gateCode: '#4455', specialInstructions: 'Bags by the blue door' });
    // The session's cached user row is dropped: the next read shows the new phone at once.
    expect((await client.get('/api/user')).json()).toMatchObject({ phone: '2815550123' });

    const h = await history(user.id);
    expect(h.customerName).toBe('Casey Tester');
    expect(edits(h)).toEqual([
      ['phone', input.phone, '2815550123', 'customer'],
      ['building', '', 'B', 'customer'],
      ['gateCode', '#1111', '#4455', 'customer'],
      ['specialInstructions', '', 'Bags by the blue door', 'customer'],
    ]);

    // Saving the same details again changes nothing and adds no history.
    expect(
      (await client.post('/api/account/doorstep', { ...doorstep, unit: input.unit })).statusCode,
    ).toBe(200);
    expect((await history(user.id)).changes).toHaveLength(4);
  });

  test('the next route sheet shows the new gate code and instructions', async () => {
    const { client, id, input } = await t.customerWith('active', { gateCode: '#1111' });
    const day = addDays(today(), 1);
    await t.db.insert(serviceSchedules).values({ subscriptionId: id, serviceDate: day });
    await client.post('/api/account/doorstep', { ...doorstep, unit: '9C' });

    const sheet = (await admin.get(`/api/admin/route-sheet?date=${day}`)).json<RouteSheet>();
    const stop = sheet.groups.flatMap((c) => c.stops).find((s) => s.subscriptionId === id);
    expect(stop).toMatchObject({
      gateCode: '#4455',
      specialInstructions: 'Bags by the blue door',
      unit: '9C',
      phone: '2815550123',
      address: input.address,
    });
  });

  test('a paused subscription takes the change; a cancelled one keeps its old details', async () => {
    const { client, user, id: paused } = await t.customerWith('paused', { gateCode: '#1' });
    const [cancelled] = await t.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        plan: 'basic',
        priceCents: 2500,
        status: 'cancelled',
        gateCode: '#old',
      })
      .returning();
    expect((await client.post('/api/account/doorstep', { ...doorstep })).statusCode).toBe(200);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.find((r) => r.id === paused)?.gateCode).toBe('#4455');
    expect(rows.find((r) => r.id === cancelled!.id)?.gateCode).toBe('#old');
  });

  test('bad input is a 400 with the sign-up messages, and nothing is written', async () => {
    const { client, user } = await t.customerWith('active', { gateCode: '#1' });
    const res = await client.post('/api/account/doorstep', {
      ...doorstep,
      phone: '12',
      unit: '',
      gateCode: 'x'.repeat(31),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      phone: ['Valid phone number is required'],
      unit: ['Apartment/Unit number is required'],
      gateCode: ['Must be at most 30 characters'],
    });
    expect((await history(user.id)).changes).toEqual([]);
  });

  test('without a plan there is nowhere to keep a gate code: 400 on the field', async () => {
    const { client, user, input } = await t.signUp();
    const res = await client.post('/api/account/doorstep', { ...doorstep });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ gateCode: [MESSAGES.doorstepNeedsPlan] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.phone).toBe(input.phone);
    // Phone, building and unit alone are fine.
    const ok = await client.post('/api/account/doorstep', {
      ...doorstep,
      gateCode: '',
      specialInstructions: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone: doorstep.phone, hasSubscription: false });
  });

  test('signed out: 401', async () => {
    expect((await t.client().post('/api/account/doorstep', doorstep)).statusCode).toBe(401);
    expect((await t.client().get('/api/account/service-details')).statusCode).toBe(401);
  });
});

describe('moving', () => {
  const move = {
    address: '23500 Cinco Ranch Blvd',
    unit: '3108',
    building: '3',
    city: 'Katy',
    zip: '77494',
    communityRequest: '',
  };
  const communityId = async (name: string) => {
    const [row] = await t.db.select().from(communities).where(eq(communities.name, name));
    return row!.id;
  };

  test('a move to a ZIP we do not serve is a 400 on the ZIP, and nothing changes', async () => {
    const { client, user, input } = await t.customerWith('active');
    const res = await client.post('/api/account/move', {
      ...move,
      zip: '90210',
      communityId: null,
      communityRequest: 'Palm Court',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ zip: [MESSAGES.zipNotServed] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ address: input.address, zip: input.zip });
    expect((await history(user.id)).changes).toEqual([]);
  });

  test('a community must be one we serve in the new ZIP', async () => {
    const { client } = await t.customerWith('active');
    const elsewhere = await communityId('Mason Creek Villas'); // 77450
    const res = await client.post('/api/account/move', { ...move, communityId: elsewhere });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ communityId: [MESSAGES.communityNotInZip] });
  });

  test('the new address, community and history; future generated pickups are made again, past and staff-added ones stay', async () => {
    const { client, user, input, id } = await t.customerWith('active');
    await generatePickups(t.db);
    const past = addDays(today(), -7);
    await t.db.insert(serviceSchedules).values([
      { subscriptionId: id, serviceDate: past, source: 'plan', status: 'completed' },
      {
        subscriptionId: id,
        serviceDate: addDays(today(), 20),
        source: 'manual',
        notes: 'Extra bags',
      },
    ]);
    const before = await t.db
      .select()
      .from(serviceSchedules)
      .where(eq(serviceSchedules.subscriptionId, id));
    const futurePlan = before.filter((r) => r.source === 'plan' && r.serviceDate > today());
    expect(futurePlan.length).toBeGreaterThan(0);
    await t.db
      .update(serviceSchedules)
      .set({ notes: 'Gate at the old place sticks' })
      .where(eq(serviceSchedules.id, futurePlan[0]!.id));

    const cinco = await communityId('Cinco Ranch Commons');
    const res = await client.post('/api/account/move', { ...move, communityId: cinco });
    expect(res.statusCode).toBe(200);
    expect(res.json<ServiceDetails>()).toMatchObject({
      address: move.address,
      unit: '3108',
      building: '3',
      communityId: cinco,
      communityName: 'Cinco Ranch Commons',
      communityRequest: null,
    });

    const after = await t.db
      .select()
      .from(serviceSchedules)
      .where(eq(serviceSchedules.subscriptionId, id));
    // Same days (they follow the plan), new rows, no note about the old door.
    const afterPlan = after.filter((r) => r.source === 'plan' && r.serviceDate > today());
    expect(afterPlan.map((r) => r.serviceDate).sort()).toEqual(
      futurePlan.map((r) => r.serviceDate).sort(),
    );
    expect(afterPlan.some((r) => futurePlan.some((f) => f.id === r.id))).toBe(false);
    expect(afterPlan.every((r) => r.notes === null)).toBe(true);
    expect(after.find((r) => r.serviceDate === past)?.status).toBe('completed');
    expect(after.find((r) => r.source === 'manual')?.notes).toBe('Extra bags');

    const sheet = (
      await admin.get(`/api/admin/route-sheet?date=${afterPlan[0]!.serviceDate}`)
    ).json<RouteSheet>();
    expect(sheet.groups.flatMap((c) => c.stops).find((s) => s.subscriptionId === id)).toMatchObject(
      {
        address: move.address,
        unit: '3108',
      },
    );

    expect(edits(await history(user.id))).toEqual([
      ['address', input.address, move.address, 'customer'],
      ['unit', input.unit, '3108', 'customer'],
      ['building', '', '3', 'customer'],
      ['community', '', 'Cinco Ranch Commons', 'customer'],
    ]);
  });

  test('a community we do not list is kept as the name the customer typed', async () => {
    const { client, user } = await t.customerWith('active');
    const res = await client.post('/api/account/move', {
      ...move,
      zip: '77450',
      communityId: null,
      communityRequest: 'Willow Bend Flats',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      communityId: null,
      communityRequest: 'Willow Bend Flats',
      zip: '77450',
    });
    const community = (await history(user.id)).changes.find((c) => c.field === 'community');
    expect(community?.newValue).toBe('Willow Bend Flats (not listed)');
  });

  test('bad input: the sign-up messages on each field', async () => {
    const { client } = await t.customerWith('active');
    const res = await client.post('/api/account/move', {
      address: 'x',
      unit: '',
      city: '',
      zip: '7749',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      address: ['Address is required'],
      unit: ['Apartment/Unit number is required'],
      city: ['City is required'],
      zip: [MESSAGES.zipRequired],
    });
  });
});

describe('changing the sign-in email', () => {
  /** Asks for the change and returns the two mails and the token in the confirmation link. */
  async function requestChange(
    client: TestClient,
    oldEmail: string,
    email: string,
    password: string,
  ) {
    const res = await client.post('/api/account/email', { email, currentPassword: password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.emailChangeSent(email) });
    const toNew = await smtp.waitFor((m) => m.to.includes(email));
    const toOld = await smtp.waitFor(
      (m) => m.to.includes(oldEmail) && m.subject.includes('was requested'),
    );
    const link = /http:\/\/app\.test\/confirm-email\?token=(\S+)/.exec(toNew.text);
    if (!link?.[1]) throw new Error(`no link in the mail:\n${toNew.text}`);
    return { toNew, toOld, token: decodeURIComponent(link[1]) };
  }
  const confirm = (token: string) => t.client().post('/api/account/email/confirm', { token });
  const fresh = () => `new.${Math.random().toString(36).slice(2)}@example.com`;

  test('a link to the new address, a notice to the old; the link switches the sign-in once', async () => {
    const { client, user, input } = await t.signUp();
    const email = fresh();
    const { toNew, toOld, token } = await requestChange(client, input.email, email, input.password);
    expect(toNew.subject).toBe('Confirm your new Katy Valet Trash email');
    expect(toNew.text).toContain('expires in 24 hours');
    expect(toOld.text).toContain(email);
    // Nothing changes until the link is followed.
    expect((await client.get('/api/user')).json().email).toBe(input.email);
    const stored = await t.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.emailChanged(email), email });
    expect((await client.get('/api/user')).json().email).toBe(email);
    const changed = await smtp.waitFor(
      (m) => m.to.includes(input.email) && m.subject.includes('was changed'),
    );
    expect(changed.text).toContain(email);

    expect(
      (await t.client().post('/api/login', { username: email, password: input.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.client().post('/api/login', { username: input.email, password: input.password }))
        .statusCode,
    ).toBe(401);
    expect(edits(await history(user.id))).toEqual([['email', input.email, email, 'customer']]);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.emailChangeLinkInvalid });
  });

  test("each of the three emails is in the account's language", async () => {
    const { client, user, input } = await t.signUp();
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const email = fresh();
    const res = await client.post('/api/account/email', {
      email,
      currentPassword: input.password,
    });
    expect(res.statusCode).toBe(200);
    const toNew = await smtp.waitFor((m) => m.to.includes(email));
    expect(toNew.subject).toBe('Confirme su nuevo correo de Katy Valet Trash');
    expect(toNew.text).toContain('vence en 24 horas');
    const toOld = await smtp.waitFor(
      (m) =>
        m.to.includes(input.email) &&
        m.subject === 'Se pidió cambiar su correo de Katy Valet Trash',
    );
    expect(toOld.text).toContain(`pidió cambiar su correo a ${email}.`);
    const token = decodeURIComponent(/confirm-email\?token=(\S+)/.exec(toNew.text)![1]!);
    expect((await confirm(token)).statusCode).toBe(200);
    const changed = await smtp.waitFor(
      (m) => m.to.includes(input.email) && m.subject === 'Se cambió su correo de Katy Valet Trash',
    );
    expect(changed.text).toContain(`El correo de su cuenta ahora es ${email};`);
    expect(changed.text).toContain('Iniciar sesión: http://app.test/login');
  });

  test('an expired link is refused and changes nothing', async () => {
    const { client, user, input } = await t.signUp();
    const { token } = await requestChange(client, input.email, fresh(), input.password);
    await t.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailChangeTokens.userId, user.id));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.emailChangeLinkInvalid });
    expect((await client.get('/api/user')).json().email).toBe(input.email);
  });

  test('a newer request makes the older link useless', async () => {
    const { client, input } = await t.signUp();
    const first = await requestChange(client, input.email, fresh(), input.password);
    await requestChange(client, input.email, fresh(), input.password);
    expect((await confirm(first.token)).statusCode).toBe(400);
  });

  test('an email another account uses is a 409, when asked and when someone took it meanwhile', async () => {
    const other = await t.signUp();
    const { client, input, user } = await t.signUp();
    const taken = await client.post('/api/account/email', {
      email: other.input.email.toUpperCase(),
      currentPassword: input.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: [MESSAGES.emailTaken] });

    const email = fresh();
    const { token } = await requestChange(client, input.email, email, input.password);
    await t.db.update(users).set({ email: email.toUpperCase() }).where(eq(users.id, other.user.id));
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: [MESSAGES.emailTaken] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(input.email);
    expect((await history(user.id)).changes).toEqual([]);
  });

  test('the current password is required and checked; the same email is refused', async () => {
    const { client, input } = await t.signUp();
    const wrong = await client.post('/api/account/email', {
      email: fresh(),
      currentPassword: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: [MESSAGES.currentPasswordWrong] });
    const same = await client.post('/api/account/email', {
      email: input.email.toUpperCase(),
      currentPassword: input.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ email: [MESSAGES.emailSameAsCurrent] });
    const bad = await client.post('/api/account/email', {
      email: 'not-an-email',
      currentPassword: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: ['Invalid email address'],
      currentPassword: ['Current password is required'],
    });
  });
});

describe('the office history', () => {
  test('admin only: 401 signed out, 403 for a customer, 404 for nobody', async () => {
    const { client, user } = await t.signUp();
    const url = `/api/admin/users/${user.id}/service-history`;
    expect((await t.client().get(url)).statusCode).toBe(401);
    const denied = await client.get(url);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: MESSAGES.adminOnly });
    expect((await admin.get('/api/admin/users/2147483647/service-history')).statusCode).toBe(404);
  });

  test('says "you" for the admin looking, "office" for another admin, "customer" for the customer', async () => {
    const { user } = await t.signUp();
    const colleague = await t.signUp({ firstName: 'Robin' });
    await t.db.transaction((tx) =>
      recordServiceDetailChanges(tx, [
        {
          userId: user.id,
          changedBy: colleague.user.id,
          field: 'community',
          oldValue: 'Oak Flats (not listed)',
          newValue: 'Cinco Ranch Commons',
        },
        { userId: user.id, changedBy: adminId, field: 'gateCode', oldValue: '', newValue: '#9' },
        { userId: user.id, changedBy: user.id, field: 'phone', oldValue: '1', newValue: '2' },
      ]),
    );
    const h = await history(user.id);
    expect(h.changes.map((c) => [c.field, c.changedBy]).sort()).toEqual([
      ['community', 'office'],
      ['gateCode', 'you'],
      ['phone', 'customer'],
    ]);
  });
});

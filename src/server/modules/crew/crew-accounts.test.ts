import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CREW_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { CrewAssignments, Porter } from '../../../domain/schemas/crew-admin.ts';
import type { User } from '../../../domain/schemas/account.ts';
import {
  newCommunity,
  openCrewTestApp,
  signedInPorter,
  today,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { routeList } from '../../../test/route-list.ts';
import { type SmtpPeer } from '../../../test/smtp-peer.ts';
import { type TestApp, type TestClient } from '../../../test/test-app.ts';
import { communities, subscriptions, users } from '../../db/schema.ts';

let world: CrewTestApp;
let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;

beforeAll(async () => {
  world = await openCrewTestApp('crew-accounts', { smtp: true });
  ({ t, admin } = world);
  smtp = world.smtp!;
});
afterAll(() => world?.close());

let invited = 0;
const newcomer = () => ({
  firstName: 'Morgan',
  lastName: 'Lee',
  email: `morgan.${++invited}.${Date.now().toString(36)}@example.com`,
  phone: '2815550144',
});

/** The set-password token in the newest invitation mailed to `email`. */
async function invitationToken(email: string, after = 0) {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after);
  const link = /http:\/\/app\.test\/reset-password\?token=(\S+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no link in the invitation:\n${mail.text}`);
  return { mail, token: decodeURIComponent(link[1]) };
}

const login = (username: string, password: string) =>
  t.client().post('/api/login', { username, password });

const invite = (body: object) => admin.post('/api/admin/crew/porters', body);

const porters = async () => (await admin.get('/api/admin/crew/porters')).json<Porter[]>();

describe('inviting a porter', () => {
  test("the invitation's link sets the password; the porter then signs in at /login", async () => {
    const input = newcomer();
    const response = await invite(input);
    expect(response.statusCode).toBe(201);
    const porter = response.json<Porter>();
    expect(porter).toMatchObject({ ...input, status: 'invited', assignments: [] });

    const { mail, token } = await invitationToken(input.email);
    expect(mail.subject).toBe('Join the Katy Valet Trash crew');
    expect(mail.text).toContain('Hi Morgan,');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.text).toContain('http://app.test/login');

    // No password works before the link is used.
    expect((await login(input.email, '')).statusCode).toBe(400);
    expect((await login(input.email, 'none')).statusCode).toBe(401);

    expect(
      (await t.client().post('/api/reset-password', { token, password: 'crew-pass-2026' }))
        .statusCode,
    ).toBe(200);
    const signedIn = await login(input.email, 'crew-pass-2026');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<User>()).toMatchObject({ email: input.email, role: 'porter' });
    expect((await porters()).find((p) => p.id === porter.id)!.status).toBe('active');

    // The office's own sign-in stays closed to the crew.
    const adminLogin = await t
      .client()
      .post('/api/admin-login', { username: input.email, password: 'crew-pass-2026' });
    expect(adminLogin.statusCode).toBe(403);
  });

  test('an email in use is a 409; a porter can be sent a new link, which voids the old one', async () => {
    const { input: customer } = await t.signUp();
    const taken = await invite({ ...newcomer(), email: customer.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: CREW_ADMIN_TEXT.emailTakenByCustomer,
      errors: { email: [CREW_ADMIN_TEXT.emailTakenByCustomer] },
    });

    const input = newcomer();
    const porter = (await invite(input)).json<Porter>();
    expect((await invite({ ...input, email: input.email.toUpperCase() })).statusCode).toBe(409);
    const first = await invitationToken(input.email);

    const count = smtp.messages.length;
    const resent = await admin.post(`/api/admin/crew/porters/${porter.id}/invite`);
    expect(resent.statusCode).toBe(200);
    const second = await invitationToken(input.email, count);
    expect(second.token).not.toBe(first.token);
    const stale = await t
      .client()
      .post('/api/reset-password', { token: first.token, password: 'crew-pass-2026' });
    expect(stale.statusCode).toBe(400);
    expect(
      (
        await t
          .client()
          .post('/api/reset-password', { token: second.token, password: 'crew-pass-2026' })
      ).statusCode,
    ).toBe(200);

    expect((await admin.post('/api/admin/crew/porters/999999/invite')).statusCode).toBe(404);
  });

  test("a new link goes out in the language of the porter's row", async () => {
    const input = newcomer();
    const porter = (await invite(input)).json<Porter>();
    await invitationToken(input.email);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, porter.id));
    const count = smtp.messages.length;
    expect((await admin.post(`/api/admin/crew/porters/${porter.id}/invite`)).statusCode).toBe(200);
    const { mail } = await invitationToken(input.email, count);
    expect(mail.subject).toBe('Únase al equipo de Katy Valet Trash');
    expect(mail.text).toContain('Hola, Morgan:');
    expect(mail.text).toContain('abrir la app Crew, donde verá su ruta');
    expect(mail.text).toContain('vence en 7 días');
    expect(mail.text).toContain('Escoger mi contraseña: http://app.test/reset-password?token=');
  });

  test('bad invitations are refused with the field messages, and nothing is written', async () => {
    const response = await invite({ firstName: '', lastName: 'Lee', email: 'nope', phone: '1' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'firstName', 'phone']);
    expect((await porters()).some((p) => p.lastName === 'Lee' && p.firstName === '')).toBe(false);
  });
});

describe('removing a porter', () => {
  test('ends their sessions, frees their days, keeps them listed; the same email brings them back', async () => {
    const porter = await signedInPorter(t);
    const community = await newCommunity(t);
    await admin.inject({
      method: 'PUT',
      url: '/api/admin/crew/assignments/3',
      payload: { assignments: [{ communityId: community.id, porterId: porter.id }] },
    });
    expect((await porter.client.get(`/api/crew/route?date=${today()}`)).statusCode).toBe(200);

    const removed = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/crew/porters/${porter.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Porter>()).toMatchObject({
      id: porter.id,
      status: 'deactivated',
      assignments: [],
    });
    expect((await porter.client.get(`/api/crew/route?date=${today()}`)).statusCode).toBe(401);
    expect((await login(porter.email, porter.password)).statusCode).toBe(401);
    const days = (await admin.get('/api/admin/crew/assignments')).json<CrewAssignments>();
    expect(days.assignments.some((a) => a.porterId === porter.id)).toBe(false);
    expect((await porters()).find((p) => p.id === porter.id)!.status).toBe('deactivated');

    // No reset link reaches a removed porter: a customer's, asked for after, arrives alone.
    const count = smtp.messages.length;
    const { input: customer } = await t.signUp();
    await t.client().post('/api/forgot-password', { email: porter.email });
    await t.client().post('/api/forgot-password', { email: customer.email });
    await smtp.waitFor((m) => m.to.includes(customer.email));
    expect(smtp.messages.slice(count).map((m) => m.to)).toEqual([[customer.email]]);

    // Removing again changes nothing; an unknown one is a 404.
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/admin/crew/porters/${porter.id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.inject({ method: 'DELETE', url: '/api/admin/crew/porters/999999' })).statusCode,
    ).toBe(404);
    expect((await admin.post(`/api/admin/crew/porters/${porter.id}/invite`)).statusCode).toBe(409);

    const back = await invite({
      firstName: 'Pat',
      lastName: 'Again',
      email: porter.email,
      phone: '2815550155',
    });
    expect(back.statusCode).toBe(201);
    expect(back.json<Porter>()).toMatchObject({
      id: porter.id,
      status: 'invited',
      lastName: 'Again',
    });
    expect((await login(porter.email, porter.password)).statusCode).toBe(401);
  });
});

describe('assignments', () => {
  test("each weekday's communities and their porter, replaced a day at a time", async () => {
    const pat = await signedInPorter(t, 'Pat');
    const sky = await signedInPorter(t, 'Sky');
    const a = await newCommunity(t, 'Aspen Row');
    const b = await newCommunity(t, 'Birch Court');
    const put = (weekday: number | string, assignments: object[]) =>
      admin.inject({
        method: 'PUT',
        url: `/api/admin/crew/assignments/${weekday}`,
        payload: { assignments },
      });

    const monday = await put(1, [
      { communityId: b.id, porterId: sky.id },
      { communityId: a.id, porterId: pat.id },
    ]);
    expect(monday.statusCode).toBe(200);
    const mine = (list: CrewAssignments) =>
      list.assignments.filter((x) => [a.id, b.id].includes(x.communityId));
    expect(mine(monday.json())).toEqual([
      {
        weekday: 1,
        communityId: a.id,
        communityName: a.name,
        porterId: pat.id,
        porterName: expect.stringMatching(/^Pat /),
      },
      {
        weekday: 1,
        communityId: b.id,
        communityName: b.name,
        porterId: sky.id,
        porterName: expect.stringMatching(/^Sky /),
      },
    ]);
    await put(2, [{ communityId: a.id, porterId: sky.id }]);
    // Monday again, without Birch Court: it has nobody that day; Tuesday is untouched.
    await put(1, [{ communityId: a.id, porterId: pat.id }]);
    const all = (await admin.get('/api/admin/crew/assignments')).json<CrewAssignments>();
    expect(mine(all).map((x) => [x.weekday, x.communityId, x.porterId])).toEqual([
      [1, a.id, pat.id],
      [2, a.id, sky.id],
    ]);
    const patRow = (await porters()).find((p) => p.id === pat.id)!;
    expect(patRow.assignments).toEqual([{ weekday: 1, communityId: a.id, communityName: a.name }]);
  });

  test('refused: two porters for one community, unknown or inactive communities, removed porters, bad days', async () => {
    const pat = await signedInPorter(t);
    const gone = await signedInPorter(t, 'Gone');
    await admin.inject({ method: 'DELETE', url: `/api/admin/crew/porters/${gone.id}` });
    const { client: customer, user } = await t.signUp();
    const c = await newCommunity(t);
    const closed = await newCommunity(t, 'Closed Court');
    await t.db.update(communities).set({ active: false }).where(eq(communities.id, closed.id));
    const before = (await admin.get('/api/admin/crew/assignments')).json<CrewAssignments>();
    const put = (weekday: number | string, assignments: object[]) =>
      admin.inject({
        method: 'PUT',
        url: `/api/admin/crew/assignments/${weekday}`,
        payload: { assignments },
      });

    const cases: [number | string, object[], string][] = [
      [
        4,
        [
          { communityId: c.id, porterId: pat.id },
          { communityId: c.id, porterId: gone.id },
        ],
        CREW_ADMIN_TEXT.onePorterPerCommunity,
      ],
      [4, [{ communityId: 999_999, porterId: pat.id }], CREW_ADMIN_TEXT.communityUnknown],
      [
        4,
        [{ communityId: closed.id, porterId: pat.id }],
        CREW_ADMIN_TEXT.communityInactive(closed.name),
      ],
      [4, [{ communityId: c.id, porterId: gone.id }], CREW_ADMIN_TEXT.porterNotFound],
      [4, [{ communityId: c.id, porterId: user.id }], CREW_ADMIN_TEXT.porterNotFound],
      [0, [], CREW_ADMIN_TEXT.weekdayInvalid],
      [8, [], CREW_ADMIN_TEXT.weekdayInvalid],
      ['monday', [], CREW_ADMIN_TEXT.weekdayInvalid],
    ];
    for (const [weekday, list, message] of cases) {
      const response = await put(weekday, list);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, message).toBe(message);
    }
    expect((await admin.get('/api/admin/crew/assignments')).json()).toEqual(before);
    expect((await customer.get('/api/admin/crew/assignments')).statusCode).toBe(403);
  });
});

describe('a porter among the other routes', () => {
  test('every /api/admin route refuses a porter', async () => {
    const porter = await signedInPorter(t);
    const routes = routeList(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.includes(' /api/admin/') && !r.startsWith('HEAD '),
    );
    expect(routes).toContain('PUT /api/admin/crew/assignments/:weekday');
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await porter.client.inject({
        method: method as 'GET',
        url: path.replace(/:\w+/g, '1'),
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json(), route).toEqual({ message: MESSAGES.adminOnly });
    }
  });

  test('a porter cannot subscribe or give the account a door, and nothing is written', async () => {
    const porter = await signedInPorter(t);
    const details = { plan: 'standard', gateCode: '#1', specialInstructions: '' };
    const door = {
      address: '2300 Katy Mills Blvd',
      unit: '1',
      city: 'Katy',
      zip: '77494',
      communityRequest: 'Somewhere',
    };
    const person = {
      firstName: 'Pat',
      lastName: 'Porter',
      email: porter.email,
      phone: '2815550111',
    };
    const attempts = [
      porter.client.post('/api/subscription-info', details),
      porter.client.inject({
        method: 'PUT',
        url: '/api/subscription-info',
        payload: { ...details, ...person, ...door },
      }),
      porter.client.post('/api/create-subscription', { plan: 'standard' }),
      porter.client.post('/api/paypal/subscription', { subscriptionId: 1, planType: 'standard' }),
      porter.client.post('/api/account/doorstep', {
        phone: '2815550100',
        building: '',
        unit: '1',
        gateCode: '',
        specialInstructions: '',
      }),
      porter.client.post('/api/account/move', door),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.crewCannotSubscribe });
    }
    // Nor as a visitor signing up with the porter's own email and password.
    const visitor = await t.client().post('/api/subscription-info', {
      ...details,
      ...person,
      ...door,
      password: porter.password,
      agreeToTerms: true,
    });
    expect(visitor.statusCode).toBe(403);
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, porter.id)),
    ).toEqual([]);
    // What a customer reads is simply empty for a porter.
    expect((await porter.client.get('/api/subscriptions')).json()).toEqual([]);
  });

  test("the office's Users list filters porters by role", async () => {
    const porter = await signedInPorter(t);
    const listed = (await admin.get('/api/admin/users?role=porter&pageSize=100')).json<User[]>();
    expect(listed.map((u) => u.id)).toContain(porter.id);
    expect(listed.every((u) => u.role === 'porter')).toBe(true);
    const [row] = await t.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, porter.id));
    expect(row!.role).toBe('porter');
  });
});

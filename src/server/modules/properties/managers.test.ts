import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MANAGER_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import { MANAGER_TEXT } from '../../../domain/manager-portal.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { addDays, weekdayOf } from '../../../domain/pickup-calendar.ts';
import type { User } from '../../../domain/schemas/account.ts';
import type {
  ManagerDoor,
  ManagerNight,
  ManagerOverview,
  ManagerTicket,
} from '../../../domain/schemas/manager-portal.ts';
import type { CommunityManager } from '../../../domain/schemas/managers.ts';
import type { PropertyContractInput } from '../../../domain/schemas/property-contracts.ts';
import { parseCsv } from '../../../test/csv-parse.ts';
import {
  action,
  assign,
  newCommunity,
  openCrewTestApp,
  putPhoto,
  signedInPorter,
  syncActions,
  today,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import type { SmtpPeer } from '../../../test/smtp-peer.ts';
import type { TestApp, TestClient } from '../../../test/test-app.ts';
import { serviceSchedules, users } from '../../db/schema.ts';
import { enrolPropertyDoor } from '../subscriptions/subscriptions-module.ts';

let world: CrewTestApp;
let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;

beforeAll(async () => {
  world = await openCrewTestApp('managers', { smtp: true });
  ({ t, admin } = world);
  smtp = world.smtp!;
});
afterAll(() => world?.close());

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

const contract = (overrides: Partial<PropertyContractInput> = {}): PropertyContractInput => ({
  legalName: 'Cane Island Owner LLC',
  billingContactName: 'Dana Ruiz',
  billingEmail: 'ap@caneisland.example',
  billingPhone: '281-555-0177',
  rateCents: 1800,
  doors: 120,
  startsOn: '2026-01-01',
  termMonths: 24,
  renews: true,
  serviceDays: EVERY_DAY,
  windowStart: '08:00',
  windowEnd: '11:00',
  reportEmails: [],
  ...overrides,
});

/** A property-paid community with its contract, recorded by the office. */
async function propertyCommunity(overrides: Partial<PropertyContractInput> = {}) {
  const community = await newCommunity(t, 'Cane Island Lofts');
  const saved = await admin.inject({
    method: 'PUT',
    url: `/api/admin/communities/${community.id}/contract`,
    payload: contract(overrides),
  });
  expect(saved.statusCode).toBe(200);
  return community;
}

let invited = 0;
const newManager = () => ({
  firstName: 'Dana',
  lastName: 'Ruiz',
  email: `dana.${++invited}.${Date.now().toString(36)}@caneisland.example`,
});

async function invitationToken(email: string) {
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = /http:\/\/app\.test\/reset-password\?token=(\S+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no link in the invitation:\n${mail.text}`);
  return { mail, token: decodeURIComponent(link[1]) };
}

/** A manager invited by the office for `communityId`, who set a password and signed in. */
async function signedInManager(communityId: number) {
  const input = newManager();
  const invitedReply = await admin.post(`/api/admin/communities/${communityId}/managers`, input);
  expect(invitedReply.statusCode).toBe(201);
  const { token } = await invitationToken(input.email);
  const set = await t.client().post('/api/reset-password', { token, password: 'manager-pass-26' });
  expect(set.statusCode).toBe(200);
  const client = t.client();
  const signedIn = await client.post('/api/login', {
    username: input.email,
    password: 'manager-pass-26',
  });
  expect(signedIn.statusCode).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.email, input.email));
  return { input, client, id: row!.id };
}

/** A resident of the community whose door the property pays for, served from `startsOn`. */
async function propertyResident(communityId: number, unit: string, startsOn = today()) {
  const { user } = await t.signUp({ firstName: 'Alex', communityId, building: '4', unit });
  const contractId = (await t.db.query.propertyContracts.findFirst({
    where: (c, { eq: is }) => is(c.communityId, communityId),
  }))!.id;
  const subscriptionId = await t.db.transaction((tx) =>
    enrolPropertyDoor(tx, { userId: user.id, contractId, rateCents: 1800, startsOn }),
  );
  return { user, subscriptionId };
}

/**
 * The door's pickup on `date`: generated pickups start at the next window, so a test running
 * after today's has closed adds today's as the crew's route would have had it.
 */
async function pickupOn(subscriptionId: number, date: string) {
  await t.db
    .insert(serviceSchedules)
    .values({ subscriptionId, serviceDate: date })
    .onConflictDoNothing();
  const [row] = await t.db
    .select({ id: serviceSchedules.id })
    .from(serviceSchedules)
    .where(
      and(
        eq(serviceSchedules.subscriptionId, subscriptionId),
        eq(serviceSchedules.serviceDate, date),
      ),
    );
  return row!;
}

describe('the office invites a property manager', () => {
  test('the invitation sets a password and the manager lands on their portal', async () => {
    const community = await propertyCommunity();
    const input = newManager();
    const reply = await admin.post(`/api/admin/communities/${community.id}/managers`, input);
    expect(reply.statusCode).toBe(201);
    expect(reply.json<CommunityManager[]>()).toEqual([
      expect.objectContaining({ ...input, status: 'invited' }),
    ]);
    const { mail, token } = await invitationToken(input.email);
    expect(mail.subject).toBe(`Your Katy Valet Trash portal for ${community.name}`);
    expect(mail.text).toContain('Hi Dana,');
    await t.client().post('/api/reset-password', { token, password: 'manager-pass-26' });
    const signedIn = await t.client().post('/api/login', {
      username: input.email,
      password: 'manager-pass-26',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<User>().role).toBe('manager');
    const listed = await admin.get(`/api/admin/communities/${community.id}/managers`);
    expect(listed.json<CommunityManager[]>()[0]!.status).toBe('active');
  });

  test('a second community is added to the same account, with a note instead of a link', async () => {
    const first = await propertyCommunity();
    const second = await propertyCommunity();
    const manager = await signedInManager(first.id);
    const again = await admin.post(`/api/admin/communities/${second.id}/managers`, manager.input);
    expect(again.statusCode).toBe(201);
    const note = await smtp.waitFor(
      (m) => m.to.includes(manager.input.email) && m.subject.includes(second.name),
    );
    expect(note.text).not.toContain('reset-password');
    const mine = await manager.client.get('/api/manager/communities');
    expect(
      mine
        .json<{ id: number }[]>()
        .map((c) => c.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
  });

  test("a resident's or the crew's email cannot become a manager's", async () => {
    const community = await propertyCommunity();
    const { input } = await t.signUp();
    const reply = await admin.post(`/api/admin/communities/${community.id}/managers`, {
      firstName: 'Sam',
      lastName: 'Lee',
      email: input.email,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().errors.email).toEqual([MANAGER_ADMIN_TEXT.emailTaken]);
  });

  test('bad input and unknown communities are 4xx, and nothing is written', async () => {
    const community = await propertyCommunity();
    const bad = await admin.post(`/api/admin/communities/${community.id}/managers`, {
      firstName: '',
      lastName: 'Ruiz',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'firstName']);
    const unknown = await admin.post('/api/admin/communities/999999/managers', newManager());
    expect(unknown.statusCode).toBe(404);
    const listed = await admin.get(`/api/admin/communities/${community.id}/managers`);
    expect(listed.json()).toEqual([]);
  });

  test('a removed manager no longer sees the community', async () => {
    const community = await propertyCommunity();
    const manager = await signedInManager(community.id);
    expect((await manager.client.get(`/api/manager/communities/${community.id}`)).statusCode).toBe(
      200,
    );
    const removed = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/communities/${community.id}/managers/${manager.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect((await manager.client.get(`/api/manager/communities/${community.id}`)).statusCode).toBe(
      404,
    );
    const again = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/communities/${community.id}/managers/${manager.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("the manager's portal", () => {
  test("shows the community's doors, a night door by door, tickets and CSVs", async () => {
    const community = await propertyCommunity();
    const manager = await signedInManager(community.id);
    const served = await propertyResident(community.id, '101');
    await propertyResident(community.id, '102', addDays(today(), 10));
    const pickup = await pickupOn(served.subscriptionId, today());
    const porter = await signedInPorter(t);
    await assign(t, admin, community.id, porter.id, [today()]);
    const photoId = randomUUID();
    expect((await putPhoto(porter.client, photoId, testJpeg())).statusCode).toBe(201);
    const synced = await syncActions(porter.client, [
      action(pickup.id, { outcome: 'problem', reason: 'not_sealed', note: 'Bag torn', photoId }),
    ]);
    expect(synced.statusCode).toBe(200);

    const base = `/api/manager/communities/${community.id}`;
    const overview = (await manager.client.get(base)).json<ManagerOverview>();
    expect(overview).toMatchObject({ name: community.name, enrolledDoors: 2 });
    expect(overview.contract).toMatchObject({ rateCents: 1800, serviceDays: EVERY_DAY });

    const doors = (await manager.client.get(`${base}/doors`)).json<ManagerDoor[]>();
    expect(doors).toEqual([
      expect.objectContaining({
        subscriptionId: served.subscriptionId,
        unit: '101',
        status: 'served',
        lastOutcome: { date: today(), outcome: 'problem', reason: 'not_sealed' },
      }),
      expect.objectContaining({ unit: '102', status: 'starting', lastOutcome: null }),
    ]);

    const night = (await manager.client.get(`${base}/nights/${today()}`)).json<ManagerNight>();
    expect(night.doors).toEqual([
      expect.objectContaining({ unit: '101', result: 'problem', note: 'Bag torn', photoId }),
    ]);
    expect((await manager.client.get(`/api/photos/${photoId}`)).statusCode).toBe(200);

    const csv = parseCsv((await manager.client.get(`${base}/doors.csv`)).body);
    expect(csv[0]).toEqual([
      'Building',
      'Unit',
      'Resident',
      'Status',
      'First day',
      'Last day',
      'Last pickup',
      'Last outcome',
      'Problem',
    ]);
    expect(csv.slice(1).map((row) => row[3])).toEqual(['Served', 'Starts soon']);
    const nightCsv = await manager.client.get(`${base}/nights/${today()}/doors.csv`);
    expect(nightCsv.headers['content-disposition']).toContain(`service-${today()}.csv`);
    expect(parseCsv(nightCsv.body)[1]).toEqual(expect.arrayContaining(['101', 'Problem']));
    expect((await manager.client.get(`${base}/tickets`)).json<ManagerTicket[]>()).toEqual([]);
    expect(parseCsv((await manager.client.get(`${base}/tickets.csv`)).body)).toHaveLength(1);
  });

  test('a night whose window has closed shows the doors not recorded as missed', async () => {
    const community = await propertyCommunity({ serviceDays: [weekdayOf(addDays(today(), -1))] });
    const manager = await signedInManager(community.id);
    const { subscriptionId } = await propertyResident(community.id, '201', addDays(today(), -7));
    await pickupOn(subscriptionId, addDays(today(), -1));
    const night = await manager.client.get(
      `/api/manager/communities/${community.id}/nights/${addDays(today(), -1)}`,
    );
    expect(night.json<ManagerNight>()).toMatchObject({
      closed: true,
      doors: [expect.objectContaining({ unit: '201', result: 'missed' })],
    });
  });
});

describe("a manager sees nothing of another community's", () => {
  test('every manager route of another community is a 404, and its photos are refused', async () => {
    const mine = await propertyCommunity();
    const theirs = await propertyCommunity();
    const manager = await signedInManager(mine.id);
    const paths = [
      '',
      '/doors',
      '/doors.csv',
      `/nights/${today()}`,
      `/nights/${today()}/doors.csv`,
      '/tickets',
      '/tickets.csv',
    ];
    for (const path of paths) {
      for (const id of [String(theirs.id), '999999', 'abc', '0']) {
        const reply = await manager.client.get(`/api/manager/communities/${id}${path}`);
        expect(reply.statusCode, `${id}${path}`).toBe(404);
        expect(reply.json().message).toBe(MANAGER_TEXT.communityNotFound);
      }
    }
    const listed = await manager.client.get('/api/manager/communities');
    expect(listed.json<{ id: number }[]>().map((c) => c.id)).toEqual([mine.id]);

    const served = await propertyResident(theirs.id, '301');
    const pickup = await pickupOn(served.subscriptionId, today());
    const porter = await signedInPorter(t);
    await assign(t, admin, theirs.id, porter.id, [today()]);
    const photoId = randomUUID();
    await putPhoto(porter.client, photoId, testJpeg());
    await syncActions(porter.client, [
      action(pickup.id, { outcome: 'problem', reason: 'loose_trash', photoId }),
    ]);
    expect((await manager.client.get(`/api/photos/${photoId}`)).statusCode).toBe(403);
  });

  test('customers, porters and the office are refused the manager routes', async () => {
    const community = await propertyCommunity();
    const base = `/api/manager/communities/${community.id}`;
    expect((await t.client().get(base)).statusCode).toBe(401);
    const customer = (await t.signUp()).client;
    const refused = await customer.get(base);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.managerOnly);
    expect((await admin.get(base)).statusCode).toBe(403);
    expect(
      (await (await signedInPorter(t)).client.get('/api/manager/communities')).statusCode,
    ).toBe(403);
  });
});

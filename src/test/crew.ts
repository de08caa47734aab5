import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays, serviceClock, weekdayOf } from '../domain/pickup-calendar.ts';
import type { PlanId } from '../domain/plans.ts';
import type { CrewAction } from '../domain/schemas/crew.ts';
import {
  communities,
  communityManagers,
  serviceSchedules,
  subscriptions,
  users,
} from '../server/db/schema.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';
import { createTestApp, type TestApp, type TestClient } from './test-app.ts';

// The people and places of the crew tests: office staff, porters, communities with residents
// and their pickups, and the actions a phone sends.

export const today = () => serviceClock(new Date()).date;
export const tomorrow = () => addDays(today(), 1);
export const yesterday = () => addDays(today(), -1);

export type CrewTestApp = {
  t: TestApp;
  admin: TestClient;
  /** Where this app stores photos: `storage/photos/<id>.jpg` below it. */
  dataDir: string;
  /** The SMTP peer the app mails, when asked for one. */
  smtp: SmtpPeer | undefined;
  close(): Promise<void>;
};

/**
 * One test file's app: a data folder of its own (photos are written there), optionally an SMTP
 * peer it mails, and a signed-in admin. `close` takes all of it down.
 */
export async function openCrewTestApp(
  name: string,
  options: { smtp?: boolean } = {},
): Promise<CrewTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const smtp = options.smtp ? await startSmtpPeer() : undefined;
  const t = await createTestApp({
    env: { DATA_DIR: dataDir, ...(smtp ? { SMTP_URL: smtp.url } : {}) },
  });
  return {
    t,
    admin: await signedInAdmin(t),
    dataDir,
    smtp,
    async close() {
      await t.close();
      await smtp?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let n = 0;
const unique = () => `${++n}${randomBytes(3).toString('hex')}`;

async function signIn(t: TestApp, email: string, password: string): Promise<TestClient> {
  const client = t.client();
  const response = await client.post('/api/login', { username: email, password });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return client;
}

/** A signed-in admin. */
export async function signedInAdmin(t: TestApp): Promise<TestClient> {
  const { input, user } = await t.signUp({ firstName: 'Avery', lastName: 'Office' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return signIn(t, input.email, input.password);
}

/**
 * A signed-in porter with a password already set, written straight to the database (the
 * invitation journey has tests of its own).
 */
export async function signedInPorter(t: TestApp, firstName = 'Pat') {
  const tag = unique();
  const email = `porter.${tag}@example.com`;
  const password = 'porter-password-1';
  const [row] = await t.db
    .insert(users)
    .values({
      username: email,
      email,
      firstName,
      lastName: `Porter${tag}`,
      phone: '2815550111',
      role: 'porter',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password, client: await signIn(t, email, password) };
}

/**
 * A property manager of `communityId`, signed in, written straight to the database (the office's
 * invitation has tests of its own).
 */
export async function signedInManager(t: TestApp, communityId: number): Promise<TestClient> {
  const email = `manager.${unique()}@property.example`;
  const password = 'manager-pass-26';
  const [row] = await t.db
    .insert(users)
    .values({
      username: email,
      email,
      firstName: 'Dana',
      lastName: 'Ruiz',
      phone: '2815550133',
      role: 'manager',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  await t.db.insert(communityManagers).values({ userId: row!.id, communityId });
  return signIn(t, email, password);
}

/** A community of its own for one test, in a ZIP code we serve. */
export async function newCommunity(t: TestApp, name = 'Test Commons') {
  const [row] = await t.db
    .insert(communities)
    .values({
      name: `${name} ${unique()}`,
      street: '100 Test Way',
      zip: '77494',
      accessNotes: 'Call box 12',
    })
    .returning();
  return row!;
}

/**
 * A resident of the community with an active subscription and a pickup on each of `dates`;
 * `pickups` maps each date to its pickup's id.
 */
export async function newResident(
  t: TestApp,
  communityId: number,
  door: {
    firstName?: string;
    building?: string;
    unit?: string;
    plan?: PlanId;
    dates?: string[];
    gateCode?: string;
  } = {},
) {
  const { user, client } = await t.signUp({
    firstName: door.firstName ?? 'Riley',
    communityId,
    building: door.building ?? '1',
    unit: door.unit ?? '101',
  });
  const plan = door.plan ?? 'standard';
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      plan,
      priceCents: { basic: 2500, standard: 3500, premium: 5000 }[plan],
      status: 'active',
      gateCode: door.gateCode ?? '#1234',
      specialInstructions: 'Bags by the mat',
    })
    .returning({ id: subscriptions.id });
  const dates = door.dates ?? [yesterday(), today(), tomorrow()];
  const rows = await t.db
    .insert(serviceSchedules)
    .values(dates.map((serviceDate) => ({ subscriptionId: subscription!.id, serviceDate })))
    .returning({ id: serviceSchedules.id, date: serviceSchedules.serviceDate });
  return {
    user,
    client,
    subscriptionId: subscription!.id,
    pickups: Object.fromEntries(rows.map((r) => [r.date, r.id])) as Record<string, number>,
  };
}

/** Gives the community to the porter on the weekdays of `dates` (other communities stay). */
export async function assign(
  t: TestApp,
  admin: TestClient,
  communityId: number,
  porterId: number,
  dates: string[] = [yesterday(), today(), tomorrow()],
) {
  for (const weekday of new Set(dates.map(weekdayOf))) {
    const current = await admin.get('/api/admin/crew/assignments');
    const day = current
      .json<{ assignments: { weekday: number; communityId: number; porterId: number }[] }>()
      .assignments.filter((a) => a.weekday === weekday && a.communityId !== communityId)
      .map(({ communityId: c, porterId: p }) => ({ communityId: c, porterId: p }));
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/admin/crew/assignments/${weekday}`,
      payload: { assignments: [...day, { communityId, porterId }] },
    });
    if (response.statusCode !== 200) {
      throw new Error(`assignment failed: ${response.statusCode} ${response.body}`);
    }
  }
}

/** An action as the phone queues it, made now unless said otherwise. */
export function action(scheduleId: number, over: Partial<CrewAction> = {}): CrewAction {
  return {
    id: randomUUID(),
    scheduleId,
    outcome: 'collected',
    occurredAt: new Date().toISOString(),
    ...over,
  };
}

/** Sends queued actions as the phone does. */
export const syncActions = (client: TestClient, actions: CrewAction[]) =>
  client.post('/api/crew/actions', { actions });

/** Uploads a photo as the phone does. */
export const putPhoto = (client: TestClient, id: string, body: Buffer, type = 'image/jpeg') =>
  client.inject({
    method: 'PUT',
    url: `/api/photos/${id}`,
    headers: { 'content-type': type },
    payload: body,
  });

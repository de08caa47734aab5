import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatServiceDate } from '../../../domain/pickup-calendar.ts';
import {
  action,
  assign,
  newCommunity,
  newResident,
  openCrewTestApp,
  putPhoto,
  signedInPorter,
  syncActions,
  today,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import type { TestApp, TestClient } from '../../../test/test-app.ts';
import { notifications, users } from '../../db/schema.ts';
import { textsConfirmed } from '../../../test/texts.ts';

let world: CrewTestApp;
let t: TestApp;

beforeAll(async () => {
  world = await openCrewTestApp('crew-problem-notice', { smtp: true });
  t = world.t;
});
afterAll(() => world?.close());

const HOUR = 60 * 60_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

async function doorWithPorter() {
  const porter = await signedInPorter(t);
  const community = await newCommunity(t);
  await assign(t, world.admin, community.id, porter.id);
  const door = await newResident(t, community.id, { firstName: 'Jordan' });
  await textsConfirmed(
    t.db,
    door.user.id,
    `+1281555${String(door.user.id % 10_000).padStart(4, '0')}`,
  );
  return { porter, door, scheduleId: door.pickups[today()]! };
}

async function photo(client: TestClient) {
  const id = randomUUID();
  expect((await putPhoto(client, id, testJpeg(32, 24, 3))).statusCode).toBe(201);
  return id;
}

const logOf = (userId: number) =>
  t.db
    .select({
      type: notifications.type,
      channel: notifications.channel,
      key: notifications.dedupeKey,
      body: notifications.body,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

test("a problem at the door that is not the resident's doing is a service update to the resident, by email and text, with the link to the photo", async () => {
  const { porter, door, scheduleId } = await doorWithPorter();
  const problem = action(scheduleId, {
    outcome: 'problem',
    reason: 'no_access',
    photoId: await photo(porter.client),
  });
  expect((await syncActions(porter.client, [problem])).statusCode).toBe(200);

  const log = await logOf(door.user.id);
  expect(log.map((r) => [r.type, r.channel, r.key])).toEqual([
    ['service_update', 'email', `service_update:problem:schedule:${scheduleId}`],
    ['service_update', 'sms', `service_update:problem:schedule:${scheduleId}`],
  ]);
  expect(log[1]?.body).toContain(
    "couldn't get in (gate or code). See the photo: http://app.test/client-portal",
  );
  const mail = await world.smtp!.waitFor((m) => m.to.includes(door.user.email));
  expect(mail.subject).toBe(`A problem at your door on ${formatServiceDate(today())}`);
  expect(mail.text).toContain('Our crew could not finish your pickup');
  expect(mail.text).toContain('See the photo: http://app.test/client-portal');
  expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
});

test('a resident who reads Spanish is told of the problem at the door in Spanish, by email and text', async () => {
  const { porter, door, scheduleId } = await doorWithPorter();
  await t.db.update(users).set({ language: 'es' }).where(eq(users.id, door.user.id));
  const problem = action(scheduleId, {
    outcome: 'problem',
    reason: 'no_access',
    photoId: await photo(porter.client),
  });
  expect((await syncActions(porter.client, [problem])).statusCode).toBe(200);

  const log = await logOf(door.user.id);
  expect(log[1]?.body).toMatch(
    /^Katy Valet Trash: un problema en su puerta el \p{L}+, \d{1,2} de \p{L}+: no se pudo entrar \(reja o código\)\. Vea la foto: http:\/\/app\.test\/client-portal$/u,
  );
  const mail = await world.smtp!.waitFor((m) => m.to.includes(door.user.email));
  expect(mail.subject).toMatch(/^Un problema en su puerta el \p{L}+, \d{1,2} de \p{L}+$/u);
  expect(mail.text).toContain('Nuestro equipo no pudo terminar su recolección del ');
  expect(mail.text).toContain('La foto que tomó el equipo está en su cuenta');
  expect(mail.text).toContain('Ver la foto: http://app.test/client-portal');
  expect(mail.text).toMatch(/Dejar de recibir correos de avisos del servicio: \S+/);
});

test('once per pickup: a replayed sync, a second problem or a later correction sends nothing more', async () => {
  const { porter, door, scheduleId } = await doorWithPorter();
  const first = action(scheduleId, {
    outcome: 'problem',
    reason: 'too_many_bags',
    bagCount: 6,
    photoId: await photo(porter.client),
    occurredAt: at(3 * HOUR),
  });
  await syncActions(porter.client, [first]);
  await syncActions(porter.client, [first]);
  const again = action(scheduleId, {
    outcome: 'problem',
    reason: 'loose_trash',
    photoId: await photo(porter.client),
    occurredAt: at(2 * HOUR),
  });
  await syncActions(porter.client, [again]);
  await syncActions(porter.client, [
    action(scheduleId, { outcome: 'collected', occurredAt: at(HOUR) }),
  ]);
  expect((await logOf(door.user.id)).map((r) => r.channel)).toEqual(['email', 'sms']);
});

test('a problem corrected in the same sync, or recorded after a later correction, says nothing', async () => {
  const { porter, door, scheduleId } = await doorWithPorter();
  const problem = action(scheduleId, {
    outcome: 'problem',
    reason: 'no_access',
    photoId: await photo(porter.client),
    occurredAt: at(2 * HOUR),
  });
  const corrected = action(scheduleId, { outcome: 'collected', occurredAt: at(HOUR) });
  await syncActions(porter.client, [problem, corrected]);
  // A phone's stale queue sends a problem from before the correction: the correction stands.
  const stale = action(scheduleId, {
    outcome: 'problem',
    reason: 'no_access',
    photoId: await photo(porter.client),
    occurredAt: at(3 * HOUR),
  });
  await syncActions(porter.client, [stale]);
  expect(await logOf(door.user.id)).toEqual([]);
});

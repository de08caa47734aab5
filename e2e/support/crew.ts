import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { addDays, serviceClock, weekdayOf } from '../../src/domain/pickup-calendar';
import type { CrewAction, CrewRoute } from '../../src/domain/schemas/crew';
import type { CrewAssignments, Porter } from '../../src/domain/schemas/crew-admin';
import type { AdminCommunity } from '../../src/domain/schemas/service-area';
import { DEMO_ADMIN, logIn, registerAccount, uniqueAccount } from './accounts';
import { testJpeg, withMetadata } from '../../src/test/jpeg';
import { linkTo, waitForMail } from './mail';
import { paidCheckout } from './subscriptions';

// The crew's people and places, made through the office's API as an admin would: a porter
// (invited, with the password set from the emailed link), a community, its residents with a pickup
// today and tomorrow, and the community given to the porter on those weekdays.

type Playwright = PlaywrightWorkerArgs['playwright'];

export const serviceToday = () => serviceClock(new Date()).date;
export const serviceTomorrow = () => addDays(serviceToday(), 1);

/** The demo admin's API client. */
export async function adminApi(playwright: Playwright, baseURL: string) {
  const admin = await playwright.request.newContext({ baseURL });
  await logIn(admin, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  return admin;
}

/** A porter invited by the office, who has set a password from the invitation. */
export async function newPorter(admin: APIRequestContext, playwright: Playwright, baseURL: string) {
  const id = randomUUID().slice(0, 8);
  const email = `porter.${id}@example.com`;
  const invited = await admin.post('/api/admin/crew/porters', {
    data: { firstName: 'Pat', lastName: `Porter ${id}`, email, phone: '2815550111' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id: porterId } = (await invited.json()) as Porter;
  const link = new URL(linkTo(await waitForMail(email), '/reset-password'));
  const password = `crew-${id}-password`;
  const visitor = await playwright.request.newContext({ baseURL });
  const set = await visitor.post('/api/reset-password', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(set.ok(), await set.text()).toBe(true);
  await visitor.dispose();
  return { id: porterId, email, password };
}

export async function newCommunity(admin: APIRequestContext) {
  const name = `Crew Commons ${randomUUID().slice(0, 6)}`;
  const created = await admin.post('/api/admin/communities', {
    data: {
      name,
      street: '23501 Cinco Ranch Blvd',
      zip: '77494',
      accessNotes: 'Call box at the north gate, code 4521',
      managerName: '',
      managerPhone: '',
      managerEmail: '',
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as AdminCommunity;
}

export type Door = { unit: string; building: string; firstName: string };

/**
 * Residents of the community on the Standard plan, each with a pickup today and tomorrow (the
 * office schedules them; one the pickup generator made already is kept).
 */
export async function newResidents(
  admin: APIRequestContext,
  playwright: Playwright,
  baseURL: string,
  communityId: number,
  doors: Door[],
) {
  for (const door of doors) {
    const resident = await playwright.request.newContext({ baseURL });
    await registerAccount(
      resident,
      uniqueAccount({ ...door, communityId, communityRequest: undefined }),
    );
    const { subscriptionId } = await paidCheckout(resident, 'standard');
    await resident.dispose();
    for (const serviceDate of [serviceToday(), serviceTomorrow()]) {
      const scheduled = await admin.post('/api/admin/service-schedules', {
        data: { subscriptionId, serviceDate },
      });
      expect([201, 409], await scheduled.text()).toContain(scheduled.status());
    }
  }
}

/**
 * The office sets a weekday's porters as a whole; journeys running side by side would overwrite
 * each other's day, so changes to the days go one at a time (a lock directory, made atomically).
 */
export async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `e2e-${E2E_PORT}-crew-assignments.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A journey that died holding it: its lock is old.
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > 30_000)
        await rm(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Gives the community to the porter today and tomorrow, keeping every other assignment. */
export async function assignToday(admin: APIRequestContext, communityId: number, porterId: number) {
  await oneAtATime(async () => {
    for (const weekday of new Set([serviceToday(), serviceTomorrow()].map(weekdayOf))) {
      const current = (await (
        await admin.get('/api/admin/crew/assignments')
      ).json()) as CrewAssignments;
      const others = current.assignments
        .filter((a) => a.weekday === weekday && a.communityId !== communityId)
        .map((a) => ({ communityId: a.communityId, porterId: a.porterId }));
      const set = await admin.put(`/api/admin/crew/assignments/${weekday}`, {
        data: { assignments: [...others, { communityId, porterId }] },
      });
      expect(set.status(), await set.text()).toBe(200);
    }
  });
}

/** A porter with a route of `doors` today and tomorrow, in a community of their own. */
export async function porterWithRoute(playwright: Playwright, baseURL: string, doors: Door[]) {
  const admin = await adminApi(playwright, baseURL);
  const porter = await newPorter(admin, playwright, baseURL);
  const community = await newCommunity(admin);
  await newResidents(admin, playwright, baseURL, community.id, doors);
  await assignToday(admin, community.id, porter.id);
  return { porter, community, admin };
}

/**
 * A resident who signs up on `resident` (their browser's request, so it is signed in as them) in a
 * community of its own, pays for the Standard plan and has a pickup today on the route of a new
 * porter, who is signed in on `crew`. `stopOf(date)` finds the resident's door on that route.
 */
export async function residentOnTodaysRoute(
  resident: APIRequestContext,
  playwright: Playwright,
  baseURL: string,
  door: { firstName: string; building: string },
) {
  const admin = await adminApi(playwright, baseURL);
  const porter = await newPorter(admin, playwright, baseURL);
  const community = await newCommunity(admin);
  const unit = `${door.building}${randomUUID().slice(0, 2)}`;
  const account = uniqueAccount({
    ...door,
    communityId: community.id,
    communityRequest: undefined,
    unit,
  });
  await registerAccount(resident, account);
  const { subscriptionId } = await paidCheckout(resident, 'standard');
  const scheduled = await admin.post('/api/admin/service-schedules', {
    data: { subscriptionId, serviceDate: serviceToday() },
  });
  expect([201, 409]).toContain(scheduled.status());
  await assignToday(admin, community.id, porter.id);
  await admin.dispose();
  const crew = await playwright.request.newContext({ baseURL });
  await logIn(crew, { username: porter.email, password: porter.password });
  const stopOf = async (date: string) => {
    const route = (await (await crew.get(`/api/crew/route?date=${date}`)).json()) as CrewRoute;
    return route.groups.flatMap((g) => g.stops).find((s) => s.unit === unit);
  };
  return { account, crew, stopOf };
}

/** The porter records what they found at a door, as the crew app sends it once online. */
export async function recordOutcome(
  crew: APIRequestContext,
  action: Pick<CrewAction, 'scheduleId' | 'outcome' | 'photoId'>,
) {
  const synced = await crew.post('/api/crew/actions', {
    data: { actions: [{ id: randomUUID(), occurredAt: new Date().toISOString(), ...action }] },
  });
  expect(synced.ok()).toBe(true);
}

/** `count` doors in two buildings, units 101, 102, … */
export const doorsOf = (count: number): Door[] =>
  Array.from({ length: count }, (_, i) => ({
    building: String(1 + (i % 2)),
    unit: String(101 + i),
    firstName: ['Jordan', 'Priya', 'Sam', 'Alex', 'Maria'][i % 5]!,
  }));

/**
 * A phone camera's photo: stored sideways with an EXIF orientation that turns it upright (6: a
 * quarter turn clockwise), and a position and a device in its metadata.
 */
export function cameraPhoto(width: number, height: number): Buffer {
  const jpeg = withMetadata(testJpeg(width, height));
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(6, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
}

/** A JPEG's size from its frame header. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no frame header in the JPEG');
}

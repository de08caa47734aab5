import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  PHOTO_ALLOWANCES,
  PHOTO_LIMIT_MESSAGES,
  UNATTACHED_PHOTO_HOURS,
} from '../../../domain/photo-limits.ts';
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
  yesterday,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { photos } from '../../db/schema.ts';

// How much each account may send (docs/decisions/045-photo-allowances.md) and the sweep of photos
// nothing kept, on a real database and real files.

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;
let dataDir: string;

beforeAll(async () => {
  world = await openCrewTestApp('photo-allowances');
  ({ t, admin, dataDir } = world);
});
afterAll(() => world?.close());

const HOUR_MS = 60 * 60_000;
const storedFile = (id: string) => join(dataDir, 'storage', 'photos', `${id}.jpg`);
const isStored = (id: string) =>
  access(storedFile(id)).then(
    () => true,
    () => false,
  );
const rowsOf = async (ids: string[]) =>
  (await t.db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids))).map(
    (r) => r.id,
  );

/** Photos the account sent earlier, written straight to the database (no stored bytes). */
async function alreadySent(
  userId: number,
  count: number,
  extra: { bytes?: number; at?: Date } = {},
) {
  await t.db.insert(photos).values(
    Array.from({ length: count }, () => ({
      id: randomUUID(),
      storageKey: `photos/${randomUUID()}.jpg`,
      contentType: 'image/jpeg' as const,
      bytes: extra.bytes ?? 100_000,
      width: 800,
      height: 600,
      sha256: 'earlier',
      uploadedBy: userId,
      createdAt: extra.at ?? new Date(),
    })),
  );
}

const report = (client: TestClient, scheduleId: number, photoId: string) =>
  client.post(`/api/pickups/${scheduleId}/tickets`, { kind: 'missed', note: '', photoId });

describe('who may send photos', () => {
  test('a resident with no pickup to report on is refused; one with a recent pickup is not', async () => {
    const { client: noSubscription } = await t.signUp();
    const id = randomUUID();
    const refused = await putPhoto(noSubscription, id, testJpeg());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: PHOTO_LIMIT_MESSAGES.nothingToReport });
    expect(await rowsOf([id])).toEqual([]);
    expect(await isStored(id)).toBe(false);

    const community = await newCommunity(t);
    const resident = await newResident(t, community.id, { dates: [yesterday()] });
    expect((await putPhoto(resident.client, randomUUID(), testJpeg())).statusCode).toBe(201);

    // A pickup more than the report window ago is nothing to report on.
    const longAgo = await newResident(t, community.id, { dates: ['2020-01-06'] });
    expect((await putPhoto(longAgo.client, randomUUID(), testJpeg())).statusCode).toBe(403);
  });
});

describe("a resident's allowance", () => {
  const allowance = PHOTO_ALLOWANCES.customer;

  test(`a handful of tries per report: beyond ${allowance.waiting} photos on no report, 429 until one is sent`, async () => {
    const community = await newCommunity(t);
    const resident = await newResident(t, community.id, { dates: [yesterday(), today()] });
    // Today's pickup already recorded by the crew: a second one to report on, whatever the hour.
    const porter = await signedInPorter(t);
    await assign(t, admin, community.id, porter.id);
    await syncActions(porter.client, [action(resident.pickups[today()]!)]);
    const ids = Array.from({ length: allowance.waiting }, () => randomUUID());
    for (const id of ids)
      expect((await putPhoto(resident.client, id, testJpeg())).statusCode).toBe(201);

    const extra = randomUUID();
    const refused = await putPhoto(resident.client, extra, testJpeg());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: PHOTO_LIMIT_MESSAGES.waiting(allowance.waiting) });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(UNATTACHED_PHOTO_HOURS * 3600 - 120);
    expect(wait).toBeLessThanOrEqual(UNATTACHED_PHOTO_HOURS * 3600);
    expect(await rowsOf([extra])).toEqual([]);
    expect(await isStored(extra)).toBe(false);

    // The same photo sent again (a lost answer) is still fine.
    expect((await putPhoto(resident.client, ids[0]!, testJpeg())).statusCode).toBe(200);

    expect(
      (await report(resident.client, resident.pickups[yesterday()]!, ids[0]!)).statusCode,
    ).toBe(201);
    expect((await putPhoto(resident.client, extra, testJpeg())).statusCode).toBe(201);
  });

  test(`${allowance.perDay} photos or ${allowance.bytesPerDay / 1024 / 1024} MB in 24 hours`, async () => {
    const community = await newCommunity(t);
    const many = await newResident(t, community.id, { dates: [yesterday()] });
    await alreadySent(many.user.id, allowance.perDay);
    const refused = await putPhoto(many.client, randomUUID(), testJpeg());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: PHOTO_LIMIT_MESSAGES.perDay(allowance.perDay) });

    const large = await newResident(t, community.id, { dates: [yesterday()] });
    await alreadySent(large.user.id, 1, { bytes: allowance.bytesPerDay - 10 });
    const tooMuch = await putPhoto(large.client, randomUUID(), testJpeg());
    expect(tooMuch.statusCode).toBe(429);
    expect(tooMuch.json()).toEqual({
      message: PHOTO_LIMIT_MESSAGES.bytesPerDay(allowance.bytesPerDay),
    });

    // Yesterday's photos no longer count.
    const earlier = await newResident(t, community.id, { dates: [yesterday()] });
    await alreadySent(earlier.user.id, allowance.perDay, {
      at: new Date(Date.now() - 25 * HOUR_MS),
    });
    expect((await putPhoto(earlier.client, randomUUID(), testJpeg())).statusCode).toBe(201);
  });

  test('parallel uploads cannot pass the allowance together', async () => {
    const community = await newCommunity(t);
    const resident = await newResident(t, community.id, { dates: [yesterday()] });
    const answers = await Promise.all(
      Array.from({ length: allowance.waiting + 3 }, (_, i) =>
        putPhoto(resident.client, randomUUID(), testJpeg(16, 16, i)),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(allowance.waiting);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(
      (await t.db.select().from(photos).where(eq(photos.uploadedBy, resident.user.id))).length,
    ).toBe(allowance.waiting);
  });
});

describe("a porter's allowance", () => {
  const allowance = PHOTO_ALLOWANCES.porter;

  test('a route of proof photos: far more than a resident, up to its own cap', async () => {
    const porter = await signedInPorter(t);
    await alreadySent(porter.id, PHOTO_ALLOWANCES.customer.perDay * 5);
    expect((await putPhoto(porter.client, randomUUID(), testJpeg())).statusCode).toBe(201);

    const busy = await signedInPorter(t, 'Sky');
    await alreadySent(busy.id, allowance.perDay, { bytes: 1000 });
    const refused = await putPhoto(busy.client, randomUUID(), testJpeg());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: PHOTO_LIMIT_MESSAGES.perDay(allowance.perDay) });
  });
});

describe('photos a minute', () => {
  test(`a resident sends at most ${PHOTO_ALLOWANCES.customer.perMinute} a minute, refused ones included`, async () => {
    // The rate limits at their real size (the other tests widen them).
    const real = await createTestApp({ env: { DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const resident = await newResident(real, (await newCommunity(real)).id, {
        dates: [yesterday()],
      });
      const codes = [];
      for (let i = 0; i < PHOTO_ALLOWANCES.customer.perMinute; i += 1) {
        codes.push((await putPhoto(resident.client, randomUUID(), testJpeg(8, 8))).statusCode);
      }
      expect(codes.filter((c) => c === 201)).toHaveLength(PHOTO_ALLOWANCES.customer.waiting);
      const refused = await putPhoto(resident.client, randomUUID(), testJpeg(8, 8));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: PHOTO_LIMIT_MESSAGES.perMinute });
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await real.close();
    }
  });
});

describe('the sweep of unattached photos', () => {
  test('deletes a day-old photo nothing names, rows and bytes; keeps those on a report or a door, and fresh ones', async () => {
    const porter = await signedInPorter(t);
    const community = await newCommunity(t);
    await assign(t, admin, community.id, porter.id);
    const resident = await newResident(t, community.id);

    const given = randomUUID();
    const onReport = randomUUID();
    const atDoor = randomUUID();
    const fresh = randomUUID();
    for (const id of [given, onReport, fresh]) {
      expect((await putPhoto(resident.client, id, testJpeg(12, 12))).statusCode).toBe(201);
    }
    expect((await putPhoto(porter.client, atDoor, testJpeg(14, 14))).statusCode).toBe(201);
    expect(
      (await report(resident.client, resident.pickups[yesterday()]!, onReport)).statusCode,
    ).toBe(201);
    const problem = action(resident.pickups[today()]!, {
      outcome: 'problem',
      reason: 'not_sealed',
      photoId: atDoor,
    });
    expect((await syncActions(porter.client, [problem])).json().results[0].result).toBe('applied');
    await t.db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - (UNATTACHED_PHOTO_HOURS + 1) * HOUR_MS) })
      .where(inArray(photos.id, [given, onReport, atDoor]));

    await t.app.maintenance.run();

    expect((await rowsOf([given, onReport, atDoor, fresh])).sort()).toEqual(
      [onReport, atDoor, fresh].sort(),
    );
    expect(await isStored(given)).toBe(false);
    for (const id of [onReport, atDoor, fresh]) expect(await isStored(id)).toBe(true);
    expect((await admin.get(`/api/photos/${given}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/photos/${onReport}`)).statusCode).toBe(200);
  });
});

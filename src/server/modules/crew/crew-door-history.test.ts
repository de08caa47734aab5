import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NoticeKind, NoticeStatus } from '../../../domain/door-notices.ts';
import { addDays } from '../../../domain/pickup-calendar.ts';
import type { RouteSheet } from '../../../domain/schemas/admin.ts';
import type { CrewRoute, CrewStop } from '../../../domain/schemas/crew.ts';
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
  tomorrow,
  yesterday,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import type { TestApp, TestClient } from '../../../test/test-app.ts';
import { doorNotices, noticeLadders, serviceSchedules } from '../../db/schema.ts';

// The door's history on the crew's route and the office's route sheet (docs/product.md#crew-app):
// before choosing, the porter reads how many notices count at the door in its community's window
// and whether one is still open, and the thank-you note they left shows on the door.

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  world = await openCrewTestApp('crew-door-history');
  ({ t, admin } = world);
});
afterAll(() => world?.close());

const DAY = 24 * 60 * 60_000;

async function doorOnRoute() {
  const porter = await signedInPorter(t);
  const community = await newCommunity(t);
  await assign(t, admin, community.id, porter.id);
  const door = await newResident(t, community.id, { firstName: 'Jordan', unit: '204' });
  return { porter, community, door };
}

async function stopOf(client: TestClient, scheduleId: number, date = today()) {
  const response = await client.get(`/api/crew/route?date=${date}`);
  expect(response.statusCode).toBe(200);
  const stops = response.json<CrewRoute>().groups.flatMap((g) => g.stops);
  return stops.find((s) => s.scheduleId === scheduleId)!;
}

/** A notice at the door on a pickup of its own `daysAgo` before today, as the module keeps it. */
async function pastNotice(
  door: { subscriptionId: number },
  communityId: number,
  daysAgo: number,
  kind: NoticeKind,
  status: NoticeStatus,
  issuedDaysAgo: number | null = daysAgo,
) {
  const serviceDate = addDays(today(), -daysAgo);
  const [pickup] = await t.db
    .insert(serviceSchedules)
    .values({ subscriptionId: door.subscriptionId, serviceDate, status: 'completed' })
    .returning({ id: serviceSchedules.id });
  await t.db.insert(doorNotices).values({
    subscriptionId: door.subscriptionId,
    communityId,
    scheduleId: pickup!.id,
    actionId: randomUUID(),
    serviceDate,
    kind,
    proposedKind: kind,
    reason: kind === 'thanks' ? null : 'not_sealed',
    status,
    feeCents: kind === 'fee' ? 2500 : null,
    issuedAt: issuedDaysAgo === null ? null : new Date(Date.now() - issuedDaysAgo * DAY),
    ...(['disputed', 'upheld', 'withdrawn'].includes(status)
      ? { disputedAt: new Date(), disputeNote: 'My bags were tied.' }
      : {}),
  });
}

const history = (stop: CrewStop) => stop.noticeHistory;

describe("the door's history on the crew's route", () => {
  test('a door with no notices has none, and a thank-you note is no notice', async () => {
    const { porter, door, community } = await doorOnRoute();
    await pastNotice(door, community.id, 3, 'thanks', 'issued');
    expect(history(await stopOf(porter.client, door.pickups[today()]!))).toBeNull();
  });

  test("a problem the resident caused on an earlier pickup shows on the next day's door, open while it can be disputed", async () => {
    const { porter, door } = await doorOnRoute();
    const photoId = randomUUID();
    expect((await putPhoto(porter.client, photoId, testJpeg(32, 24, 7))).statusCode).toBe(201);
    const problem = action(door.pickups[yesterday()]!, {
      outcome: 'problem',
      reason: 'recycling_in_trash',
      photoId,
      occurredAt: `${yesterday()}T16:00:00.000Z`,
    });
    expect((await syncActions(porter.client, [problem])).statusCode).toBe(200);

    // Today's and tomorrow's doors have it; the pickup it was recorded on counts it as its own.
    expect(history(await stopOf(porter.client, door.pickups[today()]!))).toEqual({
      counted: 1,
      windowDays: 30,
      open: true,
    });
    expect(
      history(await stopOf(porter.client, door.pickups[tomorrow()]!, tomorrow())),
    ).toMatchObject({ counted: 1, open: true });
  });

  test("counts the notices that still count in the community's own window, and says which are open", async () => {
    const { porter, door, community } = await doorOnRoute();
    await t.db.insert(noticeLadders).values({
      communityId: community.id,
      windowDays: 14,
      courtesyNotices: 1,
      warnings: 1,
      feeCents: 2500,
      feeMinCents: 2500,
      feeMaxCents: 5000,
      warningsNeedApproval: false,
    });
    // In the window: an upheld courtesy notice (told 12 days ago: past its dispute) and a
    // warning the resident let stand.
    await pastNotice(door, community.id, 12, 'courtesy', 'upheld');
    await pastNotice(door, community.id, 9, 'warning', 'issued');
    // Neither counts: waived by the approver, withdrawn after a dispute.
    await pastNotice(door, community.id, 5, 'fee', 'waived', null);
    await pastNotice(door, community.id, 4, 'fee', 'withdrawn');
    // Outside the community's 14 days, though inside the default 30.
    await pastNotice(door, community.id, 20, 'warning', 'issued');
    const todays = door.pickups[today()]!;

    expect(history(await stopOf(porter.client, todays))).toEqual({
      counted: 2,
      windowDays: 14,
      open: false,
    });

    // A fee waiting for its approver is open, and counts.
    await pastNotice(door, community.id, 2, 'fee', 'awaiting_approval', null);
    expect(history(await stopOf(porter.client, todays))).toEqual({
      counted: 3,
      windowDays: 14,
      open: true,
    });
  });

  test('a disputed notice is open until decided, however long ago it was told', async () => {
    const { porter, door, community } = await doorOnRoute();
    await pastNotice(door, community.id, 25, 'courtesy', 'disputed');
    expect(history(await stopOf(porter.client, door.pickups[today()]!))).toEqual({
      counted: 1,
      windowDays: 30,
      open: true,
    });
  });

  test('a notice on the pickup itself is not its history', async () => {
    const { porter, door } = await doorOnRoute();
    const photoId = randomUUID();
    expect((await putPhoto(porter.client, photoId, testJpeg(32, 24, 8))).statusCode).toBe(201);
    const todays = door.pickups[today()]!;
    const problem = action(todays, { outcome: 'problem', reason: 'loose_trash', photoId });
    expect((await syncActions(porter.client, [problem])).statusCode).toBe(200);

    expect(history(await stopOf(porter.client, todays))).toBeNull();
    expect(
      history(await stopOf(porter.client, door.pickups[tomorrow()]!, tomorrow())),
    ).toMatchObject({ counted: 1, open: true });
  });

  test("the porter's thank-you note shows on the collected door", async () => {
    const { porter, door } = await doorOnRoute();
    const todays = door.pickups[today()]!;
    expect((await syncActions(porter.client, [action(todays)])).statusCode).toBe(200);
    expect((await stopOf(porter.client, todays)).outcome).toMatchObject({
      outcome: 'collected',
      thanks: false,
    });
    const thanks = action(todays, {
      thanks: true,
      occurredAt: new Date(Date.now() + 1000).toISOString(),
    });
    expect((await syncActions(porter.client, [thanks])).statusCode).toBe(200);
    expect((await stopOf(porter.client, todays)).outcome).toMatchObject({
      outcome: 'collected',
      thanks: true,
    });
    // A thank-you note is no notice to count on the next day's door.
    expect(history(await stopOf(porter.client, door.pickups[tomorrow()]!, tomorrow()))).toBeNull();
  });
});

describe("the office's route sheet", () => {
  test('marks the doors with a notice still open', async () => {
    const { door, community } = await doorOnRoute();
    const quiet = await newResident(t, community.id, { unit: '101' });
    await pastNotice(door, community.id, 2, 'warning', 'issued');
    await pastNotice(quiet, community.id, 20, 'courtesy', 'issued');

    const response = await admin.get(`/api/admin/route-sheet?date=${today()}`);
    expect(response.statusCode).toBe(200);
    const stops = response.json<RouteSheet>().groups.flatMap((g) => g.stops);
    const of = (scheduleId: number) => stops.find((s) => s.scheduleId === scheduleId)!;
    expect(of(door.pickups[today()]!).openNotice).toBe(true);
    expect(of(quiet.pickups[today()]!).openNotice).toBe(false);
  });
});

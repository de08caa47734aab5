import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANALYTICS_SERVICE_TEXT } from '../../../domain/analytics-service.ts';
import type { ProblemReason } from '../../../domain/pickup-labels.ts';
import type {
  GrowthAnalytics,
  ServiceAnalytics,
  ServiceFigures,
} from '../../../domain/schemas/analytics-service.ts';
import { parseCsv } from '../../../test/csv-parse.ts';
import {
  newCommunity,
  newResident,
  openCrewTestApp,
  signedInPorter,
  type CrewTestApp,
} from '../../../test/crew.ts';
import type { TestApp, TestClient } from '../../../test/test-app.ts';
import {
  crewAssignments,
  photos,
  pickupActions,
  serviceSchedules,
  subscriptionHolds,
  subscriptions,
  tickets,
  waitlistEntries,
} from '../../db/schema.ts';

// The owner's service and growth numbers on a fixture worked out by hand
// (docs/decisions/062-the-owners-numbers.md#service-and-growth). Times are UTC; in November 2026
// Katy is six hours behind (CST), so 14:00Z is 8:00 in the morning there.
//
// The span asked: Mon 2 Nov to Sun 15 Nov 2026 (two weeks, Mondays 2 and 9 Nov); the span before
// it: 19 Oct to 1 Nov. Alder and Birch are walked by Ana on Mondays and by Ben on Tuesdays; Nell
// lives outside any listed community, so nobody is assigned her door.
//
// Mon 2 Nov, Ana's route: Alder 1 collected 14:00, Alder 2 problem (loose trash) 14:30, Alder 3
//   nothing out 15:00, Birch 1 collected 15:30, Birch 2 problem (bags out after the window) 16:00,
//   then reported missed and given a return visit as a courtesy: a late set-out, reported but not
//   upheld. Nell: no record; reported missed, credited: upheld.
//   Ana's route: 14:00 to 16:00 = 120 minutes, 5 stops checked in.
// Tue 3 Nov, Ben's route: Alder 1 collected 14:00, Alder 2 collected 14:45 (45 minutes, 2 stops);
//   Birch 1 no record, reported missed, "no action": reported, not upheld; Birch 2 cancelled by
//   the office: no stop.
// Mon 9 Nov, Ana: Alder 1 collected 15:00 (then "bags left behind", still open), Alder 2 problem
//   (not sealed) 15:20, Birch 1 collected 15:40: 15:00 to 15:40 = 40 minutes, 3 stops. Hazel's
//   pickup that day falls in the hold she booked (9 to 12 Nov), Paula's in her pause (8 to 20
//   Nov): both left out of the stops, counted as held.
// Tue 10 Nov, Ben: Alder 3 collected 14:00, his only check-in: a route of no length, left out of
//   the stops per porter-hour.
// Mon 26 Oct (the span before): Alder 1 collected 14:00 by Ana.
//
// Tickets resolved: Nell's 19:00 to 20:00 on 2 Nov = 60 minutes; Birch 2's 20:00 on 2 Nov to 00:00
// on 3 Nov (18:00 on 2 Nov in Katy) = 240; Birch 1's 19:00 on 3 Nov to 19:00 on 5 Nov = 2,880.
// Sorted 60, 240, 2,880: the median is 240; the 90th percentile sits at rank (3 - 1) x 0.9 = 1.8,
// so 240 + 0.8 x (2,880 - 240) = 2,352.

const FROM = '2026-11-02';
const TO = '2026-11-15';
/** The job's clock: noon in Katy on 20 Nov, so it writes every day through the 19th. */
const NOW = new Date('2026-11-20T18:00:00Z');

let crew: CrewTestApp;
let t: TestApp;
let admin: TestClient;
const ids = { alder: 0, birch: 0, ana: 0, ben: 0, openTicket: 0 };

const at = (iso: string) => new Date(iso);

async function problemPhoto(porterId: number) {
  const id = randomUUID();
  await t.db.insert(photos).values({
    id,
    storageKey: `test/${id}`,
    contentType: 'image/jpeg',
    bytes: 1000,
    width: 100,
    height: 100,
    sha256: 'x',
    uploadedBy: porterId,
  });
  return id;
}

/** The crew's record at a pickup, as the crew's sync leaves it: the action and the outcome. */
async function record(
  scheduleId: number,
  porterId: number,
  occurredAt: string,
  outcome: 'collected' | 'nothing_out' | 'problem' = 'collected',
  reason?: ProblemReason,
) {
  const id = randomUUID();
  await t.db.insert(pickupActions).values({
    id,
    scheduleId,
    porterId,
    outcome,
    reason: reason ?? null,
    photoId: reason ? await problemPhoto(porterId) : null,
    occurredAt: at(occurredAt),
  });
  await t.db
    .update(serviceSchedules)
    .set({ outcome, outcomeActionId: id, status: 'completed', completedAt: at(occurredAt) })
    .where(sql`${serviceSchedules.id} = ${scheduleId}`);
}

async function ticket(
  scheduleId: number,
  userId: number,
  kind: 'missed' | 'bags_left',
  createdAt: string,
  resolved?: { resolution: 'return_visit' | 'credit' | 'no_action'; at: string },
) {
  const [row] = await t.db
    .insert(tickets)
    .values({
      scheduleId,
      userId,
      kind,
      createdAt: at(createdAt),
      ...(resolved && {
        status: 'resolved' as const,
        resolution: resolved.resolution,
        resolvedAt: at(resolved.at),
        ...(resolved.resolution === 'credit' && { creditCents: 500, creditApplied: true }),
        ...(resolved.resolution === 'no_action' && { resolutionNote: 'Bags went out late' }),
      }),
    })
    .returning({ id: tickets.id });
  return row!.id;
}

async function subscriptionOf(
  communityId: number | undefined,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const { user } = await t.signUp(communityId ? { communityId } : {});
  await t.db.insert(subscriptions).values({
    userId: user.id,
    plan: 'standard',
    priceCents: 3500,
    status: 'active',
    ...values,
  });
}

async function waitlisted(zip: string, createdAt: string, confirmed: boolean, notified: boolean) {
  await t.db.insert(waitlistEntries).values({
    email: `wait.${randomBytes(4).toString('hex')}@example.com`,
    zip,
    kind: 'apartment',
    tokenHash: randomBytes(16).toString('hex'),
    createdAt: at(createdAt),
    confirmedAt: confirmed ? at(createdAt) : null,
    notifiedAt: notified ? at(createdAt) : null,
  });
}

async function seedFixture() {
  const alder = await newCommunity(t, 'Alder Commons');
  const birch = await newCommunity(t, 'Birch Flats');
  const ana = await signedInPorter(t, 'Ana');
  const ben = await signedInPorter(t, 'Ben');
  Object.assign(ids, { alder: alder.id, birch: birch.id, ana: ana.id, ben: ben.id });
  await t.db.insert(crewAssignments).values([
    { communityId: alder.id, weekday: 1, porterId: ana.id },
    { communityId: birch.id, weekday: 1, porterId: ana.id },
    { communityId: alder.id, weekday: 2, porterId: ben.id },
    { communityId: birch.id, weekday: 2, porterId: ben.id },
  ]);
  const a1 = await newResident(t, alder.id, {
    dates: ['2026-10-26', '2026-11-02', '2026-11-03', '2026-11-09'],
  });
  const a2 = await newResident(t, alder.id, { dates: ['2026-11-02', '2026-11-03', '2026-11-09'] });
  const a3 = await newResident(t, alder.id, { dates: ['2026-11-02', '2026-11-10'] });
  const b1 = await newResident(t, birch.id, { dates: ['2026-11-02', '2026-11-03', '2026-11-09'] });
  const b2 = await newResident(t, birch.id, { dates: ['2026-11-02', '2026-11-03'] });
  const hazel = await newResident(t, alder.id, { dates: ['2026-11-09'] });
  const { user: nell } = await t.signUp({ firstName: 'Nell' });
  const [nellSub] = await t.db
    .insert(subscriptions)
    .values({ userId: nell.id, plan: 'standard', priceCents: 3500, status: 'active' })
    .returning({ id: subscriptions.id });
  const [nellPickup] = await t.db
    .insert(serviceSchedules)
    .values({ subscriptionId: nellSub!.id, serviceDate: '2026-11-02' })
    .returning({ id: serviceSchedules.id });

  // Paula paused from 8 Nov to 20 Nov: her pickup of 9 Nov, still on the list, is held too.
  const paula = await newResident(t, birch.id, { dates: ['2026-11-09'] });
  await t.db
    .update(subscriptions)
    .set({
      status: 'paused',
      pausedAt: at('2026-11-08T14:00:00Z'),
      pauseEndsAt: at('2026-11-20T06:00:00Z'),
    })
    .where(sql`${subscriptions.id} = ${paula.subscriptionId}`);
  await t.db.insert(subscriptionHolds).values({
    subscriptionId: hazel.subscriptionId,
    startsOn: '2026-11-09',
    returnsOn: '2026-11-12',
  });

  await record(a1.pickups['2026-10-26']!, ana.id, '2026-10-26T14:00:00Z');
  await record(a1.pickups['2026-11-02']!, ana.id, '2026-11-02T14:00:00Z');
  await record(a2.pickups['2026-11-02']!, ana.id, '2026-11-02T14:30:00Z', 'problem', 'loose_trash');
  await record(a3.pickups['2026-11-02']!, ana.id, '2026-11-02T15:00:00Z', 'nothing_out');
  await record(b1.pickups['2026-11-02']!, ana.id, '2026-11-02T15:30:00Z');
  await record(
    b2.pickups['2026-11-02']!,
    ana.id,
    '2026-11-02T16:00:00Z',
    'problem',
    'after_window',
  );
  await record(a1.pickups['2026-11-03']!, ben.id, '2026-11-03T14:00:00Z');
  await record(a2.pickups['2026-11-03']!, ben.id, '2026-11-03T14:45:00Z');
  await t.db
    .update(serviceSchedules)
    .set({ status: 'cancelled' })
    .where(sql`${serviceSchedules.id} = ${b2.pickups['2026-11-03']!}`);
  await record(a1.pickups['2026-11-09']!, ana.id, '2026-11-09T15:00:00Z');
  await record(a2.pickups['2026-11-09']!, ana.id, '2026-11-09T15:20:00Z', 'problem', 'not_sealed');
  await record(b1.pickups['2026-11-09']!, ana.id, '2026-11-09T15:40:00Z');
  await record(a3.pickups['2026-11-10']!, ben.id, '2026-11-10T14:00:00Z');

  await ticket(b2.pickups['2026-11-02']!, b2.user.id, 'missed', '2026-11-02T20:00:00Z', {
    resolution: 'return_visit',
    at: '2026-11-03T00:00:00Z',
  });
  await ticket(nellPickup!.id, nell.id, 'missed', '2026-11-02T19:00:00Z', {
    resolution: 'credit',
    at: '2026-11-02T20:00:00Z',
  });
  await ticket(b1.pickups['2026-11-03']!, b1.user.id, 'missed', '2026-11-03T19:00:00Z', {
    resolution: 'no_action',
    at: '2026-11-05T19:00:00Z',
  });
  ids.openTicket = await ticket(
    a1.pickups['2026-11-09']!,
    a1.user.id,
    'bags_left',
    '2026-11-09T18:00:00Z',
  );

  // Growth. Sign-ups in the span: Alder's paid on 3 Nov and pending on 4 Nov; two outside any
  // community on 10 Nov, one active, one paid and cancelled (moving) on 12 Nov. Started 4, paid 3.
  await subscriptionOf(alder.id, { createdAt: at('2026-11-03T15:00:00Z') });
  await subscriptionOf(alder.id, { status: 'pending', createdAt: at('2026-11-04T15:00:00Z') });
  await subscriptionOf(undefined, { createdAt: at('2026-11-10T15:00:00Z') });
  await subscriptionOf(undefined, {
    status: 'cancelled',
    cancelReason: 'moving',
    createdAt: at('2026-11-10T16:00:00Z'),
    cancelledAt: at('2026-11-12T16:00:00Z'),
  });
  // Older customers: one cancelled on 5 Nov without a reason, one on 28 Oct (the span before).
  await subscriptionOf(undefined, {
    status: 'cancelled',
    createdAt: at('2026-09-01T16:00:00Z'),
    cancelledAt: at('2026-11-05T18:00:00Z'),
  });
  await subscriptionOf(undefined, {
    status: 'cancelled',
    cancelReason: 'too-expensive',
    createdAt: at('2026-09-01T16:00:00Z'),
    cancelledAt: at('2026-10-28T18:00:00Z'),
  });
  // The waitlist: 77001 (not served) got two joins in the span (one confirmed, waiting) and one
  // before it (emailed); 77441 (served) one before it, confirmed and still waiting; 77002 one in
  // June, emailed: in neither span and waiting no more, so not listed.
  await waitlisted('77001', '2026-11-03T15:00:00Z', true, false);
  await waitlisted('77001', '2026-11-10T15:00:00Z', false, false);
  await waitlisted('77001', '2026-10-20T15:00:00Z', true, true);
  await waitlisted('77441', '2026-10-25T15:00:00Z', true, false);
  await waitlisted('77002', '2026-06-01T15:00:00Z', true, true);
}

const SNAPSHOT_TABLES = [
  'analytics_service_days',
  'analytics_problem_days',
  'analytics_route_days',
  'analytics_ticket_resolutions',
  'analytics_signup_days',
  'analytics_cancellation_days',
];

async function snapshotRows() {
  const all: Record<string, unknown[]> = {};
  for (const table of SNAPSHOT_TABLES) {
    const result = (await t.db.execute(sql.raw(`select * from ${table} t order by t::text`))) as {
      rows: unknown[];
    };
    all[table] = result.rows;
  }
  return all;
}

beforeAll(async () => {
  crew = await openCrewTestApp('analytics-service');
  t = crew.t;
  admin = crew.admin;
  await seedFixture();
  const run = await t.app.serviceSnapshots.runNow(NOW);
  expect(run).toMatchObject({ skipped: false, through: '2026-11-19' });
});
afterAll(() => crew?.close());

async function service(query = `from=${FROM}&to=${TO}`) {
  const response = await admin.get(`/api/admin/analytics/service?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ServiceAnalytics>();
}

const noReasons = {
  not_sealed: 0,
  too_many_bags: 0,
  loose_trash: 0,
  before_window: 0,
  after_window: 0,
  boxes_not_broken_down: 0,
  recycling_in_trash: 0,
  hazardous_items: 0,
  container_in_hallway: 0,
  no_access: 0,
  other: 0,
};

describe('the service numbers', () => {
  test("the span's figures, each from the counts it is made of", async () => {
    const numbers = await service();
    expect(numbers.range).toEqual({ from: FROM, to: TO });
    expect(numbers.previousRange).toEqual({ from: '2026-10-19', to: '2026-11-01' });
    // Stops: 6 on 2 Nov, 3 on 3 Nov (Birch 2 cancelled), 3 on 9 Nov (Hazel and Paula held), 1 on
    // 10 Nov.
    // Completed: all but Nell (2 Nov) and Birch 1 (3 Nov): 11 of 13.
    // Problems: loose trash, after the window, not sealed. Tickets: 4. Missed: 3 reported, Nell's
    // upheld. Porter time: 120 + 45 + 40 (+ 0) = 205 minutes for 5 + 2 + 3 = 10 stops (Ben's lone
    // check-in on 10 Nov is left out), 10 / (205 / 60) = 600 / 205 stops an hour.
    const expected: ServiceFigures = {
      stops: 13,
      completed: 11,
      completionRate: 11 / 13,
      held: 2,
      missedReported: 3,
      missedReportedPer1000: 3000 / 13,
      missedUpheld: 1,
      missedUpheldPer1000: 1000 / 13,
      problems: 3,
      problemsPer1000: 3000 / 13,
      problemsByReason: { ...noReasons, loose_trash: 1, after_window: 1, not_sealed: 1 },
      tickets: 4,
      ticketsPer1000: 4000 / 13,
      timedStops: 10,
      porterMinutes: 205,
      stopsPerPorterHour: 600 / 205,
      ticketsResolved: 3,
      resolveMinutesMedian: 240,
      resolveMinutesP90: 2352,
    };
    expect(numbers.current).toEqual(closeTo(expected));
  });

  test("the span before: Alder 1's one collection on 26 Oct, a route of no length", async () => {
    const { previous } = await service();
    expect(previous).toMatchObject({
      stops: 1,
      completed: 1,
      completionRate: 1,
      problems: 0,
      tickets: 0,
      timedStops: 0,
      porterMinutes: 0,
      stopsPerPorterHour: null,
      ticketsResolved: 0,
      resolveMinutesMedian: null,
    });
  });

  test('by week: every Monday of the span, with its own figures', async () => {
    const { weeks } = await service();
    expect(weeks.map((w) => w.week)).toEqual(['2026-11-02', '2026-11-09']);
    // Week of 2 Nov: 9 stops, 7 completed, 2 problems, 3 tickets (all missed, Nell's upheld),
    // 120 + 45 minutes for 7 stops, the three resolutions (60, 240, 2,880).
    expect(weeks[0]).toEqual(
      closeTo({
        ...weeks[0]!,
        stops: 9,
        completed: 7,
        completionRate: 7 / 9,
        held: 0,
        problems: 2,
        tickets: 3,
        missedReported: 3,
        missedUpheld: 1,
        timedStops: 7,
        porterMinutes: 165,
        stopsPerPorterHour: 7 / (165 / 60),
        ticketsResolved: 3,
        resolveMinutesMedian: 240,
        resolveMinutesP90: 2352,
      }),
    );
    // Week of 9 Nov: 4 stops all completed, Hazel and Paula held, one problem, the open ticket,
    // 40 minutes for 3 stops: 4.5 an hour; nothing resolved.
    expect(weeks[1]).toMatchObject({
      stops: 4,
      completed: 4,
      completionRate: 1,
      held: 2,
      problems: 1,
      tickets: 1,
      missedReported: 0,
      timedStops: 3,
      porterMinutes: 40,
      stopsPerPorterHour: 4.5,
      ticketsResolved: 0,
      resolveMinutesMedian: null,
    });
  });

  test("by community: each community's own first to last check-in", async () => {
    const { communities } = await service();
    expect(communities.map((c) => c.communityId)).toEqual([ids.alder, ids.birch, null]);
    expect(communities[2]!.community).toBe(ANALYTICS_SERVICE_TEXT.noCommunity);
    // Alder: 3 + 2 + 2 + 1 = 8 stops, all completed; Hazel held; 60 + 45 + 20 minutes (2 Nov
    // 14:00-15:00, 3 Nov 14:00-14:45, 9 Nov 15:00-15:20) for 3 + 2 + 2 stops: 7 / (125 / 60).
    expect(communities[0]).toMatchObject({
      stops: 8,
      completed: 8,
      held: 1,
      problems: 2,
      tickets: 1,
      missedReported: 0,
      timedStops: 7,
      porterMinutes: 125,
      stopsPerPorterHour: 3.36,
      ticketsResolved: 0,
    });
    // Birch: 2 + 1 + 1 stops and Paula held, Birch 1 on 3 Nov not done; 2 Nov 15:30-16:00 for 2
    // stops, 9 Nov a lone check-in; resolutions 240 and 2,880: median 1,560, 90th percentile
    // 240 + 0.9 x 2,640 = 2,616.
    expect(communities[1]).toMatchObject({
      stops: 4,
      completed: 3,
      completionRate: 0.75,
      held: 1,
      problems: 1,
      problemsByReason: { ...noReasons, after_window: 1 },
      tickets: 2,
      missedReported: 2,
      missedUpheld: 0,
      timedStops: 2,
      porterMinutes: 30,
      stopsPerPorterHour: 4,
      ticketsResolved: 2,
      resolveMinutesMedian: 1560,
    });
    expect(communities[1]!.resolveMinutesP90).toBeCloseTo(2616, 6);
    // Nell: one stop, not done, reported and upheld, resolved in 60 minutes.
    expect(communities[2]).toMatchObject({
      stops: 1,
      completed: 0,
      completionRate: 0,
      missedReported: 1,
      missedUpheld: 1,
      missedUpheldPer1000: 1000,
      ticketsResolved: 1,
      resolveMinutesMedian: 60,
      resolveMinutesP90: 60,
    });
  });

  test('by porter: whole routes, across the communities walked', async () => {
    const { porters } = await service();
    expect(porters.map((p) => p.porterId)).toEqual([ids.ana, ids.ben, null]);
    expect(porters[2]!.porter).toBe(ANALYTICS_SERVICE_TEXT.noPorter);
    // Ana: 5 + 3 stops, Hazel's and Paula's held pickups were on her route; 120 + 40 minutes:
    // 8 / (160 / 60) = 3.
    expect(porters[0]).toMatchObject({
      stops: 8,
      completed: 8,
      held: 2,
      problems: 3,
      tickets: 2,
      missedReported: 1,
      missedUpheld: 0,
      timedStops: 8,
      porterMinutes: 160,
      stopsPerPorterHour: 3,
      ticketsResolved: 1,
      resolveMinutesMedian: 240,
    });
    // Ben: 3 + 1 stops, Birch 1 not done; 45 minutes for 2 stops (10 Nov's lone check-in left out).
    expect(porters[1]).toMatchObject({
      stops: 4,
      completed: 3,
      tickets: 1,
      missedReported: 1,
      timedStops: 2,
      porterMinutes: 45,
      ticketsResolved: 1,
      resolveMinutesMedian: 2880,
    });
    expect(porters[1]!.stopsPerPorterHour).toBeCloseTo(8 / 3, 10);
    expect(porters[2]).toMatchObject({ stops: 1, missedUpheld: 1 });
  });

  test('problems per 1,000 stops by reason, in both spans', async () => {
    const { reasons } = await service();
    expect(reasons.find((r) => r.reason === 'loose_trash')).toEqual({
      reason: 'loose_trash',
      label: 'Loose trash',
      problems: 1,
      per1000: 1000 / 13,
      previousProblems: 0,
      previousPer1000: 0,
    });
    expect(reasons.filter((r) => r.problems > 0).map((r) => r.reason)).toEqual([
      'not_sealed',
      'loose_trash',
      'after_window',
    ]);
  });

  test('a span without any stops has no rates, only zeros', async () => {
    const { current } = await service('from=2025-01-01&to=2025-01-31');
    expect(current).toMatchObject({
      stops: 0,
      completionRate: null,
      problemsPer1000: null,
      stopsPerPorterHour: null,
      resolveMinutesMedian: null,
    });
  });
});

describe('the growth numbers', () => {
  async function growth() {
    const response = await admin.get(`/api/admin/analytics/growth?from=${FROM}&to=${TO}`);
    expect(response.statusCode).toBe(200);
    return response.json<GrowthAnalytics>();
  }

  test('sign-ups started and paid, cancellations and waitlist joins, in both spans', async () => {
    const numbers = await growth();
    // 4 started, 3 paid (the pending one not); 2 cancellations (moving, and none given); 2 joined
    // the waitlist. Before: no sign-ups, 1 cancellation, 2 joins (20 and 25 Oct).
    expect(numbers.current).toEqual({
      signupsStarted: 4,
      signupsPaid: 3,
      conversionRate: 0.75,
      cancellations: 2,
      waitlistJoined: 2,
    });
    expect(numbers.previous).toEqual({
      signupsStarted: 0,
      signupsPaid: 0,
      conversionRate: null,
      cancellations: 1,
      waitlistJoined: 2,
    });
  });

  test('by week and by community', async () => {
    const numbers = await growth();
    expect(numbers.weeks).toEqual([
      { week: '2026-11-02', signupsStarted: 2, signupsPaid: 1, conversionRate: 0.5 },
      { week: '2026-11-09', signupsStarted: 2, signupsPaid: 2, conversionRate: 1 },
    ]);
    expect(numbers.communities).toEqual([
      {
        communityId: ids.alder,
        community: expect.stringMatching(/^Alder Commons/),
        signupsStarted: 2,
        signupsPaid: 1,
        conversionRate: 0.5,
      },
      {
        communityId: null,
        community: ANALYTICS_SERVICE_TEXT.noCommunity,
        signupsStarted: 2,
        signupsPaid: 2,
        conversionRate: 1,
      },
    ]);
  });

  test('the waitlist by ZIP code, most waiting first', async () => {
    const { waitlist } = await growth();
    expect(waitlist).toEqual([
      { zip: '77001', served: false, joined: 2, confirmed: 1, previousJoined: 1, waitingNow: 1 },
      { zip: '77441', served: true, joined: 0, confirmed: 0, previousJoined: 1, waitingNow: 1 },
    ]);
  });

  test('cancellations by month and reason', async () => {
    const { cancellations } = await growth();
    expect(cancellations).toEqual([
      {
        month: '2026-11',
        total: 2,
        byReason: {
          'too-expensive': 0,
          moving: 1,
          'not-using': 0,
          'service-problem': 0,
          other: 0,
          none: 1,
        },
      },
    ]);
  });
});

describe('the snapshots', () => {
  test('a second run, and a rebuild from nothing, write the same rows', async () => {
    const first = await snapshotRows();
    expect(first.analytics_service_days!.length).toBeGreaterThan(0);
    await t.app.serviceSnapshots.runNow(NOW);
    expect(await snapshotRows()).toEqual(first);
    await t.db.execute(sql`delete from analytics_snapshot_state`);
    for (const table of SNAPSHOT_TABLES) await t.db.execute(sql.raw(`delete from ${table}`));
    await t.app.serviceSnapshots.runNow(NOW);
    expect(await snapshotRows()).toEqual(first);
  });

  test('a run before there is a day to count leaves all of history to the first run that finds one', async () => {
    const counted = await snapshotRows();
    await t.db.execute(sql`delete from analytics_snapshot_state`);
    for (const table of SNAPSHOT_TABLES) await t.db.execute(sql.raw(`delete from ${table}`));
    // As if on a new database: the day before anything here happened.
    await t.app.serviceSnapshots.runNow(new Date('2001-01-01T18:00:00Z'));
    await t.app.serviceSnapshots.runNow(NOW);
    expect(await snapshotRows()).toEqual(counted);
  });

  test('two servers running at once leave the same rows', async () => {
    const before = await snapshotRows();
    const runs = await Promise.all([
      t.app.serviceSnapshots.runNow(NOW),
      t.app.serviceSnapshots.runNow(NOW),
    ]);
    expect(runs.every((r) => r !== null)).toBe(true);
    expect(await snapshotRows()).toEqual(before);
  });

  test('a ticket resolved after a run counts on the next, its day long written', async () => {
    const response = await admin.post(`/api/admin/tickets/${ids.openTicket}/resolution`, {
      resolution: 'no_action',
      reason: 'Nothing was left behind',
    });
    expect(response.statusCode).toBe(200);
    const run = await t.app.serviceSnapshots.runNow(NOW);
    // The recent days are 10 to 19 Nov; 9 Nov is written again only because its ticket changed.
    expect(run).toMatchObject({ skipped: false, serviceDays: 11 });
    const rows = (await t.db.execute(
      sql`select ticket_id from analytics_ticket_resolutions where ticket_id = ${ids.openTicket}`,
    )) as { rows: unknown[] };
    expect(rows.rows).toHaveLength(1);
  });

  test('a sign-up paid after a run counts on the next, on the day it started', async () => {
    await t.db
      .update(subscriptions)
      .set({ status: 'active', updatedAt: new Date() })
      .where(sql`${subscriptions.status} = 'pending'`);
    await t.app.serviceSnapshots.runNow(NOW);
    const response = await admin.get(`/api/admin/analytics/growth?from=${FROM}&to=${TO}`);
    // The pending sign-up of 4 Nov has paid: 4 of 4, the week of 2 Nov 2 of 2.
    expect(response.json<GrowthAnalytics>().current).toMatchObject({
      signupsStarted: 4,
      signupsPaid: 4,
      conversionRate: 1,
    });
    expect(response.json<GrowthAnalytics>().weeks[0]).toMatchObject({ signupsPaid: 2 });
  });
});

describe('the API', () => {
  test('is for the office only', async () => {
    expect((await t.client().get('/api/admin/analytics/service')).statusCode).toBe(401);
    const { client } = await t.signUp();
    expect((await client.get('/api/admin/analytics/growth')).statusCode).toBe(403);
  });

  test('refuses a table it does not have, saying why', async () => {
    const unknown = await admin.get('/api/admin/analytics/service/secrets.csv');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.table).toEqual([
      ANALYTICS_SERVICE_TEXT.unknownTable,
    ]);
  });

  test('each table downloads as a CSV with the figures of the JSON', async () => {
    const weeks = await admin.get(`/api/admin/analytics/service/weeks.csv?from=${FROM}&to=${TO}`);
    expect(weeks.statusCode).toBe(200);
    expect(weeks.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(weeks.headers['content-disposition']).toBe(
      `attachment; filename="service-weeks-${FROM}-${TO}.csv"`,
    );
    const [header, first, second] = parseCsv(weeks.body);
    expect(header!.slice(0, 3)).toEqual(['Week', 'Stops', 'Completed']);
    expect(first!.slice(0, 3)).toEqual(['2026-11-02', '9', '7']);
    expect(second!.slice(0, 3)).toEqual(['2026-11-09', '4', '4']);

    const porters = parseCsv(
      (await admin.get(`/api/admin/analytics/service/porters.csv?from=${FROM}&to=${TO}`)).body,
    );
    expect(porters.map((row) => row[0])).toEqual([
      'Porter',
      expect.stringMatching(/^Ana /),
      expect.stringMatching(/^Ben /),
      ANALYTICS_SERVICE_TEXT.noPorter,
    ]);

    const cancelled = await admin.get(
      `/api/admin/analytics/growth/cancellations.csv?from=${FROM}&to=${TO}`,
    );
    expect(cancelled.headers['content-disposition']).toBe(
      `attachment; filename="growth-cancellations-${FROM}-${TO}.csv"`,
    );
    const cancellations = parseCsv(cancelled.body);
    expect(cancellations).toEqual([
      [
        'Month',
        'Cancellations',
        'Too expensive',
        'Moving',
        'Not using it',
        'Service problem',
        'Other',
        ANALYTICS_SERVICE_TEXT.noReason,
      ],
      ['2026-11', '2', '0', '1', '0', '0', '0', '1'],
    ]);
    const waitlist = parseCsv(
      (await admin.get(`/api/admin/analytics/growth/waitlist.csv?from=${FROM}&to=${TO}`)).body,
    );
    expect(waitlist[1]).toEqual(['77001', 'false', '2', '1', '1', '1']);
  });
});

/** The figures with each fraction compared to 10 decimal places. */
function closeTo<T extends object>(figures: T): T {
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [
      key,
      typeof value === 'number' && !Number.isInteger(value) ? expect.closeTo(value, 10) : value,
    ]),
  ) as T;
}

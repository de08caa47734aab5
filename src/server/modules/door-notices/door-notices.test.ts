import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatNoticeDay } from '../../../domain/notices.ts';
import type { ResidentNotice, StaffNotice } from '../../../domain/schemas/door-notices.ts';
import type { BillingEntry } from '../../../domain/schemas/payments.ts';
import { paidWithSandboxCard } from '../../../test/fakes/payment-helpers.ts';
import {
  action,
  assign,
  newCommunity,
  newResident,
  openCrewTestApp,
  putPhoto,
  signedInManager,
  signedInPorter,
  syncActions,
  today,
  tomorrow,
  yesterday,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import { textsConfirmed } from '../../../test/texts.ts';
import type { TestApp, TestClient } from '../../../test/test-app.ts';
import {
  communities,
  notifications,
  serviceSchedules,
  subscriptions,
  users,
} from '../../db/schema.ts';

// Door notices through the API (docs/decisions/061-door-notices.md): the ladder the crew's
// records climb, the approval before a fee, the resident's dispute, the fee's money and who may
// see and decide what.

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  world = await openCrewTestApp('door-notices');
  t = world.t;
  admin = world.admin;
});
afterAll(() => world?.close());

const HOUR = 60 * 60_000;
/** A door with its porter; `property` makes its community property-paid. */
async function door(options: { property?: boolean; unit?: string } = {}) {
  const porter = await signedInPorter(t);
  const community = await newCommunity(t, options.property ? 'Cane Island Lofts' : 'Katy Commons');
  if (options.property) {
    await t.db
      .update(communities)
      .set({ billing: 'property' })
      .where(eq(communities.id, community.id));
  }
  await assign(t, admin, community.id, porter.id);
  const resident = await newResident(t, community.id, { unit: options.unit ?? '204' });
  return { porter, community, resident };
}

async function photo(client: TestClient) {
  const id = randomUUID();
  expect((await putPhoto(client, id, testJpeg(32, 24, 5))).statusCode).toBe(201);
  return id;
}

/** The porter records a problem at the door's pickup of `date`. */
async function problem(
  d: { porter: { client: TestClient }; resident: { pickups: Record<string, number> } },
  date: string,
  reason: 'not_sealed' | 'loose_trash' | 'no_access' | 'too_many_bags' = 'not_sealed',
) {
  // Now for today's and tomorrow's doors: an hour earlier could be yesterday in Katy just after
  // midnight, when tomorrow's route is not the phone's yet.
  const occurredAt =
    date === yesterday()
      ? new Date(Date.now() - 24 * HOUR).toISOString()
      : new Date().toISOString();
  const reply = await syncActions(d.porter.client, [
    action(d.resident.pickups[date]!, {
      outcome: 'problem',
      reason,
      ...(reason === 'too_many_bags' && { bagCount: 5 }),
      photoId: await photo(d.porter.client),
      note: 'Bag open by the mat',
      occurredAt,
    }),
  ]);
  expect(reply.statusCode).toBe(200);
}

const myNotices = async (client: TestClient) => {
  const reply = await client.get('/api/notices');
  expect(reply.statusCode).toBe(200);
  return reply.json<ResidentNotice[]>();
};

const officeNotices = async (view: string) =>
  (await admin.get(`/api/admin/notices?view=${view}`)).json<StaffNotice[]>();

const messagesTo = (userId: number) =>
  t.db
    .select({ key: notifications.dedupeKey, channel: notifications.channel })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

/** Three problems at one door: a courtesy notice, a warning, then a fee awaiting approval. */
async function climbedDoor(options: { property?: boolean } = {}) {
  const d = await door(options);
  await problem(d, yesterday());
  await problem(d, today(), 'loose_trash');
  await problem(d, tomorrow());
  const [fee] = (await officeNotices('awaiting_approval')).filter(
    (n) => n.unit === '204' && n.communityId === d.community.id,
  );
  return { ...d, fee: fee! };
}

describe('the ladder', () => {
  test('a first problem is a courtesy notice, a second a warning, a third a fee that waits for approval', async () => {
    const d = await climbedDoor();
    const told = await myNotices(d.resident.client);
    expect(told.map((n) => [n.kind, n.serviceDate, n.status])).toEqual([
      ['warning', today(), 'issued'],
      ['courtesy', yesterday(), 'issued'],
    ]);
    expect(told[0]).toMatchObject({ reason: 'loose_trash', note: 'Bag open by the mat' });
    expect(told[0]!.photoId).toBeTruthy();
    expect(told[0]!.disputeUntil).toBeTruthy();

    expect(d.fee).toMatchObject({
      kind: 'fee',
      status: 'awaiting_approval',
      feeCents: 2500,
      approver: 'office',
      feeMinCents: 2500,
      feeMaxCents: 5000,
    });
    expect(d.fee.history.map((h) => h.kind)).toEqual(['warning', 'courtesy']);

    // The resident heard of the two notices, once each by email, and of no "problem" besides.
    const keys = (await messagesTo(d.resident.user.id)).map((m) => m.key);
    expect(keys.every((k) => k.startsWith('service_update:notice:'))).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  test("a locked gate is no notice: the resident gets the crew's problem message instead", async () => {
    const d = await door();
    await problem(d, today(), 'no_access');
    expect(await myNotices(d.resident.client)).toEqual([]);
    const keys = (await messagesTo(d.resident.user.id)).map((m) => m.key);
    expect(keys[0]).toMatch(/^service_update:problem:schedule:/);
  });

  test('a thank-you note left with a collection reaches the resident and cannot be disputed', async () => {
    const d = await door();
    await syncActions(d.porter.client, [
      action(d.resident.pickups[today()]!, { outcome: 'collected', thanks: true }),
    ]);
    const [thanks] = await myNotices(d.resident.client);
    expect(thanks).toMatchObject({ kind: 'thanks', reason: null, disputeUntil: null });
    const reply = await d.resident.client.post(`/api/notices/${thanks!.id}/dispute`, {
      note: 'Why?',
    });
    expect(reply.statusCode).toBe(409);
  });

  test('an exempt door gets no notices; once the exemption ends, it does', async () => {
    const d = await door();
    const made = await admin.post('/api/admin/notice-exemptions', {
      subscriptionId: d.resident.subscriptionId,
      reason: 'Uses a wheelchair; bags are set out by a carer',
    });
    expect(made.statusCode).toBe(201);
    const again = await admin.post('/api/admin/notice-exemptions', {
      subscriptionId: d.resident.subscriptionId,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    await problem(d, yesterday());
    expect(await myNotices(d.resident.client)).toEqual([]);

    const listed = await admin.get(`/api/admin/communities/${d.community.id}/exemptions`);
    expect(listed.json()).toMatchObject([
      { unit: '204', reason: expect.stringContaining('wheelchair') },
    ]);
    const ended = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/notice-exemptions/${made.json<{ id: number }>().id}`,
    });
    expect(ended.statusCode).toBe(200);
    await problem(d, today());
    expect((await myNotices(d.resident.client)).map((n) => n.kind)).toEqual(['courtesy']);
  });

  test("a community's own ladder: two courtesy notices before a warning, warnings approved first", async () => {
    const d = await door();
    const saved = await admin.inject({
      method: 'PUT',
      url: `/api/admin/communities/${d.community.id}/notice-ladder`,
      payload: {
        windowDays: 60,
        courtesyNotices: 2,
        warnings: 1,
        feeCents: 4000,
        feeMinCents: 3000,
        feeMaxCents: 4500,
        warningsNeedApproval: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    await problem(d, yesterday());
    await problem(d, today());
    await problem(d, tomorrow());
    expect((await myNotices(d.resident.client)).map((n) => n.kind)).toEqual([
      'courtesy',
      'courtesy',
    ]);
    const waiting = (await officeNotices('awaiting_approval')).filter(
      (n) => n.communityId === d.community.id,
    );
    expect(waiting.map((n) => n.kind)).toEqual(['warning']);
  });
});

describe('bad ladders', () => {
  test.each([
    [{ windowDays: 3 }, 'windowDays'],
    [{ feeCents: 9000 }, 'feeCents'],
    [{ feeMinCents: 100 }, 'feeMinCents'],
    [{ feeMinCents: 5000, feeMaxCents: 3000, feeCents: 4000 }, 'feeMinCents'],
    [{ warnings: 9 }, 'warnings'],
  ])('%o is refused with a message on %s, and nothing is saved', async (change, field) => {
    const community = await newCommunity(t);
    const url = `/api/admin/communities/${community.id}/notice-ladder`;
    const before = (await admin.get(url)).json();
    const reply = await admin.inject({
      method: 'PUT',
      url,
      payload: { ...before, ...change },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[field]?.[0]).toBeTruthy();
    expect((await admin.get(url)).json()).toEqual(before);
  });

  test('an unknown community is a 404', async () => {
    expect((await admin.get('/api/admin/communities/999999/notice-ladder')).statusCode).toBe(404);
  });
});

describe('approval', () => {
  test('the office approves a fee at an amount within the bounds; the resident is told then', async () => {
    const d = await climbedDoor();
    const out = await admin.post(`/api/admin/notices/${d.fee.id}/decision`, {
      action: 'approve',
      feeCents: 9900,
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().errors.feeCents).toEqual(['Enter a fee between $25.00 and $50.00']);

    const approved = await admin.post(`/api/admin/notices/${d.fee.id}/decision`, {
      action: 'approve',
      feeCents: 3000,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'issued', kind: 'fee', feeCents: 3000 });
    const [fee] = await myNotices(d.resident.client);
    expect(fee).toMatchObject({ kind: 'fee', feeCents: 3000, serviceDate: tomorrow() });
    const keys = (await messagesTo(d.resident.user.id)).map((m) => m.key);
    expect(keys).toContain(`service_update:notice:${d.fee.id}`);
  });

  test('two approvers at once: one decides, the other is told it was already decided', async () => {
    const d = await climbedDoor();
    const url = `/api/admin/notices/${d.fee.id}/decision`;
    const replies = await Promise.all([
      admin.post(url, { action: 'approve' }),
      admin.post(url, { action: 'waive', reason: 'First time at this door' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'This notice was already decided by someone else. Refresh to see the decision.',
    );
    const rows = await t.db.execute(
      sql`select count(*)::int as n from notice_fees where notice_id = ${d.fee.id}`,
    );
    const fees = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(fees).toBe(replies[0]!.statusCode === 200 ? 1 : 0);
  });

  test('a waived fee needs a reason, is never shown to the resident and does not count', async () => {
    const d = await climbedDoor();
    const bare = await admin.post(`/api/admin/notices/${d.fee.id}/decision`, {
      action: 'waive',
      reason: ' ',
    });
    expect(bare.statusCode).toBe(400);
    const waived = await admin.post(`/api/admin/notices/${d.fee.id}/decision`, {
      action: 'waive',
      reason: 'New resident, first week',
    });
    expect(waived.json()).toMatchObject({
      status: 'waived',
      decisionNote: 'New resident, first week',
    });
    expect((await myNotices(d.resident.client)).map((n) => n.kind)).toEqual([
      'warning',
      'courtesy',
    ]);
  });

  test('lowering a fee to a warning tells the resident of a warning; lowering to a fee is refused', async () => {
    const d = await climbedDoor();
    const same = await admin.post(`/api/admin/notices/${d.fee.id}/decision`, {
      action: 'lower',
      kind: 'fee',
    });
    expect(same.statusCode).toBe(400);
    const lowered = await admin.post(`/api/admin/notices/${d.fee.id}/decision`, {
      action: 'lower',
      kind: 'warning',
      reason: 'Rain that night',
    });
    expect(lowered.json()).toMatchObject({ kind: 'warning', proposedKind: 'fee', feeCents: null });
    expect((await myNotices(d.resident.client))[0]).toMatchObject({ kind: 'warning' });
  });

  test('an unknown decision or an unknown notice is a clear 4xx', async () => {
    expect((await admin.post('/api/admin/notices/1/decision', { action: 'fine' })).statusCode).toBe(
      400,
    );
    const missing = await admin.post('/api/admin/notices/999999/decision', { action: 'approve' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This notice could not be found');
  });
});

describe("a resident-paid subscriber's fee", () => {
  /** A subscriber who paid with the sandbox's card, at a door on a porter's route. */
  async function billedDoor() {
    const porter = await signedInPorter(t);
    const community = await newCommunity(t, 'Katy Commons');
    await assign(t, admin, community.id, porter.id);
    const customer = await paidWithSandboxCard(t, 'standard');
    await t.db
      .update(users)
      .set({ communityId: community.id, building: '2', unit: '204' })
      .where(eq(users.id, customer.user.id));
    const dates = [yesterday(), today(), tomorrow()];
    await t.db
      .insert(serviceSchedules)
      .values(dates.map((serviceDate) => ({ subscriptionId: customer.id, serviceDate })))
      .onConflictDoNothing();
    // The checkout made the plan's coming pickups already; these three days are the door's now.
    const rows = await t.db
      .select({ id: serviceSchedules.id, date: serviceSchedules.serviceDate })
      .from(serviceSchedules)
      .where(
        and(
          eq(serviceSchedules.subscriptionId, customer.id),
          inArray(serviceSchedules.serviceDate, dates),
        ),
      );
    const pickups = Object.fromEntries(rows.map((r) => [r.date, r.id]));
    return {
      porter,
      community,
      resident: { ...customer, subscriptionId: customer.id, pickups },
    };
  }

  test('is billed with the next renewal once approved, and the receipt lists it', async () => {
    const d = await billedDoor();
    await problem(d, yesterday());
    await problem(d, today());
    await problem(d, tomorrow());
    const [fee] = (await officeNotices('awaiting_approval')).filter(
      (n) => n.communityId === d.community.id,
    );
    const approved = await admin.post(`/api/admin/notices/${fee!.id}/decision`, {
      action: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<StaffNotice>().fee).toEqual({ collect: 'next_bill', state: 'charged' });

    const renewed = await d.resident.client.post(
      `/api/sandbox/subscriptions/${d.resident.id}/renew`,
    );
    expect(renewed.statusCode).toBe(200);
    const [bill] = (await d.resident.client.get('/api/payments')).json<BillingEntry[]>();
    expect(bill).toMatchObject({ status: 'paid', amount: 3500 + 2500 });
    expect(bill!.receipt!.fees).toEqual([
      {
        description: `Fee for the notice of ${formatNoticeDay(tomorrow())}: Bags not sealed`,
        amountCents: 2500,
      },
    ]);
  });

  test("a PayPal subscriber's approved fee is the office's to collect by hand", async () => {
    const d = await billedDoor();
    // PayPal cannot add a charge to the next bill (docs/decisions/060-fees-on-the-next-bill.md).
    await t.db
      .update(subscriptions)
      .set({ provider: 'sandbox-paypal' })
      .where(eq(subscriptions.id, d.resident.id));
    await problem(d, yesterday());
    await problem(d, today());
    await problem(d, tomorrow());
    const [fee] = (await officeNotices('awaiting_approval')).filter(
      (n) => n.communityId === d.community.id,
    );
    expect(fee!.fee).toBeNull();
    await admin.post(`/api/admin/notices/${fee!.id}/decision`, { action: 'approve' });
    const [listed] = (await officeNotices('all')).filter((n) => n.id === fee!.id);
    expect(listed!.fee).toEqual({ collect: 'by_hand', state: 'charged' });
  });

  test('disputed before the bill, it stays off the bill; withdrawn, it is never charged', async () => {
    const d = await billedDoor();
    await problem(d, yesterday());
    await problem(d, today());
    await problem(d, tomorrow());
    const [fee] = (await officeNotices('awaiting_approval')).filter(
      (n) => n.communityId === d.community.id,
    );
    await admin.post(`/api/admin/notices/${fee!.id}/decision`, { action: 'approve' });
    const disputed = await d.resident.client.post(`/api/notices/${fee!.id}/dispute`, {
      note: 'Those were not my bags',
    });
    expect(disputed.statusCode).toBe(200);
    await d.resident.client.post(`/api/sandbox/subscriptions/${d.resident.id}/renew`);
    const [bill] = (await d.resident.client.get('/api/payments')).json<BillingEntry[]>();
    expect(bill).toMatchObject({ amount: 3500 });
    expect(bill!.receipt!.fees ?? []).toEqual([]);
    const [held] = (await officeNotices('disputed')).filter((n) => n.id === fee!.id);
    expect(held!.fee).toEqual({ collect: 'next_bill', state: 'held' });
    const withdrawn = await admin.post(`/api/admin/notices/${fee!.id}/dispute-decision`, {
      outcome: 'withdrawn',
      note: 'The bags were a neighbour’s',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<StaffNotice>().fee).toEqual({ collect: 'next_bill', state: 'cancelled' });
    await d.resident.client.post(`/api/sandbox/subscriptions/${d.resident.id}/renew`);
    const [next] = (await d.resident.client.get('/api/payments')).json<BillingEntry[]>();
    expect(next).toMatchObject({ amount: 3500 });
  });
});

describe('disputes', () => {
  test('the resident disputes a notice with a note and a photo; the office withdraws it and the resident is told', async () => {
    const d = await climbedDoor();
    const [warning] = await myNotices(d.resident.client);
    const picture = await photo(d.resident.client);
    const disputed = await d.resident.client.post(`/api/notices/${warning!.id}/dispute`, {
      note: 'My bags were tied; a neighbour left that one',
      photoId: picture,
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({
      status: 'disputed',
      disputeUntil: null,
      dispute: { note: 'My bags were tied; a neighbour left that one', photoId: picture },
    });
    const twice = await d.resident.client.post(`/api/notices/${warning!.id}/dispute`, {
      note: 'Again',
    });
    expect(twice.statusCode).toBe(409);

    const waiting = (await officeNotices('disputed')).find((n) => n.id === warning!.id);
    expect(waiting?.dispute?.note).toContain('neighbour');
    const decided = await admin.post(`/api/admin/notices/${warning!.id}/dispute-decision`, {
      outcome: 'withdrawn',
      note: 'The photo shows the bag at the next door',
    });
    expect(decided.statusCode).toBe(200);
    const again = await admin.post(`/api/admin/notices/${warning!.id}/dispute-decision`, {
      outcome: 'upheld',
      note: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    const [after] = await myNotices(d.resident.client);
    expect(after).toMatchObject({
      status: 'withdrawn',
      dispute: { outcome: 'withdrawn', decisionNote: 'The photo shows the bag at the next door' },
    });
    const keys = (await messagesTo(d.resident.user.id)).map((m) => m.key);
    expect(keys).toContain(`service_update:notice-dispute:${warning!.id}`);
  });

  test("a dispute needs a note, within the week, of one's own notice", async () => {
    const d = await climbedDoor();
    const [warning] = await myNotices(d.resident.client);
    const url = `/api/notices/${warning!.id}/dispute`;
    const empty = await d.resident.client.post(url, { note: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.note).toEqual(['Tell us why you think this notice is wrong']);

    const someoneElse = await t.signUp();
    expect((await someoneElse.client.post(url, { note: 'Not mine' })).statusCode).toBe(404);
    // The fee awaiting approval is not the resident's to see yet.
    const hidden = await d.resident.client.post(`/api/notices/${d.fee.id}/dispute`, {
      note: 'Hidden',
    });
    expect(hidden.statusCode).toBe(404);

    await t.db.execute(
      sql`update door_notices set issued_at = now() - interval '8 days' where id = ${warning!.id}`,
    );
    const late = await d.resident.client.post(url, { note: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A notice can be disputed within 7 days of reaching you');
  });
});

describe("a property-paid community's manager", () => {
  const ledger = (client: TestClient, communityId: number, base = '/api/manager/communities') =>
    client.get(`${base}/${communityId}/fee-ledger.csv?month=${today().slice(0, 7)}`);

  test("approves the fee, which stands on the month's ledger; a dispute takes it off until upheld", async () => {
    const d = await climbedDoor({ property: true });
    expect(d.fee.approver).toBe('manager');
    const manager = await signedInManager(t, d.community.id);
    const base = `/api/manager/communities/${d.community.id}`;
    const listed = (await manager.get(`${base}/notices`)).json<StaffNotice[]>();
    expect(listed.map((n) => n.id)).toEqual([d.fee.id]);

    const approved = await manager.post(`${base}/notices/${d.fee.id}/decision`, {
      action: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<StaffNotice>().fee).toEqual({
      collect: 'property_ledger',
      state: 'charged',
    });
    const csv = (await ledger(manager, d.community.id)).body;
    expect(csv.split('\r\n')[0]).toBe(
      '"Property","Building","Unit","Resident","Charge Code","Date","Amount","Description","Reference"',
    );
    expect(csv).toContain(`"204","Riley`);
    expect(csv).toContain(
      `,25,"Valet trash fee, bags not sealed on ${tomorrow()}","VT-${d.fee.id}"`,
    );

    const disputed = await d.resident.client.post(`/api/notices/${d.fee.id}/dispute`, {
      note: 'The bag was tied',
    });
    expect(disputed.statusCode).toBe(200);
    expect((await ledger(manager, d.community.id)).body).not.toContain(`VT-${d.fee.id}`);

    const upheld = await manager.post(`${base}/notices/${d.fee.id}/dispute-decision`, {
      outcome: 'upheld',
      note: 'The photo shows the bag open',
    });
    expect(upheld.statusCode).toBe(200);
    expect((await ledger(admin, d.community.id, '/api/admin/communities')).body).toContain(
      `VT-${d.fee.id}`,
    );
  });

  test('sees and decides nothing of another community', async () => {
    const d = await climbedDoor({ property: true });
    const other = await newCommunity(t, 'Elsewhere Flats');
    const manager = await signedInManager(t, other.id);
    const base = `/api/manager/communities/${d.community.id}`;
    const calls = [
      manager.get(`${base}/notices`),
      manager.post(`${base}/notices/${d.fee.id}/decision`, { action: 'approve' }),
      manager.post(`${base}/notices/${d.fee.id}/dispute-decision`, {
        outcome: 'upheld',
        note: 'x',
      }),
      manager.get(`${base}/notice-ladder`),
      manager.inject({ method: 'PUT', url: `${base}/notice-ladder`, payload: {} }),
      manager.get(`${base}/exemptions`),
      manager.post(`${base}/exemptions`, {
        subscriptionId: d.resident.subscriptionId,
        reason: 'x',
      }),
      manager.inject({ method: 'DELETE', url: `${base}/exemptions/1` }),
      manager.get(`${base}/notice-report`),
      manager.get(`${base}/notice-report.csv`),
      manager.get(`${base}/fee-ledger.csv?month=2026-12`),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.statusCode).toBe(404);

    // Its own community's path cannot reach this notice either.
    const own = await manager.post(
      `/api/manager/communities/${other.id}/notices/${d.fee.id}/decision`,
      { action: 'approve' },
    );
    expect(own.statusCode).toBe(404);
    const exemptElsewhere = await manager.post(`/api/manager/communities/${other.id}/exemptions`, {
      subscriptionId: d.resident.subscriptionId,
      reason: 'Not my door',
    });
    expect(exemptElsewhere.statusCode).toBe(404);
  });

  test('sets the fee within the bounds the office set, but not the bounds', async () => {
    const d = await door({ property: true });
    const manager = await signedInManager(t, d.community.id);
    const url = `/api/manager/communities/${d.community.id}/notice-ladder`;
    const ladder = (await manager.get(url)).json();
    const bounds = await manager.inject({
      method: 'PUT',
      url,
      payload: { ...ladder, feeMaxCents: 9000 },
    });
    expect(bounds.statusCode).toBe(400);
    expect(bounds.json().message).toBe(
      'Only the office can change the fee bounds; the fee can be set within them',
    );
    const fee = await manager.inject({
      method: 'PUT',
      url,
      payload: { ...ladder, feeCents: 4000, windowDays: 45 },
    });
    expect(fee.statusCode).toBe(200);
    expect(fee.json()).toMatchObject({ feeCents: 4000, windowDays: 45 });
  });

  test('the report counts notices per 100 doors, by reason and month, with repeated doors and disputes', async () => {
    const d = await climbedDoor({ property: true });
    const manager = await signedInManager(t, d.community.id);
    const base = `/api/manager/communities/${d.community.id}`;
    const range = `from=${yesterday()}&to=${tomorrow()}`;
    const report = (await manager.get(`${base}/notice-report?${range}`)).json();
    expect(report.byCommunity).toEqual([
      {
        communityId: d.community.id,
        name: d.community.name,
        doors: 1,
        notices: 3,
        per100Doors: 300,
      },
    ]);
    expect(report.byReason).toEqual([
      { reason: 'not_sealed', notices: 2 },
      { reason: 'loose_trash', notices: 1 },
    ]);
    expect(report.repeatDoors).toMatchObject([{ unit: '204', notices: 3 }]);
    expect(report.disputes).toMatchObject({ issued: 2, disputed: 0, rate: 0 });
    const csv = await manager.get(`${base}/notice-report.csv?${range}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Community"');
    expect(csv.body).toContain('"Reason","Bags not sealed",2');
  });
});

describe('a resident who reads Spanish', () => {
  test('is told of each notice, the fee and the dispute decision in Spanish, by email and text', async () => {
    const d = await door();
    const { user } = d.resident;
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    await textsConfirmed(t.db, user.id, `+1281557${String(user.id % 10_000).padStart(4, '0')}`);
    await problem(d, yesterday());
    await problem(d, today(), 'loose_trash');
    await problem(d, tomorrow());
    const [fee] = (await officeNotices('awaiting_approval')).filter(
      (n) => n.communityId === d.community.id,
    );
    const approved = await admin.post(`/api/admin/notices/${fee!.id}/decision`, {
      action: 'approve',
      feeCents: 3000,
    });
    expect(approved.statusCode).toBe(200);
    const disputed = await d.resident.client.post(`/api/notices/${fee!.id}/dispute`, {
      note: 'Mis bolsas estaban cerradas',
    });
    expect(disputed.statusCode).toBe(200);
    const decided = await admin.post(`/api/admin/notices/${fee!.id}/dispute-decision`, {
      outcome: 'withdrawn',
      note: 'The photo shows the bag at the next door',
    });
    expect(decided.statusCode).toBe(200);

    const sent = await t.db
      .select({
        channel: notifications.channel,
        subject: notifications.subject,
        body: notifications.body,
      })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.id);
    const emails = sent.filter((m) => m.channel === 'email');
    const texts = sent.filter((m) => m.channel === 'sms').map((m) => m.body);
    const day = /\p{L}+, \d{1,2} de \p{L}+/u.source;
    expect(emails.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Aviso de cortesía por su basura del ${day}$`, 'u')),
      expect.stringMatching(new RegExp(`^Advertencia por su basura del ${day}$`, 'u')),
      expect.stringMatching(new RegExp(`^Cargo por su basura del ${day}$`, 'u')),
      'Su disputa: retiramos el aviso',
    ]);
    expect(emails[0]!.body).toContain('nuestro equipo encontró: bolsas sin cerrar.');
    expect(emails[0]!.body).toContain(
      'Amarre bien cada bolsa, para que nada se tire en el pasillo.',
    );
    expect(emails[0]!.body).toContain('Por esta vez, nada más.');
    expect(emails[0]!.body).toContain('puede disputarlo en su cuenta dentro de 7 días');
    expect(emails[1]!.body).toContain('nuestro equipo encontró: basura suelta.');
    expect(emails[2]!.body).toContain(
      'Se le cobrará un cargo de $30.00 a menos que lo dispute dentro de 7 días.',
    );
    expect(emails[3]!.body).toContain('y lo retiramos. Ya no cuenta y no hay nada que pagar.');
    expect(emails[3]!.body).toContain('The photo shows the bag at the next door');
    expect(emails[3]!.body).toContain('Ver el aviso: ');
    expect(texts).toEqual([
      expect.stringMatching(
        /^Katy Valet Trash: aviso de cortesía del \p{L}+, \d{1,2} de \p{L}+: bolsas sin cerrar\. Vea la foto o dispútelo: http/u,
      ),
      expect.stringMatching(/^Katy Valet Trash: advertencia del .+: basura suelta\. /u),
      expect.stringMatching(/^Katy Valet Trash: cargo del .+: bolsas sin cerrar\. /u),
      expect.stringMatching(
        /^Katy Valet Trash: su disputa del aviso del .+: lo retiramos\. Detalles: http/u,
      ),
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '../../../domain/pickup-calendar.ts';
import type { CrewRoute } from '../../../domain/schemas/crew.ts';
import type { RouteSheet } from '../../../domain/schemas/admin.ts';
import {
  TICKET_MESSAGES,
  type AdminTicket,
  type ResidentPickup,
  type ResidentPickups,
  type Ticket,
} from '../../../domain/schemas/tickets.ts';
import {
  action,
  assign,
  newCommunity,
  newResident,
  putPhoto,
  signedInPorter,
  syncActions,
  today,
  tomorrow,
  yesterday,
  openCrewTestApp,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import { type SmtpPeer } from '../../../test/smtp-peer.ts';
import { type TestApp, type TestClient } from '../../../test/test-app.ts';
import { notifications, serviceSchedules, subscriptions, tickets, users } from '../../db/schema.ts';

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;
let smtp: SmtpPeer;

beforeAll(async () => {
  world = await openCrewTestApp('tickets', { smtp: true });
  ({ t, admin } = world);
  smtp = world.smtp!;
});
afterAll(() => world?.close());

const pickupsOf = async (client: TestClient) => {
  const response = await client.get('/api/pickups');
  expect(response.statusCode).toBe(200);
  return response.json<ResidentPickups>().pickups;
};
const pickupOn = async (client: TestClient, date: string): Promise<ResidentPickup> =>
  (await pickupsOf(client)).find((p) => p.serviceDate === date)!;

const report = (client: TestClient, scheduleId: number, body: object) =>
  client.post(`/api/pickups/${scheduleId}/tickets`, body);

const ticketRows = (scheduleId: number) =>
  t.db.select().from(tickets).where(eq(tickets.scheduleId, scheduleId));

const openTickets = async () => {
  const response = await admin.get('/api/admin/tickets');
  expect(response.statusCode).toBe(200);
  return response.json<AdminTicket[]>();
};

const resolve = (ticketId: number, body: object) =>
  admin.post(`/api/admin/tickets/${ticketId}/resolution`, body);

/** A porter with the community on yesterday's, today's and tomorrow's weekdays. */
async function community() {
  const porter = await signedInPorter(t);
  const place = await newCommunity(t);
  await assign(t, admin, place.id, porter.id);
  return { porter, place };
}

describe('the pickups a resident sees', () => {
  test('each pickup shows what the crew recorded, or missed once the window is over', async () => {
    const { porter, place } = await community();
    const old = addDays(today(), -3);
    const resident = await newResident(t, place.id, { dates: [old, yesterday(), today()] });
    const neighbour = await newResident(t, place.id, { unit: '102', dates: [today()] });
    const photoId = randomUUID();
    expect((await putPhoto(porter.client, photoId, testJpeg(40, 30))).statusCode).toBe(201);
    const collectedAt = new Date(Date.now() - 60_000).toISOString();
    const sync = await syncActions(porter.client, [
      action(resident.pickups[today()]!, { occurredAt: collectedAt }),
      action(neighbour.pickups[today()]!, {
        outcome: 'problem',
        reason: 'not_sealed',
        note: 'Bag torn open',
        photoId,
      }),
    ]);
    expect(sync.statusCode).toBe(200);

    const mine = await pickupsOf(resident.client);
    expect(mine.map((p) => p.serviceDate)).toEqual([today(), yesterday(), old]);
    expect(mine[0]).toMatchObject({
      state: 'collected',
      recordedAt: collectedAt,
      canReport: true,
      ticket: null,
    });
    expect(mine[1]).toMatchObject({ state: 'missed', recordedAt: null, canReport: true });
    // Three days ago is past the 48 hours after its window.
    expect(mine[2]).toMatchObject({ state: 'missed', canReport: false });

    expect(await pickupOn(neighbour.client, today())).toMatchObject({
      state: 'problem',
      reason: 'not_sealed',
      note: 'Bag torn open',
      photoId,
    });
    // The photo is the door's resident's to see, not the neighbour's.
    expect((await neighbour.client.get(`/api/photos/${photoId}`)).statusCode).toBe(200);
    expect((await resident.client.get(`/api/photos/${photoId}`)).statusCode).toBe(403);
  });

  test('without a session it is a 401; crew accounts have no pickups of their own', async () => {
    expect((await t.client().get('/api/pickups')).statusCode).toBe(401);
    const porter = await signedInPorter(t);
    expect((await porter.client.get('/api/pickups')).statusCode).toBe(403);
  });
});

describe('reporting a problem', () => {
  test('a missed pickup opens a ticket the resident then sees; once per pickup', async () => {
    const { place } = await community();
    const resident = await newResident(t, place.id, { dates: [yesterday()] });
    const scheduleId = resident.pickups[yesterday()]!;
    const photoId = randomUUID();
    expect((await putPhoto(resident.client, photoId, testJpeg(32, 24))).statusCode).toBe(201);

    const response = await report(resident.client, scheduleId, {
      kind: 'missed',
      note: '  Bags still at the door at noon  ',
      photoId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Ticket>()).toMatchObject({
      scheduleId,
      kind: 'missed',
      note: 'Bags still at the door at noon',
      photoId,
      status: 'open',
      outcome: null,
    });
    expect(await pickupOn(resident.client, yesterday())).toMatchObject({
      state: 'missed',
      canReport: false,
      ticket: { kind: 'missed', status: 'open' },
    });

    const again = await report(resident.client, scheduleId, { kind: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TICKET_MESSAGES.alreadyReported });
    expect(await ticketRows(scheduleId)).toHaveLength(1);
  });

  test("someone else's pickup, an old one, one to come or a wrong kind is refused; nothing is written", async () => {
    const { porter, place } = await community();
    const old = addDays(today(), -3);
    const resident = await newResident(t, place.id, {
      dates: [old, yesterday(), today(), tomorrow()],
    });
    const other = await newResident(t, place.id, { unit: '204', dates: [yesterday()] });
    await syncActions(porter.client, [action(resident.pickups[today()]!)]);
    const othersPhoto = randomUUID();
    await putPhoto(other.client, othersPhoto, testJpeg(20, 20));

    const cases: [string, TestClient, number, object, number, string][] = [
      [
        'another door',
        other.client,
        resident.pickups[yesterday()]!,
        { kind: 'missed' },
        404,
        TICKET_MESSAGES.pickupNotFound,
      ],
      [
        'no such pickup',
        resident.client,
        2_000_000_000,
        { kind: 'missed' },
        404,
        TICKET_MESSAGES.pickupNotFound,
      ],
      [
        'three days ago',
        resident.client,
        resident.pickups[old]!,
        { kind: 'missed' },
        422,
        TICKET_MESSAGES.tooOld,
      ],
      [
        'tomorrow',
        resident.client,
        resident.pickups[tomorrow()]!,
        { kind: 'missed' },
        422,
        TICKET_MESSAGES.notYet,
      ],
      [
        'a dispute of a collected pickup',
        resident.client,
        resident.pickups[today()]!,
        { kind: 'dispute' },
        422,
        TICKET_MESSAGES.disputeNeedsProblem,
      ],
      [
        "another resident's photo",
        resident.client,
        resident.pickups[yesterday()]!,
        { kind: 'missed', photoId: othersPhoto },
        422,
        TICKET_MESSAGES.invalidPhoto,
      ],
      [
        'a photo never sent',
        resident.client,
        resident.pickups[yesterday()]!,
        { kind: 'missed', photoId: randomUUID() },
        422,
        TICKET_MESSAGES.invalidPhoto,
      ],
      [
        'no kind',
        resident.client,
        resident.pickups[yesterday()]!,
        { note: 'x' },
        400,
        'Choose what went wrong',
      ],
      [
        'a long note',
        resident.client,
        resident.pickups[yesterday()]!,
        { kind: 'other', note: 'x'.repeat(501) },
        400,
        TICKET_MESSAGES.noteTooLong,
      ],
    ];
    for (const [label, client, scheduleId, body, status, message] of cases) {
      const response = await report(client, scheduleId, body);
      expect(response.statusCode, label).toBe(status);
      expect(JSON.stringify(response.json()), label).toContain(message);
    }
    for (const id of Object.values(resident.pickups)) expect(await ticketRows(id)).toEqual([]);

    // A fake image never becomes a photo to attach.
    const fake = await putPhoto(resident.client, randomUUID(), Buffer.from('GIF89a fake'));
    expect(fake.statusCode).toBe(415);
    const porterReport = await report(porter.client, resident.pickups[yesterday()]!, {
      kind: 'missed',
    });
    expect(porterReport.statusCode).toBe(403);
  });

  test('a problem the crew recorded can be disputed', async () => {
    const { porter, place } = await community();
    const resident = await newResident(t, place.id, { dates: [today()] });
    const photoId = randomUUID();
    await putPhoto(porter.client, photoId, testJpeg(24, 24));
    await syncActions(porter.client, [
      action(resident.pickups[today()]!, { outcome: 'problem', reason: 'after_window', photoId }),
    ]);
    const response = await report(resident.client, resident.pickups[today()]!, {
      kind: 'dispute',
      note: 'The bags were out at 7am',
    });
    expect(response.statusCode).toBe(201);
    const listed = (await openTickets()).find((x) => x.id === response.json<Ticket>().id)!;
    // The office sees the crew's own record beside the report.
    expect(listed).toMatchObject({
      kind: 'dispute',
      note: 'The bags were out at 7am',
      pickup: {
        state: 'problem',
        reason: 'after_window',
        photoId,
        porterName: expect.stringMatching(/^Pat /),
      },
      resident: { community: place.name },
    });
  });
});

describe('resolving a ticket', () => {
  async function missedTicket(over: { dates?: string[] } = {}) {
    const { porter, place } = await community();
    const resident = await newResident(t, place.id, { dates: over.dates ?? [yesterday()] });
    const response = await report(resident.client, resident.pickups[yesterday()]!, {
      kind: 'missed',
    });
    expect(response.statusCode).toBe(201);
    return { porter, place, resident, ticket: response.json<Ticket>() };
  }

  test('a return visit is an extra pickup on the route and the route sheet; the resident is emailed', async () => {
    const { porter, resident, ticket } = await missedTicket();
    const listed = (await openTickets()).find((x) => x.id === ticket.id)!;
    expect(listed.suggestedReturnDate).toBe(tomorrow());
    expect(listed.pickup).toMatchObject({ state: 'missed', porterName: null });

    const sent = smtp.messages.length;
    const response = await resolve(ticket.id, { resolution: 'return_visit', date: tomorrow() });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminTicket>()).toMatchObject({
      status: 'resolved',
      outcome: { resolution: 'return_visit', returnDate: tomorrow() },
    });

    const route = (await porter.client.get(`/api/crew/route?date=${tomorrow()}`)).json<CrewRoute>();
    const stop = route.groups.flatMap((g) => g.stops).find((s) => s.unit === resident.user.unit);
    expect(stop).toMatchObject({
      firstName: resident.user.firstName,
      visitNote: 'Return visit: missed pickup',
    });
    const sheet = (await admin.get(`/api/admin/route-sheet?date=${tomorrow()}`)).json<RouteSheet>();
    const visit = sheet.groups
      .flatMap((g) => g.stops)
      .find((s) => s.customerName.startsWith(resident.user.firstName) && s.notes);
    expect(visit?.notes).toBe('Return visit: missed pickup');

    const mail = await smtp.waitFor(
      (m) => m.to.includes(resident.user.email) && smtp.messages.indexOf(m) >= sent,
    );
    expect(mail.subject).toMatch(/is resolved$/);
    expect(mail.text).toContain('Our crew will come back on');
    // A service update in the resident's log, once for the ticket, which they may turn off.
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const logged = await t.db
      .select({ type: notifications.type, key: notifications.dedupeKey })
      .from(notifications)
      .where(eq(notifications.userId, resident.user.id));
    expect(logged).toEqual([
      { type: 'service_update', key: `service_update:ticket_resolved:${ticket.id}` },
    ]);
    expect(await pickupOn(resident.client, yesterday())).toMatchObject({
      ticket: {
        status: 'resolved',
        outcome: { resolution: 'return_visit', returnDate: tomorrow() },
      },
    });

    const twice = await resolve(ticket.id, { resolution: 'no_action', reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: TICKET_MESSAGES.alreadyResolved });
  });

  test("a day the door's pickup is still to do carries the return visit; a done one or a day out of range is refused", async () => {
    const { resident, ticket } = await missedTicket({ dates: [yesterday(), tomorrow()] });
    const joined = await resolve(ticket.id, { resolution: 'return_visit', date: tomorrow() });
    expect(joined.statusCode).toBe(200);
    const rows = await t.db
      .select({
        id: serviceSchedules.id,
        date: serviceSchedules.serviceDate,
        notes: serviceSchedules.notes,
      })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.subscriptionId, resident.subscriptionId));
    expect(rows.map((r) => r.date).sort()).toEqual([yesterday(), tomorrow()]);
    expect(rows.find((r) => r.date === tomorrow())).toMatchObject({
      id: resident.pickups[tomorrow()],
      notes: 'Return visit: missed pickup',
    });

    // Tomorrow's pickup already recorded by the crew: another day must be chosen.
    const done = await missedTicket({ dates: [yesterday(), tomorrow()] });
    await syncActions(done.porter.client, [action(done.resident.pickups[tomorrow()]!)]);
    // The mail of the steps above is delivered before counting, and any the refusals queued after.
    const delivered = async () => {
      t.app.mailer.kick();
      await t.app.mailer.drain();
      return smtp.messages.length;
    };
    const sent = await delivered();
    const taken = await resolve(done.ticket.id, { resolution: 'return_visit', date: tomorrow() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: TICKET_MESSAGES.returnDateTaken });
    for (const date of [today(), addDays(today(), 15), '2026-02-30']) {
      const out = await resolve(done.ticket.id, { resolution: 'return_visit', date });
      expect(out.statusCode).toBe(400);
    }
    expect((await ticketRows(done.resident.pickups[yesterday()]!))[0]).toMatchObject({
      status: 'open',
      resolution: null,
    });
    const doneRows = await t.db
      .select({ notes: serviceSchedules.notes })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.subscriptionId, done.resident.subscriptionId));
    expect(doneRows.map((r) => r.notes)).toEqual([null, null]);
    expect(await delivered()).toBe(sent);
  });

  test('a credit goes to the provider when it can take one, and is recorded for the office when not', async () => {
    const billed = await missedTicket();
    const ref = `sub_sbx_${randomUUID()}`;
    await t.db
      .update(subscriptions)
      .set({ provider: 'sandbox', providerSubscriptionId: ref })
      .where(eq(subscriptions.id, billed.resident.subscriptionId));
    const applied = await resolve(billed.ticket.id, {
      resolution: 'credit',
      amountCents: 1250,
      note: 'Sorry',
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json<AdminTicket>().outcome).toMatchObject({
      resolution: 'credit',
      creditCents: 1250,
      creditApplied: true,
      note: 'Sorry',
    });
    expect(t.app.paymentProviders.sandbox!.creditOf(ref)).toBe(1250);
    const mail = await smtp.waitFor((m) => m.to.includes(billed.resident.user.email));
    expect(mail.text).toContain('$12.50');
    expect(mail.text).toContain('comes off your next bill');

    // Billed nowhere (or by a provider without credits): the office applies it by hand.
    const manual = await missedTicket();
    const recorded = await resolve(manual.ticket.id, { resolution: 'credit', amountCents: 500 });
    expect(recorded.json<AdminTicket>().outcome).toMatchObject({
      creditCents: 500,
      creditApplied: false,
    });
    const manualMail = await smtp.waitFor((m) => m.to.includes(manual.resident.user.email));
    expect(manualMail.text).toContain('our office applies it');

    for (const amountCents of [0, 10_001, 12.5]) {
      const bad = await resolve((await missedTicket()).ticket.id, {
        resolution: 'credit',
        amountCents,
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain(TICKET_MESSAGES.creditAmount);
    }
  });

  test('no action needs a reason, which the resident is told', async () => {
    const { resident, ticket } = await missedTicket();
    const blank = await resolve(ticket.id, { resolution: 'no_action', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(TICKET_MESSAGES.reasonRequired);
    const unknown = await resolve(ticket.id, { resolution: 'refund' });
    expect(unknown.statusCode).toBe(400);
    const done = await resolve(ticket.id, {
      resolution: 'no_action',
      reason: 'Our crew photographed the door empty at 9:10am',
    });
    expect(done.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(resident.user.email));
    expect(mail.text).toContain('Our crew photographed the door empty at 9:10am');
    const resolved = (await admin.get('/api/admin/tickets?status=resolved')).json<AdminTicket[]>();
    expect(resolved.some((x) => x.id === ticket.id)).toBe(true);
    expect((await openTickets()).some((x) => x.id === ticket.id)).toBe(false);
  });

  test('a resident who reads Spanish is told the resolution in Spanish', async () => {
    const { resident, ticket } = await missedTicket();
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, resident.user.id));
    const done = await resolve(ticket.id, { resolution: 'return_visit', date: tomorrow() });
    expect(done.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(resident.user.email));
    expect(mail.subject).toMatch(
      /^Resolvimos su reporte sobre la recolección del \p{L}+, \d{1,2} de \p{L}+$/u,
    );
    expect(mail.text).toContain('(recolección que no se hizo)');
    expect(mail.text).toMatch(
      /Nuestro equipo volverá el \p{L}+, \d{1,2} de \p{L}+, de 8:00 a\.m\. a 12:00 p\.m\./u,
    );
    expect(mail.text).toContain('¿Preguntas? Llámenos al ');
    expect(mail.text).toContain('Ver sus recolecciones: ');
  });

  test('only the office sees and resolves tickets', async () => {
    const { resident, porter, ticket } = await missedTicket();
    for (const client of [resident.client, porter.client]) {
      expect((await client.get('/api/admin/tickets')).statusCode).toBe(403);
      const attempt = await client.post(`/api/admin/tickets/${ticket.id}/resolution`, {
        resolution: 'no_action',
        reason: 'x',
      });
      expect(attempt.statusCode).toBe(403);
    }
    expect(
      (await resolve(2_000_000_000, { resolution: 'no_action', reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

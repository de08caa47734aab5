import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addDays,
  firstServiceDate,
  pickupDatesFrom,
  SCHEDULE_HORIZON_DAYS,
  serviceClock,
  weekdayOf,
} from '../../../domain/pickup-calendar.ts';
import { PROPERTY_DOOR_TEXT } from '../../../domain/property-door-text.ts';
import type { PropertyContractInput } from '../../../domain/schemas/property-contracts.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { newCommunity, openCrewTestApp, type CrewTestApp } from '../../../test/crew.ts';
import type { TestApp, TestClient } from '../../../test/test-app.ts';
import { paidWithSandboxCard } from '../../../test/fakes/payment-helpers.ts';
import { propertyContracts, serviceSchedules, subscriptions, users } from '../../db/schema.ts';
import { endPropertyDoor, enrolPropertyDoor } from './subscriptions-module.ts';

// A property-paid door is served on its contract's days, from its first day through its last
// (docs/decisions/059-properties-as-customers.md).

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  world = await openCrewTestApp('property-doors', { smtp: true });
  ({ t, admin } = world);
});
afterAll(() => world?.close());

const contract = (serviceDays: number[], rateCents = 1500): PropertyContractInput => ({
  legalName: 'Brookshire Flats LLC',
  billingContactName: 'Lee Park',
  billingEmail: 'ap@brookshire.example',
  billingPhone: '281-555-0101',
  rateCents,
  doors: 40,
  startsOn: '2026-01-01',
  termMonths: 12,
  renews: false,
  serviceDays,
  windowStart: '08:00',
  windowEnd: '10:00',
  reportEmails: [],
});

async function saveContract(communityId: number, serviceDays: number[], rateCents?: number) {
  const reply = await admin.inject({
    method: 'PUT',
    url: `/api/admin/communities/${communityId}/contract`,
    payload: contract(serviceDays, rateCents),
  });
  expect(reply.statusCode).toBe(200);
  const [row] = await t.db
    .select({ id: propertyContracts.id })
    .from(propertyContracts)
    .where(eq(propertyContracts.communityId, communityId));
  return row!.id;
}

const pickupDates = async (subscriptionId: number) =>
  (
    await t.db
      .select({ date: serviceSchedules.serviceDate })
      .from(serviceSchedules)
      .where(
        and(
          eq(serviceSchedules.subscriptionId, subscriptionId),
          gte(serviceSchedules.serviceDate, firstServiceDate()),
        ),
      )
      .orderBy(asc(serviceSchedules.serviceDate))
  ).map((r) => r.date);

describe('a door the property pays for', () => {
  test("is served on the contract's days from its first day, once however often enrolled", async () => {
    const community = await newCommunity(t, 'Brookshire Flats');
    const days = [2, 4];
    const contractId = await saveContract(community.id, days);
    const { user } = await t.signUp({ communityId: community.id, building: '2', unit: '210' });
    const startsOn = addDays(firstServiceDate(), 3);
    const door = { userId: user.id, contractId, rateCents: 1500, startsOn };
    const id = await t.db.transaction((tx) => enrolPropertyDoor(tx, door));
    expect(await t.db.transaction((tx) => enrolPropertyDoor(tx, door))).toBe(id);

    const expected = pickupDatesFrom(days, firstServiceDate(), SCHEDULE_HORIZON_DAYS).filter(
      (d) => d >= startsOn,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await pickupDates(id)).toEqual(expected);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ payer: 'property', provider: null, priceCents: 1500 });
  });

  test("follows the contract's new days and rate, and leaves the route after its last day", async () => {
    const community = await newCommunity(t, 'Fulshear Pointe');
    const contractId = await saveContract(community.id, [1]);
    const { user } = await t.signUp({ communityId: community.id, building: '1', unit: '105' });
    const from = firstServiceDate();
    const id = await t.db.transaction((tx) =>
      enrolPropertyDoor(tx, { userId: user.id, contractId, rateCents: 1500, startsOn: from }),
    );
    expect((await pickupDates(id)).every((d) => weekdayOf(d) === 1)).toBe(true);

    await saveContract(community.id, [3, 6], 2100);
    expect(await pickupDates(id)).toEqual(pickupDatesFrom([3, 6], from, SCHEDULE_HORIZON_DAYS));
    const [repriced] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(repriced!.priceCents).toBe(2100);

    const lastDay = addDays(from, 7);
    expect(await t.db.transaction((tx) => endPropertyDoor(tx, id, lastDay))).toBe(true);
    expect(await pickupDates(id)).toEqual(
      pickupDatesFrom([3, 6], from, SCHEDULE_HORIZON_DAYS).filter((d) => d <= lastDay),
    );
    expect(await t.db.transaction((tx) => endPropertyDoor(tx, id, lastDay))).toBe(false);
  });

  test('its resident sees it without a price, and cannot pause, cancel or change it', async () => {
    const community = await newCommunity(t, 'Sealy Station');
    const contractId = await saveContract(community.id, [1, 3, 5]);
    const { user, client } = await t.signUp({ communityId: community.id, unit: '12' });
    const id = await t.db.transaction((tx) =>
      enrolPropertyDoor(tx, {
        userId: user.id,
        contractId,
        rateCents: 1500,
        startsOn: firstServiceDate(),
      }),
    );
    const [mine] = (await client.get('/api/subscriptions')).json<Subscription[]>();
    expect(mine).toMatchObject({ id, payer: 'property', provider: null, nextCharge: null });
    for (const action of ['pause', 'cancel']) {
      const refused = await client.post(`/api/subscriptions/${id}/${action}`, {});
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().message).toBe(PROPERTY_DOOR_TEXT.managedByProperty);
    }
    const plan = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'premium' });
    expect(plan.statusCode).toBe(409);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(after).toMatchObject({ status: 'active', plan: 'standard' });
  });

  test('a resident who paid for their own plan is handed over without a gap, and told', async () => {
    const community = await newCommunity(t, 'Katy Mills Flats');
    const contractId = await saveContract(community.id, [1, 2, 3, 4, 5, 6, 7]);
    const resident = await paidWithSandboxCard(t, 'basic');
    await t.db
      .update(users)
      .set({ communityId: community.id })
      .where(eq(users.id, resident.user.id));
    const [own] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, resident.id));
    expect(own).toMatchObject({ status: 'active', payer: 'resident' });
    const paidUntil = serviceClock(own!.currentPeriodEnd!).date;

    const door = await t.db.transaction((tx) =>
      enrolPropertyDoor(tx, {
        userId: resident.user.id,
        contractId,
        rateCents: 1500,
        startsOn: firstServiceDate(),
      }),
    );
    const [enrolled] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, door));
    expect(enrolled!.startsOn).toBe(paidUntil);

    const run = await t.app.billingClock.runNow(new Date());
    expect(run?.handedOver).toBe(1);
    const [handedOver] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, resident.id));
    expect(handedOver).toMatchObject({ status: 'cancelled' });
    expect(handedOver!.serviceEndsAt?.toISOString()).toBe(own!.currentPeriodEnd!.toISOString());
    const mail = await world.smtp!.waitFor(
      (m) => m.to.includes(resident.input.email) && m.subject.includes('community now covers'),
    );
    expect(mail.text).toContain('we have stopped billing you');
    // Each day is served once: the resident's own plan to its paid end, the door from then on.
    const days = await t.db
      .select({ date: serviceSchedules.serviceDate, id: serviceSchedules.subscriptionId })
      .from(serviceSchedules)
      .where(
        and(
          inArray(serviceSchedules.subscriptionId, [resident.id, door]),
          gte(serviceSchedules.serviceDate, firstServiceDate()),
        ),
      );
    const dates = days.map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(days.filter((d) => d.id === door).every((d) => d.date >= paidUntil)).toBe(true);
    expect(days.filter((d) => d.id === resident.id).every((d) => d.date < paidUntil)).toBe(true);
    expect((await t.app.billingClock.runNow(new Date()))?.handedOver).toBe(0);
  });
});

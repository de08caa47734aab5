import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PLANS } from '../../domain/plans.ts';
import { receiptMethod } from '../../domain/receipts.ts';
import type { Database } from '../db/client.ts';
import {
  addDays,
  firstServiceDate,
  pickupDatesFrom,
  serviceClock,
} from '../../domain/pickup-calendar.ts';
import { monthOf, monthStart, previousMonth } from '../../domain/property-invoices.ts';
import { PROPERTY_DOOR_PLAN } from '../../domain/property-contracts.ts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  communities,
  communityManagers,
  crewAssignments,
  payments,
  pickupActions,
  propertyContracts,
  serviceSchedules,
  subscriptions,
  users,
} from '../db/schema.ts';
import { hashPassword, NO_PASSWORD_HASH, verifyPassword } from '../lib/passwords.ts';
import { nextReceiptNumber } from '../modules/payments/payments-module.ts';
import { generatePickups } from '../modules/schedules/schedules-module.ts';
import {
  endPropertyDoor,
  enrolPropertyDoor,
} from '../modules/subscriptions/subscriptions-module.ts';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_MANAGER,
  DEMO_PORTER,
  DEMO_PROPERTY,
  DEMO_UNMATCHED,
} from './demo-accounts.ts';
import { seedRevenueHistory } from './demo-revenue.ts';

const DAY_MS = 24 * 60 * 60_000;

const monthsAfter = (date: Date, months: number) => {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

const EVERY_WEEKDAY = [1, 2, 3, 4, 5, 6, 7];

/** A demo account the start-up summary lists: it signs in with this published password. */
export type DemoSignIn = {
  role: 'admin' | 'customer' | 'porter' | 'manager';
  email: string;
  password: string;
};

const LISTED = [
  { role: 'admin', account: DEMO_ADMIN },
  { role: 'customer', account: DEMO_CUSTOMER },
  { role: 'porter', account: DEMO_PORTER },
  { role: 'manager', account: DEMO_MANAGER },
] as const;

/**
 * Seeds each demo account that is missing, with its data (the customers' subscriptions, bills and
 * pickups, the porter's days), so the accounts the summary lists sign in even when an admin was
 * made first with `npm run admin:create`. An email already taken is left as it is: that account
 * is listed only if it still has the demo password. A demo username taken by another account
 * gives way to the email. Answers the demo accounts that sign in with their listed passwords.
 */
export async function seedDemoData(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<DemoSignIn[]> {
  const demo = [DEMO_ADMIN, DEMO_CUSTOMER, DEMO_UNMATCHED, DEMO_PORTER, DEMO_MANAGER];
  const taken = await db
    .select({ email: users.email, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          sql`lower(${users.email})`,
          demo.map((a) => a.email),
        ),
        inArray(
          sql`lower(${users.username})`,
          demo.map((a) => a.username),
        ),
      ),
    );
  const existing = (email: string) => taken.find((u) => u.email.toLowerCase() === email);
  const seeding = (account: { email: string }) => !existing(account.email);
  const usernameOf = (account: { email: string; username: string }) =>
    taken.some((u) => u.username.toLowerCase() === account.username)
      ? account.email
      : account.username;
  const seeded = demo.filter(seeding);
  if (seeded.length > 0) await seedMissing(db, seeding, usernameOf);

  const listed: DemoSignIn[] = [];
  for (const { role, account } of LISTED) {
    const before = existing(account.email);
    if (!before || (await verifyPassword(account.password, before.passwordHash))) {
      listed.push({ role, email: account.email, password: account.password });
    }
  }
  if (seeded.length > 0) {
    log.info(
      { seeded: seeded.map((a) => a.email), accounts: listed },
      `demo data seeded: ${listed.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', ')}`,
    );
  }
  return listed;
}

async function seedMissing(
  db: Database,
  seeding: (account: { email: string }) => boolean,
  usernameOf: (account: { email: string; username: string }) => string,
) {
  await db.transaction(async (tx) => {
    if (seeding(DEMO_ADMIN)) {
      const { password: adminPassword, ...admin } = DEMO_ADMIN;
      await tx.insert(users).values({
        ...admin,
        username: usernameOf(DEMO_ADMIN),
        role: 'admin',
        passwordHash: await hashPassword(adminPassword),
      });
    }
    if (seeding(DEMO_CUSTOMER)) await seedCustomers(tx, seeding, usernameOf);
    else if (seeding(DEMO_UNMATCHED)) await seedNeighbour(tx, usernameOf, billedPeriod());
    if (seeding(DEMO_CUSTOMER)) await seedPropertyCommunity(tx);
    if (seeding(DEMO_CUSTOMER)) await seedRevenueHistory(tx);
    if (seeding(DEMO_PORTER)) await seedPorter(tx, usernameOf);
    if (seeding(DEMO_MANAGER)) await seedProperty(tx, usernameOf);
  });
  // The demo subscriptions' coming pickups, as the daily generator would make them.
  await generatePickups(db);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Billed monthly since two renewals ago; the current period ends in about ten days, so the portal
 * has a next charge to show.
 */
function billedPeriod() {
  const periodStart = new Date(Date.now() - 20 * DAY_MS);
  return {
    started: monthsAfter(periodStart, -1),
    period: { currentPeriodStart: periodStart, currentPeriodEnd: monthsAfter(periodStart, 1) },
  };
}

async function seedCustomers(
  tx: Tx,
  seeding: (account: { email: string }) => boolean,
  usernameOf: (account: { email: string; username: string }) => string,
) {
  const { password: customerPassword, community: communityName, ...customer } = DEMO_CUSTOMER;
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.name, communityName), eq(communities.zip, customer.zip)));
  const [row] = await tx
    .insert(users)
    .values({
      ...customer,
      username: usernameOf(DEMO_CUSTOMER),
      communityId: community?.id ?? null,
      passwordHash: await hashPassword(customerPassword),
    })
    .returning({ id: users.id });
  const billed = billedPeriod();
  const { started, period } = billed;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: row!.id,
      createdAt: started,
      plan: 'standard',
      priceCents: PLANS.standard.priceCents,
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: 'sandbox_demo_subscription',
      gateCode: '#4821',
      specialInstructions: 'Second floor. Bags by the welcome mat.',
      ...period,
    })
    .returning({ id: subscriptions.id });
  const subscriptionId = subscription!.id;
  // Two monthly bills and two weeks of past pickups, so the portal shows a lived-in account.
  await tx.insert(payments).values(
    [0, 1].map((month) => ({
      subscriptionId,
      amountCents: PLANS.standard.priceCents,
      status: 'paid' as const,
      providerRef: `sandbox_demo_invoice_${month + 1}`,
      paidAt: monthsAfter(started, month),
      receiptNumber: nextReceiptNumber(monthsAfter(started, month)),
      plan: 'standard' as const,
      periodStart: monthsAfter(started, month),
      periodEnd: monthsAfter(started, month + 1),
      method: receiptMethod('card', null),
    })),
  );
  const past = pickupDatesFrom('standard', addDays(firstServiceDate(), -14), 14);
  const missed = past.length - 2;
  await tx.insert(serviceSchedules).values(
    past.map((serviceDate, i) => ({
      subscriptionId,
      serviceDate,
      source: 'plan' as const,
      // One recent missed pickup, as happens in real life (a locked gate).
      status: i === missed ? ('missed' as const) : ('completed' as const),
      notes: i === missed ? 'Gate code did not work; customer notified.' : null,
      completedAt: i === missed ? null : new Date(`${serviceDate}T16:00:00Z`),
    })),
  );
  if (seeding(DEMO_UNMATCHED)) await seedNeighbour(tx, usernameOf, billed);
}

async function seedNeighbour(
  tx: Tx,
  usernameOf: (account: { email: string; username: string }) => string,
  { started, period }: ReturnType<typeof billedPeriod>,
) {
  const { password: neighbourPassword, ...neighbour } = DEMO_UNMATCHED;
  const [neighbourRow] = await tx
    .insert(users)
    .values({
      ...neighbour,
      username: usernameOf(DEMO_UNMATCHED),
      passwordHash: await hashPassword(neighbourPassword),
    })
    .returning({ id: users.id });
  await tx.insert(subscriptions).values({
    userId: neighbourRow!.id,
    createdAt: started,
    plan: 'standard',
    priceCents: PLANS.standard.priceCents,
    status: 'active',
    provider: 'sandbox',
    providerSubscriptionId: 'sandbox_demo_subscription_2',
    gateCode: '#7070',
    ...period,
  });
}

/**
 * The demo property-paid community with its contract and doors (docs/product.md#property-invoices),
 * seeded before the porter so the porter walks it too.
 */
async function seedPropertyCommunity(tx: Tx) {
  const { community, contract, residents } = DEMO_PROPERTY;
  const lastMonth = previousMonth(monthOf(serviceClock(new Date()).date));
  const [row] = await tx
    .insert(communities)
    .values({ ...community, billing: 'property' })
    .onConflictDoNothing()
    .returning({ id: communities.id });
  if (!row) return;
  const [contractRow] = await tx
    .insert(propertyContracts)
    .values({
      ...contract,
      serviceDays: [...contract.serviceDays],
      communityId: row.id,
      startsOn: monthStart(previousMonth(previousMonth(lastMonth))),
    })
    .returning({ id: propertyContracts.id });
  for (const resident of residents) {
    const { firstName, lastName, building, unit } = resident;
    const handle = `${firstName}.${lastName}`.toLowerCase();
    const [user] = await tx
      .insert(users)
      .values({
        username: `${handle}.westpark`,
        email: `${handle}@westpark-lofts.example`,
        passwordHash: NO_PASSWORD_HASH,
        firstName,
        lastName,
        address: community.street,
        city: 'Katy',
        zip: community.zip,
        communityId: row.id,
        building,
        unit,
      })
      .returning({ id: users.id });
    const movedIn = 'movedIn' in resident ? resident.movedIn : null;
    const startsOn = movedIn
      ? `${lastMonth}-${String(movedIn).padStart(2, '0')}`
      : monthStart(previousMonth(lastMonth));
    const door = await enrolPropertyDoor(tx, {
      userId: user!.id,
      contractId: contractRow!.id,
      rateCents: contract.rateCents,
      startsOn,
    });
    if ('lastDay' in resident) {
      await endPropertyDoor(tx, door, `${lastMonth}-${String(resident.lastDay).padStart(2, '0')}`);
    }
  }
}

async function seedPorter(
  tx: Tx,
  usernameOf: (account: { email: string; username: string }) => string,
) {
  const { password: porterPassword, ...porter } = DEMO_PORTER;
  const [porterRow] = await tx
    .insert(users)
    .values({
      ...porter,
      username: usernameOf(DEMO_PORTER),
      role: 'porter',
      passwordHash: await hashPassword(porterPassword),
    })
    .returning({ id: users.id });
  const listed = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.active, true));
  await tx
    .insert(crewAssignments)
    .values(
      listed.flatMap((c) =>
        EVERY_WEEKDAY.map((weekday) => ({ communityId: c.id, weekday, porterId: porterRow!.id })),
      ),
    );
}

/** The demo property's doors: who lives behind each, and what the crew found there lately. */
const PROPERTY_DOORS = [
  { building: '1', unit: '104', firstName: 'Maria', lastName: 'Gonzalez' },
  { building: '1', unit: '108', firstName: 'Kevin', lastName: 'Tran' },
  { building: '2', unit: '203', firstName: 'Aisha', lastName: 'Bello' },
  { building: '2', unit: '211', firstName: 'Chris', lastName: 'Walker' },
  { building: '3', unit: '305', firstName: 'Dana', lastName: 'Nguyen' },
] as const;

/**
 * Fulshear Village Flats, property-paid: its contract, its manager, five enrolled doors (one
 * starting after a move-in next week) and two weeks of the crew's records at them, so the
 * manager's portal shows a lived-in community. The residents have not set a password yet.
 */
async function seedProperty(
  tx: Tx,
  usernameOf: (account: { email: string; username: string }) => string,
) {
  const { password, community: communityName, zip, ...manager } = DEMO_MANAGER;
  const [community] = await tx
    .update(communities)
    .set({ billing: 'property' })
    .where(and(eq(communities.name, communityName), eq(communities.zip, zip)))
    .returning();
  if (!community) return;
  const today = serviceClock(new Date()).date;
  const [contract] = await tx
    .insert(propertyContracts)
    .values({
      communityId: community.id,
      legalName: 'Fulshear Village Flats Owner LP',
      billingContactName: 'Robin Ellis',
      billingEmail: 'accounting@example.com',
      billingPhone: '2815550199',
      rateCents: 1800,
      doors: 180,
      startsOn: addDays(today, -60),
      termMonths: 36,
      renews: true,
      serviceDays: [1, 2, 3, 4, 5],
      windowStart: '08:00',
      windowEnd: '10:00',
      reportEmails: [manager.email],
    })
    .onConflictDoNothing()
    .returning({ id: propertyContracts.id });
  if (!contract) return;
  const [managerRow] = await tx
    .insert(users)
    .values({
      ...manager,
      username: usernameOf(DEMO_MANAGER),
      role: 'manager',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  await tx.insert(communityManagers).values({ userId: managerRow!.id, communityId: community.id });
  const [porter] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_PORTER.email));
  // Up to today: after the noon cut-off the plan's pickups start the day after tomorrow, and
  // the crew has recorded nothing tomorrow yet.
  const past = pickupDatesFrom([1, 2, 3, 4, 5], addDays(firstServiceDate(), -14), 14).filter(
    (date) => date <= today,
  );
  for (const [i, door] of PROPERTY_DOORS.entries()) {
    const startsOn = i === PROPERTY_DOORS.length - 1 ? addDays(today, 7) : addDays(today, -60);
    const email = `${door.firstName}.${door.lastName}@example.com`.toLowerCase();
    const [resident] = await tx
      .insert(users)
      .values({
        ...door,
        username: email,
        email,
        passwordHash: NO_PASSWORD_HASH,
        address: community.street,
        city: 'Fulshear',
        zip: community.zip,
        communityId: community.id,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!resident) continue;
    const [door_] = await tx
      .insert(subscriptions)
      .values({
        userId: resident.id,
        plan: PROPERTY_DOOR_PLAN,
        priceCents: 1800,
        status: 'active',
        payer: 'property',
        contractId: contract.id,
        startsOn,
      })
      .returning({ id: subscriptions.id });
    if (startsOn > today || !porter) continue;
    const rows = await tx
      .insert(serviceSchedules)
      .values(
        past.map((serviceDate) => ({
          subscriptionId: door_!.id,
          serviceDate,
          source: 'plan' as const,
        })),
      )
      .returning({ id: serviceSchedules.id, date: serviceSchedules.serviceDate });
    for (const [j, pickup] of rows.entries()) {
      // Most nights the bags are out; now and then a door has nothing out.
      const outcome = (i + j) % 5 === 0 ? ('nothing_out' as const) : ('collected' as const);
      const occurredAt = new Date(`${pickup.date}T14:${String(10 + i * 7).padStart(2, '0')}:00Z`);
      const [recorded] = await tx
        .insert(pickupActions)
        .values({
          id: randomUUID(),
          scheduleId: pickup.id,
          porterId: porter.id,
          outcome,
          occurredAt,
        })
        .returning({ id: pickupActions.id });
      await tx
        .update(serviceSchedules)
        .set({
          status: 'completed',
          outcome,
          outcomeActionId: recorded!.id,
          completedAt: occurredAt,
        })
        .where(eq(serviceSchedules.id, pickup.id));
    }
  }
}

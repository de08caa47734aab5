import type { FastifyBaseLogger } from 'fastify';
import { PLANS } from '../../domain/plans.ts';
import { receiptMethod } from '../../domain/receipts.ts';
import type { Database } from '../db/client.ts';
import { addDays, firstServiceDate, pickupDatesFrom } from '../../domain/pickup-calendar.ts';
import { and, eq } from 'drizzle-orm';
import {
  communities,
  crewAssignments,
  payments,
  serviceSchedules,
  subscriptions,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUserRepository } from '../modules/auth/auth-module.ts';
import { nextReceiptNumber } from '../modules/payments/payments-module.ts';
import { createScheduleService } from '../modules/schedules/schedules-module.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PORTER, DEMO_UNMATCHED } from './demo-accounts.ts';

const DAY_MS = 24 * 60 * 60_000;

const monthsAfter = (date: Date, months: number) => {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

const EVERY_WEEKDAY = [1, 2, 3, 4, 5, 6, 7];

/** Seeds the demo admin, customers and porter, only into a database without users. */
export async function seedDemoData(db: Database, log: Pick<FastifyBaseLogger, 'info'>) {
  if ((await createUserRepository(db).count()) > 0) return false;
  await db.transaction(async (tx) => {
    const { password: adminPassword, ...admin } = DEMO_ADMIN;
    const { password: customerPassword, community: communityName, ...customer } = DEMO_CUSTOMER;
    const [community] = await tx
      .select({ id: communities.id })
      .from(communities)
      .where(and(eq(communities.name, communityName), eq(communities.zip, customer.zip)));
    await tx
      .insert(users)
      .values({ ...admin, role: 'admin', passwordHash: await hashPassword(adminPassword) });
    const [row] = await tx
      .insert(users)
      .values({
        ...customer,
        communityId: community?.id ?? null,
        passwordHash: await hashPassword(customerPassword),
      })
      .returning({ id: users.id });
    // Billed monthly since two renewals ago; the current period ends in about ten days, so the
    // portal has a next charge to show.
    const periodStart = new Date(Date.now() - 20 * DAY_MS);
    const period = {
      currentPeriodStart: periodStart,
      currentPeriodEnd: monthsAfter(periodStart, 1),
    };
    const started = monthsAfter(periodStart, -1);
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
    const { password: neighbourPassword, ...neighbour } = DEMO_UNMATCHED;
    const [neighbourRow] = await tx
      .insert(users)
      .values({ ...neighbour, passwordHash: await hashPassword(neighbourPassword) })
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
    const { password: porterPassword, ...porter } = DEMO_PORTER;
    const [porterRow] = await tx
      .insert(users)
      .values({ ...porter, role: 'porter', passwordHash: await hashPassword(porterPassword) })
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
  });
  // The demo subscription's coming pickups, as the daily generator would make them.
  await createScheduleService(db).generate();
  log.info(
    {
      admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      customer: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      porter: { email: DEMO_PORTER.email, password: DEMO_PORTER.password },
    },
    `demo data seeded: admin ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}, customer ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}, porter ${DEMO_PORTER.email} / ${DEMO_PORTER.password}`,
  );
  return true;
}

import { PLAN_IDS, PLANS } from '../../domain/plans.ts';
import { receiptMethod } from '../../domain/receipts.ts';
import type { Database } from '../db/client.ts';
import { payments, subscriptions, users } from '../db/schema.ts';
import { NO_PASSWORD_HASH } from '../lib/passwords.ts';
import { nextReceiptNumber } from '../modules/payments/payments-module.ts';

// A year of past customers in the demo data, so the owner's numbers
// (docs/product.md#the-owners-numbers) have months to show: two sign-ups a month, some who
// left, one on hold and one whose last renewal failed. None of them can sign in.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60_000;
const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Drew', 'Emerson', 'Finley', 'Gray', 'Harper'];
const LAST_NAMES = ['Nguyen', 'Okafor', 'Lindqvist', 'Moreno', 'Schmidt', 'Tanaka'];

const monthsAfter = (date: Date, months: number) => {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

/** Customer `i` of the history: when they joined, their plan, and whether and how they left. */
function historyCustomer(i: number, now: Date) {
  const started = monthsAfter(
    new Date(now.getTime() - (i % 3) * 5 * DAY_MS),
    -12 + Math.floor(i / 2),
  );
  const plan = PLAN_IDS[i % PLAN_IDS.length]!;
  // Every fifth customer left four months after joining, their last period served.
  const leftAt = i % 5 === 4 ? monthsAfter(started, 4) : null;
  return {
    started,
    plan,
    leftAt: leftAt && leftAt < now ? leftAt : null,
    held: i === 7,
    failed: i === 11,
  };
}

/** The monthly period, counted from the day they joined, that `now` falls in. */
function periodAround(started: Date, now: Date) {
  let m = 0;
  while (monthsAfter(started, m + 1) <= now) m++;
  return {
    currentPeriodStart: monthsAfter(started, m),
    currentPeriodEnd: monthsAfter(started, m + 1),
  };
}

export async function seedRevenueHistory(tx: Tx, now = new Date()) {
  for (let i = 0; i < 22; i++) {
    const c = historyCustomer(i, now);
    const [user] = await tx
      .insert(users)
      .values({
        username: `history${i + 1}`,
        email: `history${i + 1}@example.com`,
        passwordHash: NO_PASSWORD_HASH,
        firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
        lastName: LAST_NAMES[i % LAST_NAMES.length]!,
        address: `${2100 + i * 4} Katy Fort Bend Rd`,
        city: 'Katy',
        zip: '77494',
        createdAt: c.started,
      })
      .returning({ id: users.id });
    const priceCents = PLANS[c.plan].priceCents;
    const status = c.leftAt ? 'cancelled' : c.held ? 'paused' : c.failed ? 'past_due' : 'active';
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: user!.id,
        createdAt: c.started,
        plan: c.plan,
        priceCents,
        status,
        provider: 'sandbox',
        providerSubscriptionId: `sandbox_demo_history_${i + 1}`,
        cancelledAt: c.leftAt ? new Date(c.leftAt.getTime() - 10 * DAY_MS) : null,
        serviceEndsAt: c.leftAt,
        pausedAt: c.held ? new Date(now.getTime() - 10 * DAY_MS) : null,
        pauseEndsAt: c.held ? new Date(now.getTime() + 10 * DAY_MS) : null,
        ...(c.leftAt ? {} : periodAround(c.started, now)),
        pastDueSince: c.failed ? new Date(now.getTime() - 3 * DAY_MS) : null,
      })
      .returning({ id: subscriptions.id });
    const end = c.leftAt ?? now;
    for (let m = 0; monthsAfter(c.started, m) < end; m++) {
      const paidAt = monthsAfter(c.started, m);
      const bill = {
        subscriptionId: subscription!.id,
        amountCents: priceCents,
        providerRef: `sandbox_demo_history_${i + 1}_${m + 1}`,
        paidAt,
      };
      // The failed customer's latest renewal is the unpaid one.
      if (c.failed && monthsAfter(c.started, m + 1) >= end) {
        await tx.insert(payments).values({ ...bill, status: 'failed' });
      } else {
        await tx.insert(payments).values({
          ...bill,
          status: 'paid',
          receiptNumber: nextReceiptNumber(paidAt),
          plan: c.plan,
          periodStart: paidAt,
          periodEnd: monthsAfter(paidAt, 1),
          method: receiptMethod('card', null),
        });
      }
    }
  }
}

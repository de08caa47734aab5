import { graceEndsAt } from '../../../domain/billing.ts';
import { PLANS } from '../../../domain/plans.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';
import { canCancel } from '../../../domain/subscription-status.ts';
import { notifyCustomer, suspendedNotice } from './customer-notices.ts';
import { handedOverMail } from './subscription-mail.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { createSubscriptionRepository } from './subscription-repository.ts';
import { sweepEach } from './sweep-each.ts';

/** What one run of the billing clock changed. */
export type BillingClockRun = { planChanges: number; suspended: number; handedOver: number };

/**
 * An unpaid renewal whose grace period is over: pickups stop and the customer is told. The
 * provider keeps trying to collect; its payment brings the service back.
 */
async function suspendAfterGrace(deps: SubscriptionDeps, id: number, now: Date) {
  return deps.db.transaction(async (tx) => {
    const subscriptions = createSubscriptionRepository(tx);
    const locked = await subscriptions.lockForSweep(id);
    if (locked?.status !== 'past_due' || !locked.pastDueSince) return null;
    if (graceEndsAt(locked.pastDueSince) > now) return null;
    const updated = await subscriptions.transition(locked, 'suspended', now);
    if (!updated) return null;
    await refreshSubscriptionSchedule(tx, updated.id, now);
    await notifyCustomer(tx, deps.notifier, updated, suspendedNotice(updated, deps.appUrl));
    return updated;
  });
}

/** A smaller plan whose renewal has come: served and priced from now (the provider knew). */
async function applyDuePlanChange(deps: SubscriptionDeps, id: number, now: Date) {
  return deps.db.transaction(async (tx) => {
    const subscriptions = createSubscriptionRepository(tx);
    const locked = await subscriptions.lockForSweep(id);
    if (!locked?.pendingPlan || !locked.pendingPlanAt || locked.pendingPlanAt > now) return null;
    const plan = locked.pendingPlan;
    const updated = await subscriptions.setPlan(locked.id, plan, PLANS[plan].priceCents);
    await refreshSubscriptionSchedule(tx, updated.id, now);
    return updated;
  });
}

/**
 * A resident's own subscription while the property now pays for their door
 * (docs/product.md#property-contracts): the provider stops billing it, its paid period is served
 * to its end (the property's door starts the day after), and the resident is told.
 */
async function handOverToProperty(deps: SubscriptionDeps, id: number, now: Date) {
  return deps.db.transaction(async (tx) => {
    const subscriptions = createSubscriptionRepository(tx);
    const locked = await subscriptions.lockForSweep(id);
    if (!locked || locked.payer !== 'resident' || !canCancel(locked.status)) return null;
    await deps.billing.cancel(locked);
    const updated = await subscriptions.transition(locked, 'cancelled', now);
    if (!updated) return null;
    await refreshSubscriptionSchedule(tx, updated.id, now);
    await notifyCustomer(tx, deps.notifier, updated, {
      key: `billing:handed_over:subscription:${updated.id}`,
      compose: (name) => handedOverMail(name, updated.serviceEndsAt, deps.appUrl),
    });
    return updated;
  });
}

/**
 * The hourly billing clock (jobs/billing-clock.ts): smaller plans whose renewal has come, unpaid
 * renewals whose grace period is over, and residents' own billing where the property now pays. Each row is changed under its lock, so sweeps on
 * several app servers do it once.
 */
export async function runBillingClock(
  deps: SubscriptionDeps,
  now = new Date(),
): Promise<BillingClockRun> {
  const repo = createSubscriptionRepository(deps.db);
  const byId = (id: number) => id;
  const planChanges = await sweepEach(
    deps,
    await repo.duePlanChanges(now),
    (id) => applyDuePlanChange(deps, id, now),
    'apply a scheduled plan change',
    byId,
  );
  const suspended = await sweepEach(
    deps,
    await repo.graceOverBy(now),
    (id) => suspendAfterGrace(deps, id, now),
    'suspend an unpaid subscription',
    byId,
  );
  const handedOver = await sweepEach(
    deps,
    await repo.handedOverToProperty(),
    (id) => handOverToProperty(deps, id, now),
    "hand a resident's subscription over to their property",
    byId,
  );
  return { planChanges, suspended, handedOver };
}

import { quotePlanChange } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES, transitionRefused } from '../../../domain/payment-messages.ts';
import { PROPERTY_DOOR_TEXT } from '../../../domain/property-door-text.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import type { HoldDates } from '../../../domain/schemas/holds.ts';
import type {
  CancelSubscriptionRequest,
  SubscriptionAction,
} from '../../../domain/schemas/subscription.ts';
import { canAct, canChangePlan } from '../../../domain/subscription-status.ts';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';
import { notifyCustomer, type BillingNotice } from './customer-notices.ts';
import * as holds from './holds-service.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { periodOf } from './subscription-lifecycle.ts';
import { cancelledMail, planChangedMail } from './subscription-mail.ts';
import { createSubscriptionRepository } from './subscription-repository.ts';

/*
 * What a customer does to their own subscription from the portal (docs/product.md): pause and
 * resume, holds with dates, cancel, change plan. Each first finds the subscription theirs and,
 * when its hold is over, ends it as the sweep would (holds-service.ts).
 */

async function owned(
  deps: SubscriptionDeps,
  userId: number,
  id: number,
  now: Date,
): Promise<SubscriptionRow> {
  const row = await createSubscriptionRepository(deps.db).findOwned(id, userId);
  // Pending rows are unfinished checkouts, not subscriptions the customer can act on.
  if (!row || row.status === 'pending') throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
  // A door the property pays for is the contract's: its resident has nothing to pause, cancel
  // or change (docs/product.md#property-contracts).
  if (row.payer === 'property') throw conflict(PROPERTY_DOOR_TEXT.managedByProperty);
  return holds.endPauseIfOver(deps, row, now);
}

/**
 * A customer's cancel (docs/decisions/039-a-fair-cancel.md), with the row locked while the
 * provider is told: the provider's own word that it ended (a webhook) waits for this to be
 * written and then finds nothing to change, so the reason is never lost to it. The reason goes
 * with the status, or nothing is written.
 */
const cancelLocked = (
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  now: Date,
  input: CancelSubscriptionRequest,
) =>
  deps.db.transaction(async (tx) => {
    const subscriptions = createSubscriptionRepository(tx);
    const locked = await subscriptions.lockForChange(row.id);
    if (!locked) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    if (!canAct(locked.status, 'cancel')) {
      throw conflict(transitionRefused('cancel', locked.status));
    }
    await deps.billing.cancel(locked);
    const updated = await subscriptions.transition(locked, 'cancelled', now, {
      cancellation: { cancelReason: input.reason ?? null, cancelNote: input.note ?? null },
    });
    if (!updated) throw conflict(transitionRefused('cancel', locked.status));
    await refreshSubscriptionSchedule(tx, updated.id);
    await notifyCustomer(tx, deps.notifier, updated, {
      key: `billing:cancelled:subscription:${updated.id}`,
      compose: (name) => cancelledMail(name, updated.serviceEndsAt, deps.appUrl),
    });
    return updated;
  });

/** `POST /api/subscriptions/:id/pause`, `/resume` and `/cancel`. */
export async function actOnSubscription(
  deps: SubscriptionDeps,
  userId: number,
  id: number,
  action: SubscriptionAction,
  input: CancelSubscriptionRequest = {},
): Promise<SubscriptionRow> {
  const now = new Date();
  const row = await owned(deps, userId, id, now);
  if (!canAct(row.status, action)) throw conflict(transitionRefused(action, row.status));
  if (action === 'cancel') return cancelLocked(deps, row, now, input);
  return holds.pauseOrResume(deps, row, action, now);
}

/** `POST /api/subscriptions/:id/holds` and `PUT …/holds/:holdId`. */
export async function bookHold(
  deps: SubscriptionDeps,
  userId: number,
  id: number,
  dates: HoldDates,
  holdId?: number,
): Promise<SubscriptionRow> {
  const now = new Date();
  await owned(deps, userId, id, now);
  return holds.bookHold(deps, userId, id, dates, holdId, now);
}

/** `DELETE /api/subscriptions/:id/holds/:holdId`. */
export async function cancelHold(
  deps: SubscriptionDeps,
  userId: number,
  id: number,
  holdId: number,
): Promise<SubscriptionRow> {
  const now = new Date();
  await owned(deps, userId, id, now);
  return holds.cancelHold(deps, userId, id, holdId, now);
}

/**
 * `POST /api/subscriptions/:id/change-plan` (docs/product.md#billing): a bigger plan starts at
 * once and the rest of the period is charged now; a smaller one starts at the renewal. Choosing
 * the current plan while a smaller one waits keeps the current plan after all. The provider is
 * told first; nothing is written if it refuses.
 */
export async function changePlan(
  deps: SubscriptionDeps,
  userId: number,
  id: number,
  plan: PlanId,
): Promise<SubscriptionRow> {
  const now = new Date();
  const row = await owned(deps, userId, id, now);
  if (!canChangePlan(row.status)) throw conflict(transitionRefused('change-plan', row.status));
  if (row.plan === plan) {
    if (!row.pendingPlan) throw conflict(PAYMENT_MESSAGES.alreadyOnPlan(PLANS[plan].title));
    await deps.billing.changePlan(row, plan, { timing: 'renewal' });
    return createSubscriptionRepository(deps.db).schedulePlan(row.id, null, null);
  }
  const quote = quotePlanChange({ ...row, period: periodOf(row) }, plan, now);
  // Each change the customer makes is its own event, however alike.
  const planChanged = (startsAt: Date | null): BillingNotice => ({
    key: `billing:plan_change:subscription:${row.id}:${plan}:${now.getTime()}`,
    compose: (name) => planChangedMail(name, plan, startsAt, deps.appUrl),
  });
  if (quote.timing === 'renewal') {
    await deps.billing.changePlan(row, plan, { timing: 'renewal' });
    return deps.db.transaction(async (tx) => {
      const changed = await createSubscriptionRepository(tx).schedulePlan(
        row.id,
        plan,
        quote.effectiveAt,
      );
      await notifyCustomer(tx, deps.notifier, changed, planChanged(quote.effectiveAt));
      return changed;
    });
  }
  await deps.billing.changePlan(row, plan, {
    timing: 'now',
    at: now,
    chargeCents: quote.chargeNowCents,
  });
  return deps.db.transaction(async (tx: Database) => {
    const updated = await createSubscriptionRepository(tx).setPlan(
      row.id,
      plan,
      PLANS[plan].priceCents,
    );
    await refreshSubscriptionSchedule(tx, updated.id);
    await notifyCustomer(tx, deps.notifier, updated, planChanged(null));
    return updated;
  });
}

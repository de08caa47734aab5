import { eq } from 'drizzle-orm';
import { graceEndsAt, quotePlanChange, type BillingPeriod } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES, transitionRefused } from '../../../domain/payment-messages.ts';
import {
  PAUSE_DAYS_PER_YEAR,
  pauseDaysLeft,
  pauseEndsAt,
} from '../../../domain/pause-allowance.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { firstServiceDate } from '../../../domain/pickup-calendar.ts';
import type {
  CancelSubscriptionRequest,
  Subscription,
  SubscriptionAction,
  SubscriptionStatus,
} from '../../../domain/schemas/subscription.ts';
import { displayName } from '../../../domain/person-name.ts';
import {
  canAct,
  canChangePlan,
  SUBSCRIPTION_TRANSITIONS,
} from '../../../domain/subscription-status.ts';
import type { Database } from '../../db/client.ts';
import { users, type SubscriptionRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail-module.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';
import type { BillingGateway, SavedCard } from './billing-gateway.ts';
import type { ListCache } from './subscription-list-cache.ts';
import {
  createSubscriptionRepository,
  type SubscriptionWithNextPickup,
} from './subscription-repository.ts';
import {
  serviceRestoredMail,
  serviceSuspendedMail,
  subscriptionConfirmedMail,
} from './subscription-mail.ts';
import { pauseHasEnded, toPublicSubscription } from './subscription-view.ts';

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/** What one run of the billing clock changed. */
export type BillingClockRun = { planChanges: number; suspended: number };

/** One subscription as the customer sees it, with its next pickup from the schedule rows. */
export async function viewOf(db: Database, row: SubscriptionRow, now = new Date()) {
  const nextPickup = await createSubscriptionRepository(db).nextPickupOf(
    row.id,
    firstServiceDate(now),
  );
  return toPublicSubscription(row, nextPickup, now);
}

export function createSubscriptionService(deps: {
  db: Database;
  billing: BillingGateway;
  log: { warn(obj: object, msg: string): void };
  /** Each customer's list rows (docs/decisions/021-subscription-list-cache.md). */
  lists: ListCache<SubscriptionWithNextPickup[]>;
  appUrl: string;
  onMailQueued: () => void;
}) {
  const repo = createSubscriptionRepository(deps.db);
  const { lists } = deps;

  /**
   * A change made here is shown by this instance's next list at once, before the database's notice
   * arrives; after the change, whether it succeeded or not, since a refused action may still have
   * resumed an ended pause.
   */
  const changing = async <T>(userId: number, change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } finally {
      lists.forget(userId);
    }
  };

  /** A status or plan change and the pickups it adds or removes, committed together. */
  const withSchedule = <T extends SubscriptionRow | undefined>(
    change: (tx: Database) => Promise<T>,
  ) =>
    deps.db.transaction(async (tx) => {
      const row = await change(tx);
      if (row) await refreshSubscriptionSchedule(tx, row.id);
      return row;
    });

  const transition = (row: SubscriptionRow, to: SubscriptionStatus, now: Date) =>
    withSchedule((tx) => createSubscriptionRepository(tx).transition(row, to, now));

  /** Resumes one pause that has run its course, at the provider first. */
  async function endPause(row: SubscriptionRow, now: Date) {
    await deps.billing.resume(row);
    return transition(row, 'active', now);
  }

  async function owned(userId: number, id: number, now: Date): Promise<SubscriptionRow> {
    const row = await repo.findOwned(id, userId);
    // Pending rows are unfinished checkouts, not subscriptions the customer can act on.
    if (!row || row.status === 'pending') throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    // The customer already sees an ended pause as resumed; act on that state.
    if (pauseHasEnded(row, now)) return (await endPause(row, now)) ?? row;
    return row;
  }

  /**
   * A customer's cancel (docs/decisions/039-a-fair-cancel.md), with the row locked while the
   * provider is told: the provider's own word that it ended (a webhook) waits for this to be
   * written and then finds nothing to change, so the reason is never lost to it. The reason goes
   * with the status, or nothing is written.
   */
  const cancelLocked = (row: SubscriptionRow, now: Date, input: CancelSubscriptionRequest) =>
    deps.db.transaction(async (tx) => {
      const subscriptions = createSubscriptionRepository(tx);
      const locked = await subscriptions.lockForChange(row.id);
      if (!locked) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
      if (!canAct(locked.status, 'cancel')) {
        throw conflict(transitionRefused('cancel', locked.status));
      }
      await deps.billing.cancel(locked);
      const updated = await subscriptions.transition(locked, 'cancelled', now, {
        cancelReason: input.reason ?? null,
        cancelNote: input.note ?? null,
      });
      if (!updated) throw conflict(transitionRefused('cancel', locked.status));
      await refreshSubscriptionSchedule(tx, updated.id);
      return updated;
    });

  async function act(
    userId: number,
    id: number,
    action: SubscriptionAction,
    input: CancelSubscriptionRequest = {},
  ) {
    const now = new Date();
    const row = await owned(userId, id, now);
    if (!canAct(row.status, action)) throw conflict(transitionRefused(action, row.status));
    if (action === 'pause' && pauseDaysLeft(row, now) < 1) {
      throw conflict(PAYMENT_MESSAGES.pauseAllowanceUsed(PAUSE_DAYS_PER_YEAR));
    }
    if (action === 'cancel') return cancelLocked(row, now, input);
    if (action === 'pause') await deps.billing.pause(row, pauseEndsAt(row, now));
    else await deps.billing.resume(row);
    const to = SUBSCRIPTION_TRANSITIONS[action].to;
    const updated = await transition(row, to, now);
    if (updated) return updated;
    // A webhook moved it meanwhile; report where it is now rather than overwrite it.
    const current = await repo.findOwned(id, userId);
    if (current?.status === to) return current;
    throw conflict(transitionRefused(action, current?.status ?? row.status));
  }

  /**
   * docs/product.md#billing: a bigger plan starts at once and the rest of the period is charged
   * now; a smaller one starts at the renewal. Choosing the current plan while a smaller one waits
   * keeps the current plan after all. The provider is told first; nothing is written if it refuses.
   */
  async function changePlan(userId: number, id: number, plan: PlanId) {
    const now = new Date();
    const row = await owned(userId, id, now);
    if (!canChangePlan(row.status)) throw conflict(transitionRefused('change-plan', row.status));
    if (row.plan === plan) {
      if (!row.pendingPlan) throw conflict(PAYMENT_MESSAGES.alreadyOnPlan(PLANS[plan].title));
      await deps.billing.changePlan(row, plan, { timing: 'renewal' });
      return repo.schedulePlan(row.id, null, null);
    }
    const quote = quotePlanChange({ ...row, period: periodOf(row) }, plan, now);
    if (quote.timing === 'renewal') {
      await deps.billing.changePlan(row, plan, { timing: 'renewal' });
      return repo.schedulePlan(row.id, plan, quote.effectiveAt);
    }
    await deps.billing.changePlan(row, plan, {
      timing: 'now',
      at: now,
      chargeCents: quote.chargeNowCents,
    });
    return withSchedule((tx) =>
      createSubscriptionRepository(tx).setPlan(row.id, plan, PLANS[plan].priceCents),
    );
  }

  /**
   * An unpaid renewal whose grace period is over: pickups stop and the customer is told. The
   * provider keeps trying to collect; its payment brings the service back.
   */
  async function suspendAfterGrace(id: number, now: Date) {
    return deps.db.transaction(async (tx) => {
      const subscriptions = createSubscriptionRepository(tx);
      const locked = await subscriptions.lockForSweep(id);
      if (locked?.status !== 'past_due' || !locked.pastDueSince) return null;
      if (graceEndsAt(locked.pastDueSince) > now) return null;
      const updated = await subscriptions.transition(locked, 'suspended', now);
      if (!updated) return null;
      await refreshSubscriptionSchedule(tx, updated.id, now);
      await mailCustomer(tx, updated, (email, name) =>
        serviceSuspendedMail(email, name, deps.appUrl),
      );
      return updated;
    });
  }

  /** Runs one sweep's change per row; a failure is logged and left for the next run. */
  async function sweep(
    ids: number[],
    change: (id: number) => Promise<SubscriptionRow | null>,
    what: string,
  ): Promise<number> {
    let changed = 0;
    for (const id of ids) {
      try {
        const row = await change(id);
        if (row) {
          lists.forget(row.userId);
          changed++;
        }
      } catch (err) {
        deps.log.warn({ err, subscriptionId: id }, `could not ${what}`);
      }
    }
    return changed;
  }

  /** A smaller plan whose renewal has come: served and priced from now (the provider knew). */
  async function applyDuePlanChange(id: number, now: Date) {
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

  return {
    /**
     * Ends pauses whose allowance has run out, each once however many app servers sweep at the
     * same time: a pause is resumed at the provider and here while its row is locked, and a sweep
     * skips a row another one holds. A list read before another sweep finished is re-checked under
     * the lock, so a pause already resumed (or paused again since) is left alone.
     */
    async resumeExpiredPauses(now = new Date()): Promise<number> {
      const expired = await repo.pausesEndedBy(now);
      let resumed = 0;
      for (const { id } of expired) {
        try {
          const row = await deps.db.transaction(async (tx) => {
            const locked = await createSubscriptionRepository(tx).lockEndedPause(id, now);
            if (!locked) return undefined;
            await deps.billing.resume(locked);
            const updated = await createSubscriptionRepository(tx).transition(
              locked,
              'active',
              now,
            );
            if (updated) await refreshSubscriptionSchedule(tx, updated.id);
            return updated;
          });
          if (row) {
            lists.forget(row.userId);
            resumed++;
          }
        } catch (err) {
          // The next run tries again; one provider hiccup must not stop the others.
          deps.log.warn({ err, subscriptionId: id }, 'could not end an expired pause');
        }
      }
      return resumed;
    },

    /**
     * The hourly billing clock (jobs/billing-clock.ts): smaller plans whose renewal has come.
     * Each row is changed under its lock, so sweeps on several app servers do it once.
     */
    async runBillingClock(now = new Date()): Promise<BillingClockRun> {
      const planChanges = await sweep(
        await repo.duePlanChanges(now),
        (id) => applyDuePlanChange(id, now),
        'apply a scheduled plan change',
      );
      const suspended = await sweep(
        await repo.graceOverBy(now),
        (id) => suspendAfterGrace(id, now),
        'suspend an unpaid subscription',
      );
      if (suspended > 0) deps.onMailQueued();
      return { planChanges, suspended };
    },

    /** Reads only: an ended pause is shown as resumed by the view, and written by the job. */
    async list(userId: number, now = new Date()): Promise<Subscription[]> {
      // The rows are kept per first serviceable day; what depends on the moment (an ended pause,
      // the days left) is worked out for each reply.
      const from = firstServiceDate(now);
      const rows = await lists.get(userId, from, () => repo.listForUser(userId, from));
      return rows.map((row) => toPublicSubscription(row, row.nextPickup, now));
    },

    /** One subscription as the customer sees it, after a change. */
    view: (row: SubscriptionRow, now = new Date()) => viewOf(deps.db, row, now),

    act: (
      userId: number,
      id: number,
      action: SubscriptionAction,
      input?: CancelSubscriptionRequest,
    ): Promise<SubscriptionRow> => changing(userId, () => act(userId, id, action, input)),

    changePlan: (userId: number, id: number, plan: PlanId): Promise<SubscriptionRow> =>
      changing(userId, () => changePlan(userId, id, plan)),
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;

/** What the provider says of a subscription: its state, the period it has billed, its card. */
export type ProviderTruth = {
  status: SubscriptionStatus;
  period: BillingPeriod | null;
  card: SavedCard | null;
};

const samePeriod = (row: SubscriptionRow, period: BillingPeriod) =>
  row.currentPeriodStart?.getTime() === period.start.getTime() &&
  row.currentPeriodEnd?.getTime() === period.end.getTime();

/** The billing period a row holds, when the provider has said. */
const periodOf = (row: SubscriptionRow): BillingPeriod | null =>
  row.currentPeriodStart && row.currentPeriodEnd
    ? { start: row.currentPeriodStart, end: row.currentPeriodEnd }
    : null;

/** Queues a mail to the subscription's customer in the caller's transaction; false without one. */
async function mailCustomer(
  tx: Database,
  row: SubscriptionRow,
  compose: (to: string, name: string) => OutgoingMail,
): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user) return false;
  await enqueueMail(tx, compose(user.email, displayName(user)));
  return true;
}

/**
 * Where the provider's word moves a subscription (docs/product.md#subscription-states), or null
 * to leave it: nothing leaves cancelled and nothing goes back to pending; a checkout the provider
 * dropped before it was ever paid stays an unfinished checkout rather than becoming a "cancelled
 * subscription" the customer never had; and a subscription we suspended after its grace period
 * stays suspended while the provider is still retrying, until it is paid.
 */
function providerMove(from: SubscriptionStatus, to: SubscriptionStatus): SubscriptionStatus | null {
  if (from === to || from === 'cancelled' || to === 'pending') return null;
  if (from === 'pending' && to !== 'active') return null;
  if (from === 'suspended' && to === 'past_due') return null;
  return to;
}

/** The one interface the billing side changes a subscription through. */
export function createSubscriptionLifecycle(deps: { appUrl: string }) {
  return {
    /**
     * Applies the provider's view of a subscription inside the caller's transaction: its billing
     * period, and its state as `providerMove` allows, with the pickups that follow. Mail goes with
     * the change: the confirmation on the first activation, a notice when service is suspended,
     * and one when a suspended subscription is paid again. Returns the row as it is now.
     */
    async applyProviderState(
      tx: Database,
      row: SubscriptionRow,
      truth: ProviderTruth,
      now = new Date(),
    ): Promise<{ row: SubscriptionRow; mailQueued: boolean }> {
      const repo = createSubscriptionRepository(tx);
      if (truth.period && row.status !== 'cancelled' && !samePeriod(row, truth.period)) {
        row = await repo.setPeriod(row.id, truth.period);
      }
      const { card } = truth;
      if (card && (card.brand !== row.cardBrand || card.last4 !== row.cardLast4)) {
        row = await repo.setCard(row.id, card);
      }
      const to = providerMove(row.status, truth.status);
      if (!to) return { row, mailQueued: false };
      const updated = await repo.transition(row, to, now);
      if (!updated) return { row, mailQueued: false };
      await refreshSubscriptionSchedule(tx, updated.id, now);
      const { appUrl } = deps;
      let mailQueued = false;
      if (row.status === 'pending' && to === 'active') {
        mailQueued = await mailCustomer(tx, updated, (email, name) =>
          subscriptionConfirmedMail(email, name, updated.plan, updated.priceCents, appUrl),
        );
      } else if (to === 'suspended') {
        mailQueued = await mailCustomer(tx, updated, (email, name) =>
          serviceSuspendedMail(email, name, appUrl),
        );
      } else if (row.status === 'suspended' && to === 'active') {
        mailQueued = await mailCustomer(tx, updated, (email, name) =>
          serviceRestoredMail(email, name, updated.plan, appUrl),
        );
      }
      return { row: updated, mailQueued };
    },
  };
}

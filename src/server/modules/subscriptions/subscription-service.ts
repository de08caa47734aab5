import { eq } from 'drizzle-orm';
import { graceEndsAt, quotePlanChange, type BillingPeriod } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES, transitionRefused } from '../../../domain/payment-messages.ts';
import {
  HOLD_BOOKING_DAYS_AHEAD,
  HOLD_MESSAGES,
  holdDays,
  holdDaysLeft,
  holdsOverlap,
  serviceDayStart,
  serviceToday,
  type HoldSpan,
} from '../../../domain/holds.ts';
import {
  PAUSE_DAYS_PER_YEAR,
  pauseDaysLeft,
  pauseDaysTaken,
  pauseEndsAt,
} from '../../../domain/pause-allowance.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { addDays, firstServiceDate, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { HoldDates } from '../../../domain/schemas/holds.ts';
import type {
  CancelSubscriptionRequest,
  Subscription,
  SubscriptionAction,
  SubscriptionStatus,
} from '../../../domain/schemas/subscription.ts';
import { NOTICE_TEXT } from '../../../domain/notices.ts';
import { displayName } from '../../../domain/person-name.ts';
import {
  canAct,
  canChangePlan,
  SUBSCRIPTION_TRANSITIONS,
} from '../../../domain/subscription-status.ts';
import type { Database } from '../../db/client.ts';
import { users, type SubscriptionRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { OutgoingMail } from '../mail/mail-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';
import type { BillingGateway, SavedCard } from './billing-gateway.ts';
import { createHoldRepository, type HoldRow } from './hold-repository.ts';
import type { ListCache } from '../../lib/customer-cache.ts';
import {
  createSubscriptionRepository,
  type SubscriptionWithNextPickup,
} from './subscription-repository.ts';
import {
  cancelledMail,
  holdEndedMail,
  holdStartedMail,
  planChangedMail,
  serviceRestoredMail,
  serviceSuspendedMail,
  subscriptionConfirmedMail,
} from './subscription-mail.ts';
import { createListViews, pauseHasEnded, toPublicSubscription } from './subscription-view.ts';

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/** What one run of the billing clock changed. */
export type BillingClockRun = { planChanges: number; suspended: number };

/** One subscription as the customer sees it, with its next pickup from the schedule rows. */
export async function viewOf(db: Database, row: SubscriptionRow, now = new Date()) {
  const [nextPickup, holds] = await Promise.all([
    createSubscriptionRepository(db).nextPickupOf(row.id, firstServiceDate(now)),
    createHoldRepository(db).forSubscriptions([row.id]),
  ]);
  return toPublicSubscription(row, nextPickup, holds, now);
}

/**
 * Refuses a hold the allowance or the other holds leave no room for
 * (docs/decisions/038-dated-holds.md): the hold in progress and the booked ones must not overlap
 * it, and its days must fit what is left of the year it starts in.
 */
function checkHoldFits(row: SubscriptionRow, others: HoldRow[], dates: HoldDates, now: Date) {
  const today = serviceToday(now);
  const taken: HoldSpan[] = [...others];
  if (row.status === 'paused' && row.pauseEndsAt) {
    taken.push({ startsOn: today, returnsOn: serviceClock(row.pauseEndsAt).date });
  }
  const clash = taken.find((other) => holdsOverlap(other, dates));
  if (clash)
    throw conflict(HOLD_MESSAGES.overlaps(clash), { startsOn: [HOLD_MESSAGES.overlaps(clash)] });
  const year = Number(dates.startsOn.slice(0, 4));
  const left = holdDaysLeft(
    { year: Number(today.slice(0, 4)), usedThisYear: pauseDaysTaken(row, now), holds: others },
    year,
  );
  const days = holdDays(dates);
  if (days > left) {
    const message = HOLD_MESSAGES.tooLong(days, left, year);
    throw conflict(message, { returnsOn: [message] });
  }
}

export function createSubscriptionService(deps: {
  db: Database;
  billing: BillingGateway;
  log: { warn(obj: object, msg: string): void };
  /** Each customer's list rows (docs/decisions/021-subscription-list-cache.md). */
  lists: ListCache<SubscriptionWithNextPickup[]>;
  appUrl: string;
  notifier: Notifier;
}) {
  const repo = createSubscriptionRepository(deps.db);
  const { lists } = deps;
  const listView = createListViews();

  /** A hold (or a pause) starting today, once per subscription and day. */
  const holdStarted = (row: SubscriptionRow, returnsOn: string, now: Date): BillingNotice => ({
    key: `billing:hold_started:subscription:${row.id}:${serviceToday(now)}`,
    compose: (email, name) => holdStartedMail(email, name, returnsOn, deps.appUrl),
  });

  /** A status or plan change and the pickups it adds or removes, committed together. */
  const withSchedule = <T extends SubscriptionRow | undefined>(
    change: (tx: Database) => Promise<T>,
  ) =>
    deps.db.transaction(async (tx) => {
      const row = await change(tx);
      if (row) await refreshSubscriptionSchedule(tx, row.id);
      return row;
    });

  const transition = (row: SubscriptionRow, to: SubscriptionStatus, now: Date, endsAt?: Date) =>
    withSchedule((tx) =>
      createSubscriptionRepository(tx).transition(row, to, now, { pauseEndsAt: endsAt }),
    );

  /**
   * Where a pause without dates (the API's open-ended one) ends: when the allowance runs out, or
   * when the first booked hold starts, so the two never overlap.
   */
  async function openPauseEndsAt(row: SubscriptionRow, now: Date): Promise<Date> {
    const byAllowance = pauseEndsAt(row, now);
    const [next] = await createHoldRepository(deps.db).forSubscriptions([row.id]);
    const nextStart = next ? serviceDayStart(next.startsOn) : null;
    return nextStart && nextStart < byAllowance ? nextStart : byAllowance;
  }

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
        cancellation: { cancelReason: input.reason ?? null, cancelNote: input.note ?? null },
      });
      if (!updated) throw conflict(transitionRefused('cancel', locked.status));
      await refreshSubscriptionSchedule(tx, updated.id);
      await notifyCustomer(tx, deps.notifier, updated, {
        key: `billing:cancelled:subscription:${updated.id}`,
        compose: (email, name) => cancelledMail(email, name, updated.serviceEndsAt, deps.appUrl),
      });
      return updated;
    });

  /** The dates' own limits: from today, and not beyond the booking horizon. */
  function checkHoldDates(dates: HoldDates, now: Date) {
    const today = serviceToday(now);
    if (dates.startsOn < today) {
      throw badRequest(HOLD_MESSAGES.startInPast, { startsOn: [HOLD_MESSAGES.startInPast] });
    }
    if (dates.startsOn > addDays(today, HOLD_BOOKING_DAYS_AHEAD)) {
      throw badRequest(HOLD_MESSAGES.tooFarAhead, { startsOn: [HOLD_MESSAGES.tooFarAhead] });
    }
  }

  /**
   * Books a hold, or changes the booked hold `holdId`: one that starts today pauses at once (the
   * provider first, so nothing is written if it refuses) and ends by itself on the return day; a
   * later one is kept until its day and its pickups leave the schedule now. Everything is checked
   * and written under the subscription's lock.
   */
  async function bookHold(userId: number, id: number, dates: HoldDates, holdId?: number) {
    const now = new Date();
    await owned(userId, id, now);
    checkHoldDates(dates, now);
    return deps.db.transaction(async (tx) => {
      const subscriptions = createSubscriptionRepository(tx);
      const holds = createHoldRepository(tx);
      const row = await subscriptions.lockOwned(id, userId);
      if (!row) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
      if (holdId !== undefined && !(await holds.find(holdId, id))) {
        throw notFound(HOLD_MESSAGES.notFound);
      }
      const startsNow = dates.startsOn === serviceToday(now);
      if (startsNow ? !canAct(row.status, 'pause') : !['active', 'paused'].includes(row.status)) {
        throw conflict(
          startsNow ? transitionRefused('pause', row.status) : HOLD_MESSAGES.onlyActive,
        );
      }
      checkHoldFits(row, await holds.others(id, holdId), dates, now);
      if (!startsNow) {
        if (holdId === undefined) await holds.insert(id, dates);
        else await holds.update(holdId, dates);
        await subscriptions.touch(id, now);
        await refreshSubscriptionSchedule(tx, id, now);
        return row;
      }
      if (holdId !== undefined) await holds.remove(holdId);
      const endsAt = serviceDayStart(dates.returnsOn);
      await deps.billing.pause(row, endsAt);
      const updated = await subscriptions.transition(row, 'paused', now, { pauseEndsAt: endsAt });
      if (!updated) throw conflict(transitionRefused('pause', row.status));
      await refreshSubscriptionSchedule(tx, id, now);
      await notifyCustomer(tx, deps.notifier, updated, holdStarted(updated, dates.returnsOn, now));
      return updated;
    });
  }

  /** Cancels a booked hold: its pickups come back. */
  async function cancelHold(userId: number, id: number, holdId: number) {
    const now = new Date();
    await owned(userId, id, now);
    return deps.db.transaction(async (tx) => {
      const subscriptions = createSubscriptionRepository(tx);
      const holds = createHoldRepository(tx);
      const row = await subscriptions.lockOwned(id, userId);
      if (!row || !(await holds.find(holdId, id))) throw notFound(HOLD_MESSAGES.notFound);
      await holds.remove(holdId);
      await subscriptions.touch(id, now);
      await refreshSubscriptionSchedule(tx, id, now);
      return row;
    });
  }

  /**
   * A booked hold whose first day has come becomes the subscription's pause, under the row's lock
   * so sweeps on several app servers start it once. A hold whose days all passed without it
   * starting (the subscription was not active) is dropped, and so is any hold of an ended one.
   */
  async function startDueHold(hold: HoldRow, now: Date) {
    return deps.db.transaction(async (tx) => {
      const subscriptions = createSubscriptionRepository(tx);
      const holds = createHoldRepository(tx);
      const locked = await subscriptions.lockForSweep(hold.subscriptionId);
      const current = locked && (await holds.find(hold.id, hold.subscriptionId));
      if (!locked || !current) return null;
      const today = serviceToday(now);
      if (current.returnsOn <= today || locked.status === 'cancelled') {
        await holds.remove(current.id);
        await subscriptions.touch(locked.id, now);
        await refreshSubscriptionSchedule(tx, locked.id, now);
        return locked;
      }
      if (locked.status !== 'active' || current.startsOn > today) return null;
      const endsAt = serviceDayStart(current.returnsOn);
      await deps.billing.pause(locked, endsAt);
      await holds.remove(current.id);
      const updated = await subscriptions.transition(locked, 'paused', now, {
        pauseEndsAt: endsAt,
      });
      if (!updated) return null;
      await refreshSubscriptionSchedule(tx, updated.id, now);
      await notifyCustomer(
        tx,
        deps.notifier,
        updated,
        holdStarted(updated, current.returnsOn, now),
      );
      return updated;
    });
  }

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
    if (action === 'cancel') {
      const cancelled = await cancelLocked(row, now, input);
      return cancelled;
    }
    const endsAt = action === 'pause' ? await openPauseEndsAt(row, now) : undefined;
    if (endsAt) await deps.billing.pause(row, endsAt);
    else await deps.billing.resume(row);
    const to = SUBSCRIPTION_TRANSITIONS[action].to;
    const updated = await withSchedule(async (tx) => {
      const changed = await createSubscriptionRepository(tx).transition(row, to, now, {
        pauseEndsAt: endsAt,
      });
      if (changed && endsAt) {
        await notifyCustomer(
          tx,
          deps.notifier,
          changed,
          holdStarted(changed, serviceToday(endsAt), now),
        );
      }
      return changed;
    });
    if (updated) {
      return updated;
    }
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
    // Each change the customer makes is its own event, however alike.
    const planChanged = (startsAt: Date | null): BillingNotice => ({
      key: `billing:plan_change:subscription:${row.id}:${plan}:${now.getTime()}`,
      compose: (email, name) => planChangedMail(email, name, plan, startsAt, deps.appUrl),
    });
    if (quote.timing === 'renewal') {
      await deps.billing.changePlan(row, plan, { timing: 'renewal' });
      const scheduled = await deps.db.transaction(async (tx) => {
        const changed = await createSubscriptionRepository(tx).schedulePlan(
          row.id,
          plan,
          quote.effectiveAt,
        );
        await notifyCustomer(tx, deps.notifier, changed, planChanged(quote.effectiveAt));
        return changed;
      });
      return scheduled;
    }
    await deps.billing.changePlan(row, plan, {
      timing: 'now',
      at: now,
      chargeCents: quote.chargeNowCents,
    });
    const changed = await withSchedule(async (tx) => {
      const updated = await createSubscriptionRepository(tx).setPlan(
        row.id,
        plan,
        PLANS[plan].priceCents,
      );
      await notifyCustomer(tx, deps.notifier, updated, planChanged(null));
      return updated;
    });
    return changed;
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
      await notifyCustomer(tx, deps.notifier, updated, suspendedNotice(updated, deps.appUrl));
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
        if (row) changed++;
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
            if (!updated) return undefined;
            await refreshSubscriptionSchedule(tx, updated.id);
            await notifyCustomer(tx, deps.notifier, updated, {
              key: `billing:hold_ended:subscription:${updated.id}:${locked.pauseEndsAt?.getTime()}`,
              compose: (email, name) => holdEndedMail(email, name, deps.appUrl),
            });
            return updated;
          });
          if (row) resumed++;
        } catch (err) {
          // The next run tries again; one provider hiccup must not stop the others.
          deps.log.warn({ err, subscriptionId: id }, 'could not end an expired pause');
        }
      }
      return resumed;
    },

    /** Starts the booked holds whose day has come (jobs/pause-expiry.ts, after ending pauses). */
    async startDueHolds(now = new Date()): Promise<number> {
      const due = await createHoldRepository(deps.db).dueBy(serviceToday(now));
      let started = 0;
      for (const hold of due) {
        try {
          const row = await startDueHold(hold, now);
          if (row) started++;
        } catch (err) {
          // The next run tries again; one provider hiccup must not stop the others.
          deps.log.warn({ err, subscriptionId: hold.subscriptionId }, 'could not start a hold');
        }
      }
      return started;
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
      return { planChanges, suspended };
    },

    /** Reads only: an ended pause is shown as resumed by the view, and written by the job. */
    async list(userId: number, now = new Date()): Promise<readonly Subscription[]> {
      // The rows are kept per first serviceable day; what depends on the moment (an ended pause,
      // the days left) is worked out again whenever the moment changes it.
      const from = firstServiceDate(now);
      const rows = await lists.get(userId, from, () => repo.listForUser(userId, from));
      return listView(rows, now);
    },

    /** One subscription as the customer sees it, after a change. */
    view: (row: SubscriptionRow, now = new Date()) => viewOf(deps.db, row, now),

    act: (
      userId: number,
      id: number,
      action: SubscriptionAction,
      input?: CancelSubscriptionRequest,
    ): Promise<SubscriptionRow> => act(userId, id, action, input),

    bookHold: (
      userId: number,
      id: number,
      dates: HoldDates,
      holdId?: number,
    ): Promise<SubscriptionRow> => bookHold(userId, id, dates, holdId),

    cancelHold: (userId: number, id: number, holdId: number): Promise<SubscriptionRow> =>
      cancelHold(userId, id, holdId),

    changePlan: (userId: number, id: number, plan: PlanId): Promise<SubscriptionRow> =>
      changePlan(userId, id, plan),
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

/** One billing message about a subscription: its event's key, its email and maybe a text. */
type BillingNotice = {
  key: string;
  compose: (to: string, name: string) => OutgoingMail;
  sms?: string;
};

/**
 * Tells the subscription's customer, in the caller's transaction, through the notifier (their
 * billing choices apply); says whether an email was queued.
 */
async function notifyCustomer(
  tx: Database,
  notifier: Notifier,
  row: SubscriptionRow,
  notice: BillingNotice,
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user) return;
  await notifier.notify(tx, {
    userId: user.id,
    type: 'billing',
    key: notice.key,
    email: notice.compose(user.email, displayName(user)),
    sms: notice.sms,
  });
}

/**
 * The instant that names an unpaid episode: when the renewal first failed, or, when the provider
 * went straight to suspended, when the row changed.
 */
const unpaidSince = (row: SubscriptionRow) => (row.pastDueSince ?? row.updatedAt).getTime();

/** Service stops until a payment goes through; once per unpaid episode. */
const suspendedNotice = (row: SubscriptionRow, appUrl: string): BillingNotice => ({
  key: `billing:suspended:subscription:${row.id}:${unpaidSince(row)}`,
  compose: (email, name) => serviceSuspendedMail(email, name, appUrl),
  sms: NOTICE_TEXT.suspendedSms,
});

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
export function createSubscriptionLifecycle(deps: { appUrl: string; notifier: Notifier }) {
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
    ): Promise<SubscriptionRow> {
      const repo = createSubscriptionRepository(tx);
      if (truth.period && row.status !== 'cancelled' && !samePeriod(row, truth.period)) {
        row = await repo.setPeriod(row.id, truth.period);
      }
      const { card } = truth;
      if (card && (card.brand !== row.cardBrand || card.last4 !== row.cardLast4)) {
        row = await repo.setCard(row.id, card);
      }
      const to = providerMove(row.status, truth.status);
      if (!to) return row;
      const updated = await repo.transition(row, to, now);
      if (!updated) return row;
      await refreshSubscriptionSchedule(tx, updated.id, now);
      const { appUrl, notifier } = deps;
      if (row.status === 'pending' && to === 'active') {
        await notifyCustomer(tx, notifier, updated, {
          key: `billing:subscription_active:${updated.id}`,
          compose: (email, name) =>
            subscriptionConfirmedMail(email, name, updated.plan, updated.priceCents, appUrl),
        });
      } else if (to === 'suspended') {
        await notifyCustomer(tx, notifier, updated, suspendedNotice(updated, appUrl));
      } else if (row.status === 'suspended' && to === 'active') {
        await notifyCustomer(tx, notifier, updated, {
          key: `billing:restored:subscription:${updated.id}:${unpaidSince(row)}`,
          compose: (email, name) => serviceRestoredMail(email, name, updated.plan, appUrl),
        });
      }
      return updated;
    },
  };
}

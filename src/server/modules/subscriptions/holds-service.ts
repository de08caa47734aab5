import {
  HOLD_BOOKING_DAYS_AHEAD,
  HOLD_MESSAGES,
  PAUSE_DAYS_PER_YEAR,
  holdDays,
  holdDaysLeft,
  holdsOverlap,
  pauseDaysLeft,
  pauseDaysTaken,
  pauseEndsAt,
  serviceDayStart,
  serviceToday,
  type HoldSpan,
} from '../../../domain/holds.ts';
import { PAYMENT_MESSAGES, transitionRefused } from '../../../domain/payment-messages.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { HoldDates } from '../../../domain/schemas/holds.ts';
import { canAct } from '../../../domain/subscription-status.ts';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';
import { holdEndedNotice, holdStartedNotice, notifyCustomer } from './customer-notices.ts';
import { createHoldRepository, type HoldRow } from './hold-repository.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { sweepEach } from './sweep-each.ts';
import { createSubscriptionRepository } from './subscription-repository.ts';
import { pauseHasEnded } from './subscription-view.ts';

/*
 * The only code that starts or ends a hold (docs/decisions/049-one-hold-model.md). A hold starts
 * in `startPause` and ends in `endPause`, whoever asks: the customer's Pause or Resume, a hold
 * booked for today, the sweep on a booked hold's first day or on a return day, or a customer's
 * request that finds their hold already over. Each tells the provider first (nothing is written
 * if it refuses), changes the pickups with the status, and sends the same mail.
 */

/** Pauses `row` until `endsAt` (the start of `returnsOn`), in the caller's transaction. */
async function startPause(
  deps: SubscriptionDeps,
  tx: Database,
  row: SubscriptionRow,
  endsAt: Date,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  await deps.billing.pause(row, endsAt);
  const paused = await createSubscriptionRepository(tx).transition(row, 'paused', now, {
    pauseEndsAt: endsAt,
  });
  if (!paused) return undefined;
  await refreshSubscriptionSchedule(tx, paused.id, now);
  const returnsOn = serviceToday(endsAt);
  await notifyCustomer(
    tx,
    deps.notifier,
    paused,
    holdStartedNotice(paused, returnsOn, now, deps.appUrl),
  );
  return paused;
}

/**
 * Ends `row`'s pause, in the caller's transaction. A hold that ran its course is announced ("Your
 * hold is over"); one the customer ends early with Resume Now is not, since they just did it.
 */
async function endPause(
  deps: SubscriptionDeps,
  tx: Database,
  row: SubscriptionRow,
  now: Date,
  why: 'ran its course' | 'resumed early',
): Promise<SubscriptionRow | undefined> {
  await deps.billing.resume(row);
  const resumed = await createSubscriptionRepository(tx).transition(row, 'active', now);
  if (!resumed) return undefined;
  await refreshSubscriptionSchedule(tx, resumed.id);
  if (why === 'ran its course') {
    await notifyCustomer(
      tx,
      deps.notifier,
      resumed,
      holdEndedNotice(resumed, row.pauseEndsAt, deps.appUrl),
    );
  }
  return resumed;
}

/**
 * Ends one pause that has run its course, under its row's lock: a row another transaction holds
 * (another app server's sweep, or the customer's own request) is left to it.
 */
async function endPauseOver(deps: SubscriptionDeps, id: number, now: Date) {
  return deps.db.transaction(async (tx) => {
    const locked = await createSubscriptionRepository(tx).lockEndedPause(id, now);
    if (!locked) return undefined;
    return endPause(deps, tx, locked, now, 'ran its course');
  });
}

/**
 * The customer acts on a subscription whose pause has run its course before the sweep came: it
 * ends now, exactly as the sweep would have ended it, and the action sees it resumed.
 */
export async function endPauseIfOver(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow> {
  if (!pauseHasEnded(row, now)) return row;
  const resumed = await endPauseOver(deps, row.id, now);
  return (
    resumed ?? (await createSubscriptionRepository(deps.db).findOwned(row.id, row.userId)) ?? row
  );
}

/**
 * Where a pause without dates (the API's open-ended one) ends: when the allowance runs out, or
 * when the first booked hold starts, so the two never overlap.
 */
async function openPauseEndsAt(db: Database, row: SubscriptionRow, now: Date): Promise<Date> {
  const byAllowance = pauseEndsAt(row, now);
  const [next] = await createHoldRepository(db).forSubscriptions([row.id]);
  const nextStart = next ? serviceDayStart(next.startsOn) : null;
  return nextStart && nextStart < byAllowance ? nextStart : byAllowance;
}

/**
 * `POST /api/subscriptions/:id/pause` (a pause from now, without dates) and `/resume` (Resume
 * Now), on a row the caller found the customer's and allowed the action on. Checked again under
 * the row's lock: when a webhook or another request moved it meanwhile, where it is now is the
 * answer if it is where the customer wanted it, and a refusal otherwise.
 */
export async function pauseOrResume(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  action: 'pause' | 'resume',
  now: Date,
): Promise<SubscriptionRow> {
  const to = action === 'pause' ? 'paused' : 'active';
  if (action === 'pause' && pauseDaysLeft(row, now) < 1) {
    throw conflict(PAYMENT_MESSAGES.pauseAllowanceUsed(PAUSE_DAYS_PER_YEAR));
  }
  return deps.db.transaction(async (tx) => {
    const locked = await createSubscriptionRepository(tx).lockOwned(row.id, row.userId);
    if (!locked) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    if (locked.status === to) return locked;
    if (locked.status !== row.status) throw conflict(transitionRefused(action, locked.status));
    const changed =
      action === 'pause'
        ? await startPause(deps, tx, locked, await openPauseEndsAt(tx, locked, now), now)
        : await endPause(deps, tx, locked, now, 'resumed early');
    if (!changed) throw conflict(transitionRefused(action, locked.status));
    return changed;
  });
}

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

/**
 * Books a hold, or changes the booked hold `holdId`, on a subscription the caller found the
 * customer's: one that starts today pauses at once and ends by itself on the return day; a later
 * one is kept until its day and its pickups leave the schedule now. Everything is checked and
 * written under the subscription's lock.
 */
export async function bookHold(
  deps: SubscriptionDeps,
  userId: number,
  id: number,
  dates: HoldDates,
  holdId: number | undefined,
  now: Date,
): Promise<SubscriptionRow> {
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
      throw conflict(startsNow ? transitionRefused('pause', row.status) : HOLD_MESSAGES.onlyActive);
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
    const paused = await startPause(deps, tx, row, serviceDayStart(dates.returnsOn), now);
    if (!paused) throw conflict(transitionRefused('pause', row.status));
    return paused;
  });
}

/** Cancels a booked hold: its pickups come back. */
export async function cancelHold(
  deps: SubscriptionDeps,
  userId: number,
  id: number,
  holdId: number,
  now: Date,
): Promise<SubscriptionRow> {
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
async function startDueHold(deps: SubscriptionDeps, hold: HoldRow, now: Date) {
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
    await holds.remove(current.id);
    return (await startPause(deps, tx, locked, serviceDayStart(current.returnsOn), now)) ?? null;
  });
}

/**
 * Ends pauses that have run their course, each once however many app servers sweep at the same
 * time: a pause is resumed at the provider and here while its row is locked, and a sweep skips a
 * row another one holds. A list read before another sweep finished is re-checked under the lock,
 * so a pause already resumed (or paused again since) is left alone.
 */
export async function endPausesOver(deps: SubscriptionDeps, now = new Date()): Promise<number> {
  const over = await createSubscriptionRepository(deps.db).pausesEndedBy(now);
  return sweepEach(
    deps,
    over,
    (row) => endPauseOver(deps, row.id, now),
    'end an expired pause',
    (row) => row.id,
  );
}

/** Starts the booked holds whose day has come (jobs/pause-expiry.ts, after ending pauses). */
export async function startDueHolds(deps: SubscriptionDeps, now = new Date()): Promise<number> {
  const due = await createHoldRepository(deps.db).dueBy(serviceToday(now));
  return sweepEach(
    deps,
    due,
    (hold) => startDueHold(deps, hold, now),
    'start a hold',
    (hold) => hold.subscriptionId,
  );
}

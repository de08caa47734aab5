import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, transitionRefused } from '../../../domain/payment-messages.ts';
import {
  PAUSE_DAYS_PER_YEAR,
  pauseDaysLeft,
  pauseEndsAt,
} from '../../../domain/pause-allowance.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { firstServiceDate } from '../../../domain/pickup-calendar.ts';
import type {
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
import { enqueueMail } from '../mail/mail-module.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';
import type { BillingGateway } from './billing-gateway.ts';
import type { ListCache } from './subscription-list-cache.ts';
import {
  createSubscriptionRepository,
  type SubscriptionWithNextPickup,
} from './subscription-repository.ts';
import { subscriptionConfirmedMail } from './subscription-mail.ts';
import { pauseHasEnded, toPublicSubscription } from './subscription-view.ts';

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

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

  async function act(userId: number, id: number, action: SubscriptionAction) {
    const now = new Date();
    const row = await owned(userId, id, now);
    if (!canAct(row.status, action)) throw conflict(transitionRefused(action, row.status));
    if (action === 'pause' && pauseDaysLeft(row, now) < 1) {
      throw conflict(PAYMENT_MESSAGES.pauseAllowanceUsed(PAUSE_DAYS_PER_YEAR));
    }
    if (action === 'pause') await deps.billing.pause(row, pauseEndsAt(row, now));
    else if (action === 'resume') await deps.billing.resume(row);
    else await deps.billing.cancel(row);
    const to = SUBSCRIPTION_TRANSITIONS[action].to;
    const updated = await transition(row, to, now);
    if (updated) return updated;
    // A webhook moved it meanwhile; report where it is now rather than overwrite it.
    const current = await repo.findOwned(id, userId);
    if (current?.status === to) return current;
    throw conflict(transitionRefused(action, current?.status ?? row.status));
  }

  async function changePlan(userId: number, id: number, plan: PlanId) {
    const row = await owned(userId, id, new Date());
    if (!canChangePlan(row.status)) throw conflict(transitionRefused('change-plan', row.status));
    if (row.plan === plan) throw conflict(`You are already on the ${PLANS[plan].title} plan.`);
    await deps.billing.changePlan(row, plan);
    return withSchedule((tx) =>
      createSubscriptionRepository(tx).setPlan(row.id, plan, PLANS[plan].priceCents),
    );
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

    act: (userId: number, id: number, action: SubscriptionAction): Promise<SubscriptionRow> =>
      changing(userId, () => act(userId, id, action)),

    changePlan: (userId: number, id: number, plan: PlanId): Promise<SubscriptionRow> =>
      changing(userId, () => changePlan(userId, id, plan)),
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;

/** The one interface the billing side changes a subscription through. */
export function createSubscriptionLifecycle(deps: { appUrl: string }) {
  return {
    /**
     * Applies the provider's view of a subscription inside the caller's transaction. Provider
     * truth wins, except that nothing leaves cancelled and nothing goes back to pending, and a
     * checkout the provider dropped before it was ever paid stays an unfinished checkout
     * (pending, not shown to the customer) rather than becoming a "cancelled subscription" they
     * never had. The first activation queues the confirmation email. Returns the row as it is now.
     */
    async applyProviderStatus(
      tx: Database,
      row: SubscriptionRow,
      status: SubscriptionStatus,
      now = new Date(),
    ): Promise<{ row: SubscriptionRow; mailQueued: boolean }> {
      const unchanged =
        row.status === status ||
        row.status === 'cancelled' ||
        status === 'pending' ||
        (row.status === 'pending' && status !== 'active');
      if (unchanged) return { row, mailQueued: false };
      const updated = await createSubscriptionRepository(tx).transition(row, status, now);
      if (!updated) return { row, mailQueued: false };
      await refreshSubscriptionSchedule(tx, updated.id, now);
      if (row.status !== 'pending' || status !== 'active') {
        return { row: updated, mailQueued: false };
      }
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      if (!user) return { row: updated, mailQueued: false };
      await enqueueMail(
        tx,
        subscriptionConfirmedMail(
          user.email,
          displayName(user),
          updated.plan,
          updated.priceCents,
          deps.appUrl,
        ),
      );
      return { row: updated, mailQueued: true };
    },
  };
}

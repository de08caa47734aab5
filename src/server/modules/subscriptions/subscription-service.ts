import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, transitionRefused } from '../../../domain/payment-messages.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import {
  PAUSE_DAYS_PER_YEAR,
  pauseEndsAt,
  pauseDaysLeft,
} from '../../../domain/pause-allowance.ts';
import type {
  SubscriptionAction,
  SubscriptionStatus,
} from '../../../domain/schemas/subscription.ts';
import { displayName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/outbox-repository.ts';
import { subscriptionConfirmedMail } from '../payments/payment-mail.ts';
import { ProviderError, type ProviderStatus } from '../payments/provider.ts';
import type { ProviderRegistry } from '../payments/providers.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedule-service.ts';
import { createSubscriptionRepository, type SubscriptionRow } from './subscription-repository.ts';

/** The customer-driven status machine: active ⇄ paused, active|paused → cancelled. */
const ALLOWED: Record<SubscriptionAction, { from: SubscriptionStatus[]; to: SubscriptionStatus }> =
  {
    pause: { from: ['active'], to: 'paused' },
    resume: { from: ['paused'], to: 'active' },
    cancel: { from: ['active', 'paused'], to: 'cancelled' },
  };

/** A provider failure the customer can act on: 502 with its message (never a 500). */
export function providerFailure(err: unknown, fallback: string): unknown {
  if (!(err instanceof ProviderError)) return err;
  return new HttpError(502, err.userMessage ?? fallback);
}

/**
 * Applies the provider's view of a subscription inside the caller's transaction. Provider truth
 * wins, except that nothing leaves cancelled and nothing goes back to pending, and a checkout the
 * provider dropped before it was ever paid stays an unfinished checkout (pending, not shown to the
 * customer) rather than becoming a "cancelled subscription" they never had. The first activation
 * queues the confirmation email. Returns the row as it is now.
 */
export async function applyProviderStatus(
  tx: Database,
  row: SubscriptionRow,
  status: ProviderStatus,
  appUrl: string,
  now = new Date(),
): Promise<{ row: SubscriptionRow; mailQueued: boolean }> {
  const unchanged =
    row.status === status ||
    row.status === 'cancelled' ||
    status === 'pending' ||
    (row.status === 'pending' && status !== 'active');
  if (unchanged) {
    return { row, mailQueued: false };
  }
  const updated = await createSubscriptionRepository(tx).transition(row, status, now);
  if (!updated) return { row, mailQueued: false };
  await refreshSubscriptionSchedule(tx, updated.id, now);
  if (row.status !== 'pending' || status !== 'active') return { row: updated, mailQueued: false };
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user) return { row: updated, mailQueued: false };
  await enqueueMail(
    tx,
    subscriptionConfirmedMail(
      user.email,
      displayName(user),
      updated.plan,
      updated.priceCents,
      appUrl,
    ),
  );
  return { row: updated, mailQueued: true };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

export function createSubscriptionService(deps: {
  db: Database;
  providers: ProviderRegistry;
  appUrl: string;
  onMailQueued: () => void;
  log: { warn(obj: object, msg: string): void };
}) {
  const repo = createSubscriptionRepository(deps.db);

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

  function providerOf(row: SubscriptionRow) {
    if (!row.provider || !row.providerSubscriptionId) return null;
    const provider = deps.providers.byName(row.provider);
    if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.serviceUnavailable);
    return { provider, ref: row.providerSubscriptionId };
  }

  async function owned(userId: number, id: number): Promise<SubscriptionRow> {
    const row = await repo.findOwned(id, userId);
    // Pending rows are unfinished checkouts, not subscriptions the customer can act on.
    if (!row || row.status === 'pending') throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    return row;
  }

  /**
   * Ends pauses whose allowance has run out (spec FAQ). Idempotent: the status update only applies
   * to a row still paused, so overlapping runs (the periodic job, a customer's read) are harmless.
   */
  async function resumeExpiredPauses(userId?: number, now = new Date()): Promise<number> {
    const expired = await repo.pausesEndedBy(now, userId);
    let resumed = 0;
    for (const row of expired) {
      try {
        const remote = providerOf(row);
        if (remote) await remote.provider.resume(remote.ref);
        if (await transition(row, 'active', now)) resumed++;
      } catch (err) {
        // The next run tries again; one provider hiccup must not stop the others.
        deps.log.warn({ err, subscriptionId: row.id }, 'could not end an expired pause');
      }
    }
    return resumed;
  }

  return {
    resumeExpiredPauses,

    async list(userId: number) {
      await resumeExpiredPauses(userId);
      return repo.listForUser(userId);
    },

    async act(userId: number, id: number, action: SubscriptionAction): Promise<SubscriptionRow> {
      const row = await owned(userId, id);
      const rule = ALLOWED[action];
      if (!rule.from.includes(row.status)) throw conflict(transitionRefused(action, row.status));
      const now = new Date();
      if (action === 'pause' && pauseDaysLeft(row, now) < 1) {
        throw conflict(PAYMENT_MESSAGES.pauseAllowanceUsed(PAUSE_DAYS_PER_YEAR));
      }
      const remote = providerOf(row);
      if (remote) {
        try {
          if (action === 'pause') {
            await remote.provider.pause(remote.ref, pauseEndsAt(row, now));
          } else if (action === 'resume') await remote.provider.resume(remote.ref);
          else await remote.provider.cancel(remote.ref);
        } catch (err) {
          throw providerFailure(err, PAYMENT_MESSAGES.providerUnavailable);
        }
      }
      const updated = await transition(row, rule.to, now);
      if (updated) return updated;
      // A webhook moved it meanwhile; report where it is now rather than overwrite it.
      const current = await repo.findOwned(id, userId);
      if (current?.status === rule.to) return current;
      throw conflict(transitionRefused(action, current?.status ?? row.status));
    },

    async changePlan(userId: number, id: number, plan: PlanId): Promise<SubscriptionRow> {
      const row = await owned(userId, id);
      if (row.status !== 'active' && row.status !== 'paused') {
        throw conflict(transitionRefused('change-plan', row.status));
      }
      if (row.plan === plan) throw conflict(`You are already on the ${PLANS[plan].title} plan.`);
      const remote = providerOf(row);
      if (remote) {
        try {
          await remote.provider.changePlan(remote.ref, plan);
        } catch (err) {
          throw providerFailure(err, PAYMENT_MESSAGES.providerUnavailable);
        }
      }
      return withSchedule((tx) =>
        createSubscriptionRepository(tx).setPlan(row.id, plan, PLANS[plan].priceCents),
      );
    },
  };
}

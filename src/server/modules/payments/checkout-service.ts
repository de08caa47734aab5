import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import {
  PaypalAccountSchema,
  PaypalDetailsSchema,
  type CreateSubscriptionResponse,
  type PaypalSubscriptionResponse,
} from '../../../domain/schemas/payments.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { SessionManager } from '../../plugins/session.ts';
import type { AccountService } from '../auth/account-service.ts';
import type { UserRow } from '../auth/user-repository.ts';
import {
  createSubscriptionRepository,
  toPublicSubscription,
} from '../subscriptions/subscription-repository.ts';
import { applyProviderStatus, providerFailure } from '../subscriptions/subscription-service.ts';
import type { ProviderRegistry } from './providers.ts';

const unavailable = () => new HttpError(503, PAYMENT_MESSAGES.serviceUnavailable);

const customerOf = (user: UserRow) => ({
  userId: user.id,
  email: user.email,
  name: `${user.firstName} ${user.lastName}`.trim() || user.username,
});

/** Validates like the route schemas do, for a body whose shape depends on the session. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  }
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', errors);
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: {
  db: Database;
  providers: ProviderRegistry;
  accounts: AccountService;
  sessions: SessionManager;
  appUrl: string;
  onMailQueued: () => void;
}) {
  const repo = createSubscriptionRepository(deps.db);

  /** A pending row first (its id keys the provider's idempotency), then the provider checkout. */
  async function openCheckout<T>(
    user: UserRow,
    providerName: 'stripe' | 'paypal' | 'sandbox',
    details: { plan: PlanId; gateCode: string; specialInstructions: string },
    start: (subscriptionId: number) => Promise<T & { ref: string }>,
  ): Promise<{ subscriptionId: number } & T> {
    const plan = PLANS[details.plan];
    const row = await repo.insertPending({
      userId: user.id,
      plan: plan.planId,
      priceCents: plan.priceCents,
      provider: providerName,
      gateCode: details.gateCode,
      specialInstructions: details.specialInstructions,
    });
    try {
      const started = await start(row.id);
      await repo.setCheckout(row.id, {
        plan: plan.planId,
        priceCents: plan.priceCents,
        ref: started.ref,
      });
      return { subscriptionId: row.id, ...started };
    } catch (err) {
      await repo.deleteUnstarted(row.id);
      throw providerFailure(err, PAYMENT_MESSAGES.initFailed);
    }
  }

  return {
    /** The card path: Stripe (or the sandbox) subscription for the signed-in account. */
    async createCardSubscription(
      user: UserRow,
      details: { plan: PlanId; gateCode: string; specialInstructions: string },
    ): Promise<CreateSubscriptionResponse> {
      const provider = deps.providers.card;
      if (!provider) throw unavailable();
      const started = await openCheckout(user, provider.name, details, (subscriptionId) =>
        provider.startCardCheckout({
          subscriptionId,
          plan: details.plan,
          customer: customerOf(user),
        }),
      );
      return {
        subscriptionId: started.subscriptionId,
        providerSubscriptionId: started.ref,
        provider: provider.name === 'stripe' ? 'stripe' : 'sandbox',
        clientSecret: started.clientSecret,
      };
    },

    /**
     * PayPal step one: signs the visitor up (or in, when the email and password match an existing
     * account), then saves the plan and doorstep details as a pending subscription.
     */
    async saveSubscriptionInfo(request: FastifyRequest, reply: FastifyReply) {
      if (!deps.providers.approval) throw unavailable();
      let user = request.session?.user;
      let details;
      if (user) {
        details = parse(PaypalDetailsSchema, request.body);
      } else {
        const input = parse(PaypalAccountSchema, request.body);
        details = input;
        const account = {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          username: input.username,
          password: input.password,
          address: input.address,
          unit: input.unit,
          city: input.city,
          zip: input.zip,
        };
        try {
          user = await deps.accounts.register(account);
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
          // The same person coming back: their own email and password reuse the account.
          user = await deps.accounts
            .authenticate(request.ip, input.email, input.password)
            .catch(() => {
              throw err;
            });
        }
        await deps.sessions.start(request, reply, user.id);
      }
      const plan = PLANS[details.planType];
      const row = await repo.insertPending({
        userId: user.id,
        plan: plan.planId,
        priceCents: plan.priceCents,
        provider: deps.providers.approval.name,
        gateCode: details.gateCode,
        specialInstructions: details.specialInstructions,
      });
      return { subscriptionId: row.id };
    },

    /** PayPal step two: the provider subscription and its approval link. */
    async startApproval(
      user: UserRow,
      input: { subscriptionId: number; planType: PlanId },
    ): Promise<PaypalSubscriptionResponse> {
      const provider = deps.providers.approval;
      if (!provider) throw unavailable();
      const row = await repo.findOwned(input.subscriptionId, user.id);
      if (!row || row.provider !== provider.name) {
        throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
      }
      if (row.status !== 'pending') throw conflict(`This subscription is already ${row.status}.`);
      const plan = PLANS[input.planType];
      try {
        const { ref, links } = await provider.startApprovalCheckout({
          subscriptionId: row.id,
          plan: plan.planId,
          customer: customerOf(user),
          returnUrl: `${deps.appUrl}/payment-success`,
          cancelUrl: `${deps.appUrl}/payment-cancel`,
        });
        await repo.setCheckout(row.id, { plan: plan.planId, priceCents: plan.priceCents, ref });
        return { id: ref, links };
      } catch (err) {
        throw providerFailure(err, PAYMENT_MESSAGES.paypalCreateFailed);
      }
    },

    /**
     * The return page: asks the provider for the subscription's state and applies it (PayPal's
     * ACTIVE or APPROVED activates; a card subscription activates once its invoice is paid).
     */
    async syncFromProvider(user: UserRow, ref: string): Promise<Subscription> {
      const row = await repo.findByRef(ref);
      if (!row || row.userId !== user.id || !row.provider) {
        throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
      }
      const provider = deps.providers.byName(row.provider);
      if (!provider) throw unavailable();
      let truth;
      try {
        truth = await provider.fetchSubscription(ref);
      } catch (err) {
        throw providerFailure(err, PAYMENT_MESSAGES.fetchDetailsFailed);
      }
      let mailQueued = false;
      const current = await deps.db.transaction(async (tx) => {
        const locked = await createSubscriptionRepository(tx).lockByRef(row.provider!, ref);
        if (!locked) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
        const applied = await applyProviderStatus(tx, locked, truth.status, deps.appUrl);
        mailQueued = applied.mailQueued;
        return applied.row;
      });
      if (mailQueued) deps.onMailQueued();
      return toPublicSubscription(current);
    },
  };
}

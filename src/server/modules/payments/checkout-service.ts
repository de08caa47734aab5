import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import type {
  CreateSubscriptionResponse,
  PaypalAccountDetails,
  PaypalDetails,
  PaypalSubscriptionResponse,
  SubscriptionInfoResponse,
} from '../../../domain/schemas/payments.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AccountService, UserRow } from '../auth/auth-module.ts';
import {
  viewSubscription,
  type SubscriptionLifecycle,
} from '../subscriptions/subscriptions-module.ts';
import { createCheckoutRepository } from './checkout-repository.ts';
import { providerFailure } from './provider-billing.ts';
import type { ProviderRegistry } from './providers.ts';

// Below Stripe's 24-hour idempotency window, so a reused checkout always replays.
const CHECKOUT_REUSE_MS = 23 * 60 * 60_000;

const unavailable = () => new HttpError(503, PAYMENT_MESSAGES.serviceUnavailable);

const customerOf = (user: UserRow) => ({
  userId: user.id,
  email: user.email,
  name: fullName(user),
});

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: {
  db: Database;
  providers: ProviderRegistry;
  accounts: AccountService;
  lifecycle: SubscriptionLifecycle;
  appUrl: string;
  onMailQueued: () => void;
}) {
  const repo = createCheckoutRepository(deps.db);

  return {
    /** Throws the 503 the PayPal path answers when no approval provider is configured. */
    assertApprovalAvailable() {
      if (!deps.providers.approval) throw unavailable();
    },

    /** The card path: Stripe (or the sandbox) subscription for the signed-in account. */
    async createCardSubscription(
      user: UserRow,
      details: { plan: PlanId; gateCode: string; specialInstructions: string },
    ): Promise<CreateSubscriptionResponse> {
      const provider = deps.providers.card;
      if (!provider) throw unavailable();
      const plan = PLANS[details.plan];
      // A reload of /subscribe continues the same checkout: the row's id keys the provider's
      // idempotency, so Stripe replays the same customer, subscription and client secret
      // instead of opening new ones. Stripe keeps those keys for 24 hours.
      const reusable = await repo.findOpenCheckout(
        { userId: user.id, provider: provider.name },
        plan.planId,
        new Date(Date.now() - CHECKOUT_REUSE_MS),
      );
      const row =
        reusable ??
        (await repo.insertPending({
          userId: user.id,
          plan: plan.planId,
          priceCents: plan.priceCents,
          provider: provider.name,
          gateCode: details.gateCode,
          specialInstructions: details.specialInstructions,
        }));
      if (reusable) await repo.setDetails(row.id, details);
      let started;
      try {
        started = await provider.startCardCheckout({
          subscriptionId: row.id,
          plan: plan.planId,
          customer: customerOf(user),
        });
      } catch (err) {
        if (!reusable) await repo.deleteUnstarted(row.id);
        throw providerFailure(err, PAYMENT_MESSAGES.initFailed);
      }
      await repo.setCheckout(row.id, {
        plan: plan.planId,
        priceCents: plan.priceCents,
        ref: started.ref,
      });
      return {
        subscriptionId: row.id,
        providerSubscriptionId: started.ref,
        provider: provider.name === 'stripe' ? 'stripe' : 'sandbox',
        clientSecret: started.clientSecret,
      };
    },

    /**
     * PayPal step one: signs the visitor up (or in, when the email and password match an existing
     * account), then saves the plan and doorstep details as a pending subscription. `signedIn` is
     * the account the caller must start a session for, when this call created or matched one.
     */
    async saveSubscriptionInfo(
      input:
        | { user: UserRow; details: PaypalDetails }
        | { user: null; details: PaypalAccountDetails; ip: string },
    ): Promise<SubscriptionInfoResponse & { signedIn: UserRow | null }> {
      const approval = deps.providers.approval;
      if (!approval) throw unavailable();
      const { details } = input;
      const plan = PLANS[details.planType];
      const savePending = (db: Database, userId: number) =>
        createCheckoutRepository(db).insertPending({
          userId,
          plan: plan.planId,
          priceCents: plan.priceCents,
          provider: approval.name,
          gateCode: details.gateCode,
          specialInstructions: details.specialInstructions,
        });
      if (input.user) {
        const row = await savePending(deps.db, input.user.id);
        return { subscriptionId: row.id, signedIn: null };
      }
      const account = input.details;
      try {
        const signUp = await deps.accounts.prepareSignUp({
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          phone: account.phone,
          username: account.username,
          password: account.password,
          address: account.address,
          unit: account.unit,
          city: account.city,
          zip: account.zip,
        });
        // The new account and its pending subscription commit together or not at all: a failure
        // leaves no account signed up without the subscription it was made for
        // (docs/decisions/011-account-before-payment.md).
        return await deps.db.transaction(async (tx) => {
          const user = await deps.accounts.createAccount(tx, signUp);
          const row = await savePending(tx, user.id);
          return { subscriptionId: row.id, signedIn: user };
        });
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
        // The same person coming back: their own email and password reuse the account.
        const user = await deps.accounts
          .authenticate(input.ip, account.email, account.password)
          .catch(() => {
            throw err;
          });
        const row = await savePending(deps.db, user.id);
        return { subscriptionId: row.id, signedIn: user };
      }
    },

    /** PayPal step two: the provider subscription and its approval link. */
    async startApproval(
      user: UserRow,
      input: { subscriptionId: number; planType: PlanId },
    ): Promise<PaypalSubscriptionResponse> {
      const provider = deps.providers.approval;
      if (!provider) throw unavailable();
      const row = await repo.findOwnedCheckout(
        { userId: user.id, provider: provider.name },
        input.subscriptionId,
      );
      if (!row) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
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
    /** `user` null: a visitor without a session, for whom the provider's reference is the key. */
    async syncFromProvider(user: UserRow | null, ref: string): Promise<Subscription> {
      const row = await repo.findByRef(ref);
      if (!row || (user && row.userId !== user.id) || !row.provider) {
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
        const locked = await createCheckoutRepository(tx).lockByRef(row.provider!, ref);
        if (!locked) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
        const applied = await deps.lifecycle.applyProviderStatus(tx, locked, truth.status);
        mailQueued = applied.mailQueued;
        return applied.row;
      });
      if (mailQueued) deps.onMailQueued();
      return viewSubscription(deps.db, current);
    },
  };
}

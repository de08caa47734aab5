import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { HttpError } from '../../lib/errors.ts';
import type { BilledSubscription, BillingGateway } from '../subscriptions/subscriptions-module.ts';
import { ProviderError, type SubscriptionProvider } from './provider.ts';
import type { ProviderRegistry } from './providers.ts';

/** A provider failure the customer can act on: 502 with its message (never a 500). */
export function providerFailure(err: unknown, fallback: string): unknown {
  if (!(err instanceof ProviderError)) return err;
  return new HttpError(502, err.userMessage ?? fallback);
}

/** The subscriptions module's billing port, carried out at each subscription's own provider. */
export function createProviderBilling(providers: ProviderRegistry): BillingGateway {
  async function atProvider(
    subscription: BilledSubscription,
    call: (provider: SubscriptionProvider, ref: string) => Promise<void>,
  ): Promise<void> {
    const { provider: name, providerSubscriptionId: ref } = subscription;
    if (!name || !ref) return;
    const provider = providers.byName(name);
    if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.serviceUnavailable);
    try {
      await call(provider, ref);
    } catch (err) {
      throw providerFailure(err, PAYMENT_MESSAGES.providerUnavailable);
    }
  }
  return {
    pause: (s, resumesAt) => atProvider(s, (p, ref) => p.pause(ref, resumesAt)),
    resume: (s) => atProvider(s, (p, ref) => p.resume(ref)),
    cancel: (s) => atProvider(s, (p, ref) => p.cancel(ref)),
    changePlan: (s, plan, billing) => atProvider(s, (p, ref) => p.changePlan(ref, plan, billing)),
  };
}

/** A subscription as a credit needs it: the provider that bills it and its reference there. */
export type CreditedSubscription = Pick<BilledSubscription, 'provider' | 'providerSubscriptionId'>;

/**
 * Credits on a customer's next bill at the subscription's provider (the tickets module's port).
 * True when the provider took it; false when the office must apply it by hand (a provider without
 * credits, or a subscription billed nowhere).
 */
export function createProviderCredits(providers: ProviderRegistry) {
  return {
    async creditNextBill(
      subscription: CreditedSubscription,
      credit: { amountCents: number; memo: string; key: string },
    ): Promise<boolean> {
      const { provider: name, providerSubscriptionId: ref } = subscription;
      const provider = name && ref ? providers.byName(name) : undefined;
      if (!provider || !ref) return false;
      try {
        return await provider.creditNextBill(ref, credit.amountCents, credit.memo, credit.key);
      } catch (err) {
        throw providerFailure(err, PAYMENT_MESSAGES.providerUnavailable);
      }
    },
  };
}

/**
 * One-off fees on a customer's next bill at the subscription's provider
 * (docs/decisions/060-fees-on-the-next-bill.md), for the notices module. `addToNextBill` answers
 * the provider's reference to the pending fee, or null when the office collects it by hand (a
 * provider that bills nothing beside the plan, a subscription it will not bill again, or one
 * billed nowhere). `removeFromNextBill` takes a pending fee back: false when it is already billed,
 * and the caller credits it back with the credits port instead.
 */
export function createProviderFees(providers: ProviderRegistry) {
  async function atProvider<T>(
    provider: SubscriptionProvider,
    call: (provider: SubscriptionProvider) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(provider);
    } catch (err) {
      throw providerFailure(err, PAYMENT_MESSAGES.providerUnavailable);
    }
  }
  return {
    async addToNextBill(
      subscription: CreditedSubscription,
      fee: { amountCents: number; memo: string; key: string },
    ): Promise<string | null> {
      const { provider: name, providerSubscriptionId: ref } = subscription;
      const provider = name && ref ? providers.byName(name) : undefined;
      if (!provider || !ref) return null;
      return atProvider(provider, (p) =>
        p.addFeeToNextBill(ref, fee.amountCents, fee.memo, fee.key),
      );
    },
    async removeFromNextBill(
      subscription: CreditedSubscription,
      itemRef: string,
    ): Promise<boolean> {
      const { provider: name, providerSubscriptionId: ref } = subscription;
      // Billed nowhere, nothing was put on a bill.
      if (!name || !ref) return true;
      // The fee waits at a provider this server cannot reach now: it is not taken back unseen.
      const provider = providers.byName(name);
      if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.serviceUnavailable);
      return atProvider(provider, (p) => p.removePendingFee(itemRef));
    },
  };
}

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

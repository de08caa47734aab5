import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import {
  PAYMENT_METHOD_RETURN_PARAM,
  type PaymentMethodSetup,
} from '../../../domain/schemas/payments.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { BILLING_TAB_PATH } from '../../../domain/site.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { viewSubscription } from '../subscriptions/subscriptions-module.ts';
import { createCheckoutRepository } from './checkout-repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { providerFailure } from './provider-billing.ts';
import { ProviderError, type SubscriptionProvider } from './provider.ts';

/*
 * Changing the payment method of a subscription (docs/product.md#payment-method): the provider's
 * card form or approval page, then the new method made the subscription's and an unpaid renewal
 * charged to it at once. The provider's word on the outcome is applied as a webhook's would be.
 */

/** The customer's own subscription that has a payment method to change, and its provider. */
async function billed(
  deps: PaymentDeps,
  userId: number,
  id: number,
): Promise<{ row: SubscriptionRow; ref: string; provider: SubscriptionProvider }> {
  const row = await createCheckoutRepository(deps.db).findOwned(userId, id);
  if (!row || row.status === 'pending') throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
  if (row.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.paymentMethodCancelled);
  const provider = row.provider ? deps.providers.byName(row.provider) : undefined;
  if (!row.providerSubscriptionId || !row.provider) {
    throw conflict(PAYMENT_MESSAGES.paymentMethodOffline);
  }
  if (!provider) throw new HttpError(503, PAYMENT_MESSAGES.serviceUnavailable);
  return { row, ref: row.providerSubscriptionId, provider };
}

const returnTo = (deps: PaymentDeps, id: number, outcome: 'approved' | 'cancelled') =>
  `${deps.appUrl}${BILLING_TAB_PATH}&${PAYMENT_METHOD_RETURN_PARAM}=${outcome}&subscription=${id}`;

export async function start(
  deps: PaymentDeps,
  userId: number,
  id: number,
): Promise<PaymentMethodSetup> {
  const { ref, provider } = await billed(deps, userId, id);
  let setup;
  try {
    setup = await provider.startPaymentMethodUpdate(ref, {
      returnUrl: returnTo(deps, id, 'approved'),
      cancelUrl: returnTo(deps, id, 'cancelled'),
    });
  } catch (err) {
    throw providerFailure(err, PAYMENT_MESSAGES.providerUnavailable);
  }
  if (setup.kind === 'redirect') return setup;
  return {
    kind: 'card-form',
    provider: provider.name === 'stripe' ? 'stripe' : 'sandbox',
    clientSecret: setup.clientSecret,
  };
}

/**
 * The customer gave the new method: it becomes the subscription's, an unpaid renewal is charged
 * to it now, and the subscription is brought up to date from the provider.
 */
export async function complete(
  deps: PaymentDeps,
  userId: number,
  id: number,
  token: string | undefined,
): Promise<Subscription> {
  const { row, ref, provider } = await billed(deps, userId, id);
  let truth;
  try {
    await provider.completePaymentMethodUpdate(ref, token);
    truth = await provider.fetchSubscription(ref);
  } catch (err) {
    // A card form that was not finished, or someone else's, is the caller's to correct.
    if (err instanceof ProviderError && [400, 404, 409].includes(err.status ?? 0)) {
      throw conflict(err.userMessage ?? PAYMENT_MESSAGES.cardNotSaved);
    }
    throw providerFailure(err, PAYMENT_MESSAGES.providerUnavailable);
  }
  const current = await deps.db.transaction(async (tx) => {
    const locked = await createCheckoutRepository(tx).lockByRef(provider.name, ref);
    if (!locked) return row;
    return deps.lifecycle.applyProviderState(tx, locked, truth);
  });
  return viewSubscription(deps.db, current);
}

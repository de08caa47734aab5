import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { graceEndsAt } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type { PaymentProviderName, WebhookReceipt } from '../../../domain/schemas/payments.ts';
import { displayName } from '../../../domain/person-name.ts';
import { PLANS } from '../../../domain/plans.ts';
import { BUSINESS } from '../../../domain/site.ts';
import { receiptMethod, type ReceiptFee } from '../../../domain/receipts.ts';
import { isPaymentDue } from '../../../domain/subscription-status.ts';
import type { Database } from '../../db/client.ts';
import { users, type SubscriptionRow } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { createCheckoutRepository } from './checkout-repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { createPaymentRepository, type ReceiptFacts } from './payment-repository.ts';
import { paymentFailedMail, receiptMail } from './payment-mail.ts';
import {
  ProviderError,
  WebhookPayloadError,
  WebhookSignatureError,
  type ProviderPayment,
  type ProviderSubscription,
  type SubscriptionProvider,
} from './provider.ts';

/** A provider failure during a delivery answers 503, so the provider delivers the event again. */
const retryLater = (err: unknown) =>
  err instanceof ProviderError ? new HttpError(503, PAYMENT_MESSAGES.providerUnavailable) : err;

/** Provider truth for the event's subscription, fetched before the transaction opens. */
async function currentState(
  provider: SubscriptionProvider,
  ref: string | null,
): Promise<ProviderSubscription | null> {
  if (!ref) return null;
  try {
    return await provider.fetchSubscription(ref);
  } catch (err) {
    // A subscription the provider does not know is not ours to act on.
    if (err instanceof ProviderError && err.status === 404) return null;
    throw retryLater(err);
  }
}

/**
 * One message per failed invoice, however many retries fail: the caller knows it is the first,
 * and the key (the provider's invoice) keeps a repeated delivery from making another.
 */
async function mailRenewalFailed(
  deps: PaymentDeps,
  tx: Database,
  row: SubscriptionRow,
  payment: ProviderPayment,
  provider: PaymentProviderName,
) {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user) return;
  await deps.notifier.notify(tx, {
    userId: user.id,
    type: 'billing',
    key: `billing:payment_failed:${provider}:${payment.ref}`,
    sms: ['notice.paymentFailed.sms', { business: BUSINESS.name, plan: PLANS[row.plan].title }],
    email: paymentFailedMail({
      name: displayName(user),
      plan: row.plan,
      amountCents: payment.amountCents || row.priceCents,
      reason: payment.message,
      graceEndsAt: graceEndsAt(row.pastDueSince ?? new Date()),
      suspended: row.status === 'suspended',
      appUrl: deps.appUrl,
    }),
  });
}

/** The receipt of an invoice just paid, with what the payment row recorded. */
async function mailReceipt(
  deps: PaymentDeps,
  tx: Database,
  row: SubscriptionRow,
  receiptNumber: string,
) {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  const found = await createPaymentRepository(tx).findReceipt(receiptNumber);
  if (!user || !found) return;
  await deps.notifier.notify(tx, {
    userId: user.id,
    type: 'billing',
    key: `billing:receipt:${receiptNumber}`,
    email: receiptMail(displayName(user), found.receipt, deps.appUrl),
  });
}

/**
 * Verifies, de-duplicates by event id and applies one delivery. Every write (the event claim,
 * the payment, the status, the email) commits together or not at all. The subscription's
 * state comes from a fresh fetch, never from the event, so deliveries arriving out of order
 * cannot move it backwards.
 */
export async function receive(
  deps: PaymentDeps,
  name: PaymentProviderName,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<WebhookReceipt> {
  const provider = deps.providers.byName(name);
  if (!provider) throw notFound(PAYMENT_MESSAGES.serviceUnavailable);
  let event;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw badRequest(PAYMENT_MESSAGES.invalidSignature);
    // Sent again, it would fail again: a 400 and nothing written.
    if (err instanceof WebhookPayloadError) {
      throw badRequest(PAYMENT_MESSAGES.invalidWebhookEvent, err.fieldErrors);
    }
    throw retryLater(err);
  }
  if (await createPaymentRepository(deps.db).wasProcessed(name, event.id))
    return { received: true, duplicate: true };
  // A method the customer saved is made the subscription's (and an unpaid renewal charged
  // to it) even when their browser never came back to say so; doing it twice is harmless.
  // A subscription cancelled meanwhile, or not ours, is left alone at the provider.
  const savedFor =
    event.methodSaved && event.subscriptionRef
      ? await createCheckoutRepository(deps.db).findByRef(event.subscriptionRef)
      : undefined;
  if (
    event.methodSaved &&
    savedFor?.provider === name &&
    savedFor.providerSubscriptionId &&
    savedFor.status !== 'cancelled'
  ) {
    try {
      await provider.completePaymentMethodUpdate(
        savedFor.providerSubscriptionId,
        event.methodSaved.token,
      );
    } catch (err) {
      // A card the charge refused is the provider's payment_failed to report; a subscription
      // it does not know is not ours. Anything else: deliver again later.
      if (!(err instanceof ProviderError) || (err.status !== 402 && err.status !== 404)) {
        throw retryLater(err);
      }
    }
  }
  const truth = await currentState(provider, event.subscriptionRef);

  const fresh = await deps.db.transaction(async (tx) => {
    if (!(await createPaymentRepository(tx).claimEvent(name, event.id, event.type))) {
      return false;
    }
    // A property's invoice is the property-billing module's, applied in this transaction so the
    // claim and the change commit together.
    if (event.propertyInvoice) {
      await deps.propertyInvoices.apply(tx, name, event.propertyInvoice);
      return true;
    }
    const row = event.subscriptionRef
      ? await createCheckoutRepository(tx).lockByRef(name, event.subscriptionRef)
      : undefined;
    if (!row) return true;
    let current = row;
    if (truth) {
      current = await deps.lifecycle.applyProviderState(tx, row, truth);
    }
    const { payment } = event;
    // A failure counts only while the provider is collecting a renewal (past due, or given
    // up): a decline the customer read on the checkout page, a retry that a later payment
    // overtook, or anything after a cancel is not a bill and not a reason to write
    // (docs/product.md#failed-renewals).
    if (!payment || (payment.status === 'failed' && !isPaymentDue(current.status))) {
      return true;
    }
    const amountCents = payment.amountCents || row.priceCents;
    const outcome = await createPaymentRepository(tx).recordInvoice({
      subscriptionId: row.id,
      amountCents,
      status: payment.status,
      providerRef: payment.ref,
      settlesOpen: payment.settlesOpen,
      receipt: receiptFacts(name, current, payment.fees ?? []),
    });
    if (outcome?.status === 'failed') {
      await mailRenewalFailed(deps, tx, current, payment, name);
    } else if (outcome?.status === 'paid') {
      await mailReceipt(deps, tx, current, outcome.receiptNumber);
    }
    return true;
  });
  return { received: true, duplicate: !fresh };
}

/**
 * What the receipt of a payment made now records: the subscription's plan and billing period as
 * the provider has just reported them, the way it is paid (docs/decisions/037-receipts.md) and the
 * fees the invoice billed beside the plan (docs/decisions/060-fees-on-the-next-bill.md).
 */
function receiptFacts(
  provider: PaymentProviderName,
  row: SubscriptionRow,
  fees: ReceiptFee[],
): ReceiptFacts {
  const flow = provider === 'paypal' || provider === 'sandbox-paypal' ? 'paypal' : 'card';
  const card =
    row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
  const period =
    row.currentPeriodStart && row.currentPeriodEnd
      ? { start: row.currentPeriodStart, end: row.currentPeriodEnd }
      : null;
  return { plan: row.plan, period, method: receiptMethod(flow, card), fees };
}

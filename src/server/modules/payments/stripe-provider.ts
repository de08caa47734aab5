import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { cardBrandName, type BillingPeriod } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import type { PropertyInvoiceOutcome } from '../../../domain/property-invoices.ts';
import type { ReceiptFee } from '../../../domain/receipts.ts';
import type { PropertyInvoiceEvent } from '../property-billing/property-billing-module.ts';
import type { SavedCard } from '../subscriptions/subscriptions-module.ts';
import {
  ProviderError,
  WebhookSignatureError,
  type CardCheckoutProvider,
  type CheckoutRequest,
  type ProviderEvent,
  type ProviderStatus,
} from './provider.ts';
import { PROPERTY_INVOICE_METADATA } from './stripe-invoicing.ts';

/**
 * Stripe subscription states → ours. Incomplete means the first invoice is not paid yet; past_due
 * that Stripe is retrying a renewal; unpaid that its retries are over and it gave up (the
 * "mark the subscription as unpaid" setting, docs/decisions/030-failed-renewals.md).
 */
export function stripeStatus(subscription: Stripe.Subscription): ProviderStatus {
  switch (subscription.status) {
    case 'incomplete':
      return 'pending';
    case 'active':
    case 'trialing':
      return subscription.pause_collection ? 'paused' : 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
      return 'suspended';
    case 'paused':
      return 'paused';
    default:
      return 'cancelled';
  }
}

/** The billing period of the subscription's one item (Stripe keeps periods per item). */
export function stripePeriod(subscription: Stripe.Subscription): BillingPeriod | null {
  const item = subscription.items.data[0];
  if (!item?.current_period_start || !item.current_period_end) return null;
  return {
    start: new Date(item.current_period_start * 1000),
    end: new Date(item.current_period_end * 1000),
  };
}

/**
 * Whether the subscription's next invoice will be collected, so a fee put on it is paid: not
 * while its collection is paused (that invoice is voided, docs/decisions/019-pause-allowance.md),
 * nor once it is cancelled, unpaid past its retries or not yet paid at all.
 */
function billsNext(subscription: Stripe.Subscription): boolean {
  const { status } = subscription;
  return (
    (status === 'active' || status === 'trialing' || status === 'past_due') &&
    !subscription.pause_collection
  );
}

/** The card a subscription is charged to, from its expanded default payment method. */
function stripeCard(subscription: Stripe.Subscription): SavedCard | null {
  const method = subscription.default_payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: cardBrandName(method.card.brand), last4: method.card.last4 };
}

/** The Stripe error's message for a card problem (safe to show); anything else stays internal. */
function toProviderError(err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  if (err instanceof Stripe.errors.StripeError) {
    const shown = err.type === 'StripeCardError' ? err.message : undefined;
    return new ProviderError(`stripe: ${err.type}: ${err.message}`, shown, err.statusCode);
  }
  return new ProviderError(`stripe: ${String(err)}`);
}

/**
 * The customer's pending subscription is one row whatever the plan or the details
 * (docs/decisions/026-one-sign-up-saved-before-payment.md); Stripe refuses a key reused with other
 * parameters, so the keys name what the call sends: the same checkout replays, a changed one is new.
 */
function checkoutDigest(request: CheckoutRequest): string {
  const { email, name } = request.customer;
  return createHash('sha256')
    .update(JSON.stringify([request.plan, email, name]))
    .digest('hex')
    .slice(0, 16);
}

/** The API client of the app's Stripe account; `apiBase` is another host (the fake in tests). */
export function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    // Retries reuse the call's idempotency key, so a timeout never creates a second customer.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** Runs Stripe calls, turning their failures into ProviderErrors. */
export async function stripeCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toProviderError(err);
  }
}

/**
 * A property's invoice (docs/product.md#property-invoices) names ours in its metadata; its
 * paid, overdue, voided and uncollectible events are the property-billing module's.
 */
function propertyInvoiceEvent(event: Stripe.Event): PropertyInvoiceEvent | undefined {
  let outcome: PropertyInvoiceOutcome;
  switch (event.type) {
    case 'invoice.paid':
      outcome = 'paid';
      break;
    case 'invoice.overdue':
      outcome = 'overdue';
      break;
    case 'invoice.voided':
      outcome = 'void';
      break;
    case 'invoice.marked_uncollectible':
      outcome = 'uncollectible';
      break;
    default:
      return undefined;
  }
  const invoice = event.data.object;
  const ours = invoice.metadata?.[PROPERTY_INVOICE_METADATA];
  if (!ours || !invoice.id) return undefined;
  const paidAt = outcome === 'paid' ? invoice.status_transitions?.paid_at : null;
  return {
    ref: invoice.id,
    invoiceId: /^[1-9]\d{0,8}$/.test(ours) ? Number(ours) : null,
    outcome,
    at: new Date((paidAt ?? event.created) * 1000),
    dueOn: invoice.due_date ? serviceClock(new Date(invoice.due_date * 1000)).date : null,
  };
}

export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another host for the API (the local fake server in tests). */
  apiBase?: string;
}): CardCheckoutProvider {
  const stripe = stripeClient(opts.secretKey, opts.apiBase);
  const call = stripeCall;

  // One Stripe price per catalogue price, found by lookup key: the amount always comes from
  // src/domain/plans.ts, and a price change there makes a new Stripe price.
  const prices = new Map<string, string>();
  async function priceFor(plan: PlanId): Promise<string> {
    const { priceCents, title } = PLANS[plan];
    const lookupKey = `katy-valet-${plan}-${priceCents}-usd-month`;
    const cached = prices.get(lookupKey);
    if (cached) return cached;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price =
      found.data[0] ??
      (await stripe.prices.create(
        {
          currency: 'usd',
          unit_amount: priceCents,
          recurring: { interval: 'month' },
          product_data: { name: `${title} plan` },
          lookup_key: lookupKey,
        },
        { idempotencyKey: `price-${lookupKey}` },
      ));
    prices.set(lookupKey, price.id);
    return price.id;
  }

  /**
   * The one-off charges of a paid invoice: its lines made by an invoice item that is not a
   * proration (a plan change's difference). The event carries the first lines; the rest are read.
   */
  async function feeLines(invoice: Stripe.Invoice): Promise<ReceiptFee[]> {
    let lines = invoice.lines?.data ?? [];
    if (invoice.lines?.has_more && invoice.id) {
      lines = [];
      for await (const line of stripe.invoices.listLineItems(invoice.id, { limit: 100 })) {
        lines.push(line);
      }
    }
    return lines.flatMap((line) => {
      const item = line.parent?.invoice_item_details;
      if (line.parent?.type !== 'invoice_item_details' || !item || item.proration) return [];
      return [{ description: line.description ?? '', amountCents: line.amount }];
    });
  }

  return {
    name: 'stripe',

    startCardCheckout: (request) =>
      call(async () => {
        const price = await priceFor(request.plan);
        const metadata = {
          subscriptionId: String(request.subscriptionId),
          userId: String(request.customer.userId),
          plan: request.plan,
        };
        const customer = await stripe.customers.create(
          { email: request.customer.email, name: request.customer.name, metadata },
          { idempotencyKey: `customer-${request.subscriptionId}-${checkoutDigest(request)}` },
        );
        const subscription = await stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [{ price }],
            // The first invoice waits for the Payment Element; the subscription stays incomplete
            // (our pending) until invoice.paid says the money arrived.
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand: ['latest_invoice.confirmation_secret'],
            metadata,
          },
          { idempotencyKey: `subscription-${request.subscriptionId}-${customer.id}-${price}` },
        );
        const invoice = subscription.latest_invoice;
        const clientSecret =
          invoice && typeof invoice !== 'string'
            ? invoice.confirmation_secret?.client_secret
            : undefined;
        if (!clientSecret) {
          throw new ProviderError(
            `stripe: subscription ${subscription.id} has no confirmation secret`,
            PAYMENT_MESSAGES.emptyClientSecret,
          );
        }
        return { ref: subscription.id, clientSecret };
      }),

    fetchSubscription: (ref) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(ref, {
          expand: ['default_payment_method'],
        });
        return {
          id: subscription.id,
          status: stripeStatus(subscription),
          period: stripePeriod(subscription),
          card: stripeCard(subscription),
        };
      }),

    pause: (ref, resumesAt) =>
      call(async () => {
        await stripe.subscriptions.update(ref, {
          // Stripe ends the pause by itself at resumes_at (docs/decisions/019-pause-allowance.md).
          pause_collection: {
            behavior: 'void',
            resumes_at: Math.floor(resumesAt.getTime() / 1000),
          },
        });
      }),

    resume: (ref) =>
      call(async () => {
        await stripe.subscriptions.update(ref, { pause_collection: '' });
      }),

    startPaymentMethodUpdate: (ref) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(ref);
        const customer =
          typeof subscription.customer === 'string'
            ? subscription.customer
            : subscription.customer.id;
        // The Payment Element saves the card on a SetupIntent; the metadata names the
        // subscription it is for, so its webhook (setup_intent.succeeded) finds it too.
        const intent = await stripe.setupIntents.create({
          customer,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
          metadata: { subscription: ref },
        });
        if (!intent.client_secret) {
          throw new ProviderError(
            `stripe: setup intent ${intent.id} has no client secret`,
            PAYMENT_MESSAGES.emptyClientSecret,
          );
        }
        return { kind: 'card-form' as const, clientSecret: intent.client_secret };
      }),

    completePaymentMethodUpdate: (ref, token) =>
      call(async () => {
        if (!token)
          throw new ProviderError('stripe: no setup intent', PAYMENT_MESSAGES.cardNotSaved, 400);
        const intent = await stripe.setupIntents.retrieve(token);
        const method =
          typeof intent.payment_method === 'string'
            ? intent.payment_method
            : intent.payment_method?.id;
        if (intent.metadata?.subscription !== ref || intent.status !== 'succeeded' || !method) {
          throw new ProviderError(
            `stripe: setup intent ${token} is ${intent.status} for ${intent.metadata?.subscription}`,
            PAYMENT_MESSAGES.cardNotSaved,
            409,
          );
        }
        const subscription = await stripe.subscriptions.update(ref, {
          default_payment_method: method,
        });
        // An unpaid renewal is charged to the new card now, not at Stripe's next retry.
        const invoice = subscription.latest_invoice;
        const invoiceId = typeof invoice === 'string' ? invoice : invoice?.id;
        if (invoiceId && (subscription.status === 'past_due' || subscription.status === 'unpaid')) {
          const open = await stripe.invoices.retrieve(invoiceId);
          // Keyed by invoice and card, so the browser's call and the webhook's charge it once.
          if (open.status === 'open') {
            await stripe.invoices.pay(
              invoiceId,
              { payment_method: method },
              { idempotencyKey: `pay-${invoiceId}-${method}` },
            );
          }
        }
      }),

    // Cancelled now, not at the period's end: nothing more is billed or retried, and the customer
    // cannot take it back through Stripe; the period already paid is served from our own record,
    // with no refund (docs/decisions/039-a-fair-cancel.md).
    cancel: (ref) =>
      call(async () => {
        await stripe.subscriptions.cancel(ref, { prorate: false, invoice_now: false });
      }),

    creditNextBill: (ref, amountCents, memo, key) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(ref);
        const customer =
          typeof subscription.customer === 'string'
            ? subscription.customer
            : subscription.customer.id;
        // A negative customer balance is taken off the customer's next invoice.
        await stripe.customers.createBalanceTransaction(
          customer,
          { amount: -amountCents, currency: 'usd', description: memo },
          { idempotencyKey: key },
        );
        return true;
      }),

    addFeeToNextBill: (ref, amountCents, memo, key) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(ref);
        if (!billsNext(subscription)) return null;
        const customer =
          typeof subscription.customer === 'string'
            ? subscription.customer
            : subscription.customer.id;
        // A pending invoice item of the subscription goes on its next invoice, beside the plan.
        const item = await stripe.invoiceItems.create(
          { customer, subscription: ref, amount: amountCents, currency: 'usd', description: memo },
          { idempotencyKey: key },
        );
        return item.id;
      }),

    removePendingFee: (itemRef) =>
      call(async () => {
        let item: Stripe.InvoiceItem;
        try {
          item = await stripe.invoiceItems.retrieve(itemRef);
        } catch (err) {
          // Deleted already (a retried removal): nothing of it will be billed.
          if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return true;
          throw err;
        }
        if (!item.invoice) {
          await stripe.invoiceItems.del(itemRef);
          return true;
        }
        // On an invoice, even a draft one, it is billed: the caller credits it back instead. An
        // invoice voided while collection was paused collects nothing, so nothing is owed back.
        const invoiceId = typeof item.invoice === 'string' ? item.invoice : item.invoice.id;
        const invoice = await stripe.invoices.retrieve(invoiceId);
        return invoice.status === 'void';
      }),

    changePlan: (ref, plan, billing) =>
      call(async () => {
        const price = await priceFor(plan);
        const subscription = await stripe.subscriptions.retrieve(ref);
        const item = subscription.items.data[0];
        if (!item) throw new ProviderError(`stripe: subscription ${ref} has no items`);
        await stripe.subscriptions.update(
          ref,
          billing.timing === 'now' && billing.chargeCents > 0
            ? {
                items: [{ id: item.id, price }],
                // The difference is invoiced and paid at once, prorated from the moment the
                // customer was quoted; a card that refuses it leaves the plan as it was.
                proration_behavior: 'always_invoice',
                proration_date: Math.floor(billing.at.getTime() / 1000),
                payment_behavior: 'error_if_incomplete',
              }
            : // A smaller plan is billed from the next renewal: the price changes, nothing now.
              { items: [{ id: item.id, price }], proration_behavior: 'none' },
        );
      }),

    async parseWebhook(rawBody, headers): Promise<ProviderEvent> {
      const signature = headers['stripe-signature'];
      if (!opts.webhookSecret || typeof signature !== 'string') {
        throw new WebhookSignatureError('missing signature or STRIPE_WEBHOOK_SECRET');
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(String(err));
      }
      const propertyInvoice = propertyInvoiceEvent(event);
      if (propertyInvoice) {
        return { id: event.id, type: event.type, subscriptionRef: null, propertyInvoice };
      }
      switch (event.type) {
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const parent = invoice.parent?.subscription_details?.subscription;
          const paid = event.type === 'invoice.paid';
          return {
            id: event.id,
            type: event.type,
            subscriptionRef: parent ? (typeof parent === 'string' ? parent : parent.id) : null,
            payment: {
              ref: invoice.id ?? event.id,
              amountCents: paid ? invoice.amount_paid : invoice.amount_due,
              status: paid ? 'paid' : 'failed',
              message: invoice.last_finalization_error?.message,
              ...(paid && { fees: await call(() => feeLines(invoice)) }),
            },
          };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return { id: event.id, type: event.type, subscriptionRef: event.data.object.id };
        case 'setup_intent.succeeded': {
          const intent = event.data.object;
          return {
            id: event.id,
            type: event.type,
            subscriptionRef: intent.metadata?.subscription ?? null,
            methodSaved: { token: intent.id },
          };
        }
        default:
          return { id: event.id, type: event.type, subscriptionRef: null };
      }
    },
  };
}

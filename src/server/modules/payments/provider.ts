import type { IncomingHttpHeaders } from 'node:http';
import type { BillingPeriod } from '../../../domain/billing.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { ReceiptFee } from '../../../domain/receipts.ts';
import type { PropertyInvoiceEvent } from '../property-billing/property-billing-module.ts';
import type { PlanChangeBilling, SavedCard } from '../subscriptions/subscriptions-module.ts';
import type { ApprovalLink, PaymentProviderName } from '../../../domain/schemas/payments.ts';

/** `past_due`: the provider is retrying a failed renewal; `suspended`: it has given up. */
export type ProviderStatus =
  'pending' | 'active' | 'past_due' | 'suspended' | 'paused' | 'cancelled';

/**
 * A subscription as the provider reports it: the only source of truth for its state. `period` is
 * the billing period it is in (the next charge is its end), when the provider says.
 */
export type ProviderSubscription = {
  id: string;
  status: ProviderStatus;
  period: BillingPeriod | null;
  /** The card it is charged to, when it is a card the provider describes. */
  card: SavedCard | null;
};

/** How a new payment method is given (docs/product.md#payment-method). */
export type PaymentMethodSetup =
  { kind: 'card-form'; clientSecret: string } | { kind: 'redirect'; url: string };

export type CheckoutRequest = {
  /** Our subscription row; used for idempotency keys and metadata. */
  subscriptionId: number;
  plan: PlanId;
  customer: { userId: number; email: string; name: string };
};

/**
 * A verified webhook delivery reduced to what we act on. `subscriptionRef` is the provider's
 * subscription id; `payment` is set for invoice / sale events.
 */
export type ProviderEvent = {
  id: string;
  type: string;
  subscriptionRef: string | null;
  payment?: ProviderPayment;
  /** A payment method the customer saved for the subscription (Stripe's setup_intent.succeeded). */
  methodSaved?: { token: string };
  /** What happened to a property's invoice (docs/product.md#property-invoices). */
  propertyInvoice?: PropertyInvoiceEvent;
};

/**
 * An invoice's outcome. `ref` names the invoice: every attempt to collect one invoice has the same
 * ref, so it is recorded once however many retries fail. A provider that names the payment
 * rather than the invoice (PayPal's sale) sets `settlesOpen`: the payment settles the
 * subscription's unpaid invoice, if it has one.
 */
export type ProviderPayment = {
  ref: string;
  amountCents: number;
  status: 'paid' | 'failed';
  message?: string;
  settlesOpen?: boolean;
  /** The one-off fees a paid invoice billed beside the plan; `amountCents` includes them. */
  fees?: ReceiptFee[];
};

/**
 * Lifecycle calls every provider supports (docs/decisions/004-payments-providers-and-webhooks.md).
 */
export interface SubscriptionProvider {
  readonly name: PaymentProviderName;
  fetchSubscription(ref: string): Promise<ProviderSubscription>;
  /**
   * Pauses billing and service; `resumesAt` is when it must resume by itself
   * (docs/decisions/019-pause-allowance.md).
   */
  pause(ref: string, resumesAt: Date): Promise<void>;
  resume(ref: string): Promise<void>;
  cancel(ref: string): Promise<void>;
  changePlan(ref: string, plan: PlanId, billing: PlanChangeBilling): Promise<void>;
  /**
   * Starts a change of the payment method: a card form's secret (Stripe's SetupIntent, the
   * sandbox's own), or the provider's page to approve again on (PayPal), which comes back to
   * `returnUrl`, or to `cancelUrl` when the customer turns back.
   */
  startPaymentMethodUpdate(
    ref: string,
    urls: { returnUrl: string; cancelUrl: string },
  ): Promise<PaymentMethodSetup>;
  /**
   * Makes the method given the subscription's (`token`: what the card form confirmed, Stripe's
   * SetupIntent id), then charges an unpaid renewal to it at once. Safe to call again.
   */
  completePaymentMethodUpdate(ref: string, token: string | undefined): Promise<void>;
  /**
   * Takes `amountCents` off the subscription's next bill; false when the provider has no such
   * thing and the office applies the credit by hand (docs/decisions/034-tickets-and-resolutions.md).
   * `key` makes a retry of the same credit a no-op where the provider supports that.
   */
  creditNextBill(ref: string, amountCents: number, memo: string, key: string): Promise<boolean>;
  /**
   * Adds a one-off fee of `amountCents` to the subscription's next bill, described by `memo`
   * (docs/decisions/060-fees-on-the-next-bill.md). Answers the provider's reference to the
   * pending fee, or null when the provider cannot bill it (PayPal; a subscription paused,
   * cancelled or not yet paid) and the office collects it by hand. `key` makes a retry of the
   * same fee answer the same reference.
   */
  addFeeToNextBill(
    ref: string,
    amountCents: number,
    memo: string,
    key: string,
  ): Promise<string | null>;
  /**
   * Takes a fee back before it is billed: true when it is gone (or was never pending), false
   * when it is already on an invoice, which the caller then credits back with `creditNextBill`.
   */
  removePendingFee(itemRef: string): Promise<boolean>;
  /** Verifies the delivery over the raw body; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent>;
}

/** A provider whose checkout is a card form confirmed in the browser with a client secret. */
export interface CardCheckoutProvider extends SubscriptionProvider {
  startCardCheckout(request: CheckoutRequest): Promise<{ ref: string; clientSecret: string }>;
}

/** A provider whose checkout is an approval page the customer is sent to (PayPal). */
export interface ApprovalCheckoutProvider extends SubscriptionProvider {
  startApprovalCheckout(
    request: CheckoutRequest & { returnUrl: string; cancelUrl: string },
  ): Promise<{ ref: string; links: ApprovalLink[] }>;
}

export class WebhookSignatureError extends Error {}

/** A genuinely signed delivery whose content is not an event we can act on; per field, why. */
export class WebhookPayloadError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('malformed webhook event');
  }
}

/**
 * The provider answered with an error or could not be reached. `userMessage` is safe to show
 * (a card decline's text); `status` is the HTTP status the provider answered with, if any.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly userMessage?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

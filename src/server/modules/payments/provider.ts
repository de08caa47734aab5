import type { IncomingHttpHeaders } from 'node:http';
import type { PlanId } from '../../../domain/plans.ts';
import type { ApprovalLink, PaymentProviderName } from '../../../domain/schemas/payments.ts';

export type ProviderStatus = 'pending' | 'active' | 'paused' | 'cancelled';

/** A subscription as the provider reports it: the only source of truth for its state. */
export type ProviderSubscription = { id: string; status: ProviderStatus };

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
  payment?: { ref: string; amountCents: number; status: 'paid' | 'failed'; message?: string };
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
  changePlan(ref: string, plan: PlanId): Promise<void>;
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

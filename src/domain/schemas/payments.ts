import { z } from 'zod';
import { DEFAULT_PLAN } from '../plans.ts';
import { RegisterSchema } from './account.ts';
import { cents, optionalText, plainString, PlanIdSchema, recordId } from './fields.ts';

/** The built-in sandbox has one name per flow: 'sandbox' for cards, 'sandbox-paypal' for approvals. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'sandbox', 'sandbox-paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How the portal names the way a subscription is paid. */
export const PAYMENT_METHOD_LABELS: Record<PaymentProviderName, string> = {
  stripe: 'Credit or debit card',
  paypal: 'PayPal',
  sandbox: 'Sandbox card (test payments, no real charge)',
  'sandbox-paypal': 'Sandbox PayPal (test payments, no real charge)',
};

/**
 * What the payment pages may offer (docs/decisions/004-payments-providers-and-webhooks.md). `null` means no provider is configured
 * for that method (production without keys): the page shows 'Payment service unavailable'.
 * 'sandbox' is the built-in sandbox, whichever of its two flows serves the method.
 */
export const PaymentConfigSchema = z.object({
  card: z.enum(['stripe', 'sandbox']).nullable(),
  paypal: z.enum(['paypal', 'sandbox']).nullable(),
  /** Only with card = 'stripe'; the publishable key is public by design. */
  stripePublishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** The doorstep details a new subscription carries; the price comes from the plan catalogue. */
const DoorstepDetails = {
  gateCode: optionalText(30).default(''),
  specialInstructions: optionalText(500).default(''),
};

/** POST /api/create-subscription: the card path, for the signed-in account (docs/decisions/011-account-before-payment.md). */
export const CreateSubscriptionSchema = z.object({
  plan: PlanIdSchema,
  ...DoorstepDetails,
});
export type CreateSubscriptionInput = z.input<typeof CreateSubscriptionSchema>;

export const CreateSubscriptionResponseSchema = z.object({
  subscriptionId: z.number().int(),
  /** The provider's subscription id; /payment-success reads it back as subscription_id. */
  providerSubscriptionId: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  clientSecret: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

/** The PayPal flow's doorstep fields and plan; all a signed-in customer sends (docs/product.md#payment-flow). */
export const PaypalDetailsSchema = z.object({
  planType: PlanIdSchema.default(DEFAULT_PLAN),
  ...DoorstepDetails,
});
export type PaypalDetails = z.output<typeof PaypalDetailsSchema>;

/** POST /api/subscription-info from a visitor: the same account as /signup, plus the plan. */
export const PaypalAccountSchema = RegisterSchema.extend(PaypalDetailsSchema.shape);
export type PaypalAccountDetails = z.output<typeof PaypalAccountSchema>;

/**
 * POST /api/subscription-info as the route declares it: the details every caller sends. A visitor
 * without a session also sends the account fields, which PaypalAccountSchema checks once the
 * route knows nobody is signed in.
 */
export const SubscriptionInfoBodySchema = PaypalDetailsSchema.loose();

export const SubscriptionInfoResponseSchema = z.object({ subscriptionId: z.number().int() });
export type SubscriptionInfoResponse = z.infer<typeof SubscriptionInfoResponseSchema>;

/** POST /api/paypal/subscription (planId and planType, docs/product.md#api) plus our pending subscription. */
export const PaypalSubscriptionSchema = z.object({
  subscriptionId: recordId('Subscription ID is required'),
  planType: PlanIdSchema,
  planId: plainString().max(100).optional(),
});

export const ApprovalLinkSchema = z.object({
  href: z.string(),
  rel: z.string(),
  method: z.string(),
});
export type ApprovalLink = z.infer<typeof ApprovalLinkSchema>;
export const PaypalSubscriptionResponseSchema = z.object({
  id: z.string(),
  links: z.array(ApprovalLinkSchema),
});
export type PaypalSubscriptionResponse = z.infer<typeof PaypalSubscriptionResponseSchema>;

export const PAYMENT_STATUSES = ['paid', 'failed', 'refunded'] as const;

/** One line of the billing history; amount in integer cents. */
export const BillingEntrySchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string(),
});
export type BillingEntry = z.infer<typeof BillingEntrySchema>;

/** The sandbox card form (test mode only). */
export const SandboxCardSchema = z.object({
  clientSecret: plainString().min(1, 'Payment is not ready').max(200),
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Your card number is incomplete.')),
  expiry: z
    .string({ error: 'Expiry date is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Your card’s expiration date is incomplete.'),
  cvc: z
    .string({ error: 'Security code is required' })
    .trim()
    .regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
  name: optionalText(100).default(''),
});
export type SandboxCardInput = z.input<typeof SandboxCardSchema>;

export const SandboxApprovalSchema = z.object({
  action: z.enum(['approve', 'cancel']),
});

/** The sandbox checkout as its pages show it. */
export const SandboxCheckoutSchema = z.object({
  id: z.string(),
  plan: PlanIdSchema,
  amountCents: z.number().int(),
  status: z.enum(['pending', 'active', 'paused', 'cancelled']),
  email: z.string(),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;

/** Where the sandbox's approval page sends the browser after approve or cancel. */
export const SandboxDecisionSchema = z.object({ redirectUrl: z.string() });
export type SandboxDecision = z.infer<typeof SandboxDecisionSchema>;

/** A sandbox card payment that went through; a declined card is an error reply. */
export const SandboxCardPaymentSchema = z.object({
  status: z.literal('succeeded'),
  subscriptionId: z.string(),
});
export type SandboxCardPayment = z.infer<typeof SandboxCardPaymentSchema>;

/** What a provider's webhook call is answered: received, and whether we had seen the event. */
export const WebhookReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
export type WebhookReceipt = z.infer<typeof WebhookReceiptSchema>;

const sandboxRef = plainString().min(1).max(200);

/**
 * A sandbox webhook event, checked after its signature: a genuine signature vouches for who sent
 * it, not for its shape, and the amount goes into a PostgreSQL `integer` column.
 */
export const SandboxWebhookEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: sandboxRef,
    type: z.enum(['invoice.paid', 'invoice.payment_failed']),
    data: z.object({
      subscription: sandboxRef,
      invoice: sandboxRef,
      amount_cents: cents(),
      message: plainString().max(500).optional(),
    }),
  }),
  z.object({
    id: sandboxRef,
    type: z.literal('subscription.activated'),
    data: z.object({ subscription: sandboxRef }),
  }),
]);
export type SandboxWebhookEvent = z.infer<typeof SandboxWebhookEventSchema>;

/** Test cards of the sandbox provider, the same numbers Stripe uses in test mode. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

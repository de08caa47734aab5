import { z } from 'zod';
import { RECEIPT_NUMBER_PATTERN, RECEIPT_TEXT } from '../receipts.ts';
import { cents, isoDate, optionalText, plainString, PlanIdSchema, recordId } from './fields.ts';

/** The built-in sandbox has one name per flow: 'sandbox' for cards, 'sandbox-paypal' for approvals. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'sandbox', 'sandbox-paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

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

/**
 * POST /api/create-subscription: the card payment of the signed-in customer's pending subscription
 * (docs/decisions/026-one-sign-up-saved-before-payment.md). The gate code and instructions were
 * saved at the information step; given here they replace those, left out they stay.
 */
export const CreateSubscriptionSchema = z.object({
  plan: PlanIdSchema,
  gateCode: optionalText(30).optional(),
  specialInstructions: optionalText(500).optional(),
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

/**
 * POST /api/subscription-info as the route declares it. A visitor sends the whole sign-up
 * (SignUpSchema); a signed-in customer the plan and doorstep details (SubscriptionDetailsSchema).
 * The route checks the one that applies once it knows who is asking.
 */
export const SubscriptionInfoBodySchema = z.object({}).loose();

export const SubscriptionInfoResponseSchema = z.object({ subscriptionId: z.number().int() });
export type SubscriptionInfoResponse = z.infer<typeof SubscriptionInfoResponseSchema>;

/**
 * GET /api/subscription-info: what the signed-in customer's information step comes back filled
 * with: the account, where the door is, and the pending subscription if a payment is still due.
 * `hasCurrent`: an active or paused subscription exists, whose address the portal changes.
 */
export const SubscriptionInfoSchema = z.object({
  account: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    unit: z.string(),
    building: z.string(),
    communityId: z.number().int().nullable(),
    communityRequest: z.string(),
    city: z.string(),
    zip: z.string(),
  }),
  pending: z
    .object({
      subscriptionId: z.number().int(),
      plan: PlanIdSchema,
      gateCode: z.string(),
      specialInstructions: z.string(),
    })
    .nullable(),
  hasCurrent: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>;

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

/**
 * A paid invoice's receipt (docs/product.md#receipts): what was bought, for which period and how
 * it was paid, as recorded when it was paid. Dates are ISO instants.
 */
export const ReceiptSchema = z.object({
  number: z.string(),
  plan: PlanIdSchema.nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  method: z.string().nullable(),
  /** One-off fees billed beside the plan (docs/decisions/060-fees-on-the-next-bill.md). */
  fees: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
});

/** One invoice of the billing history; amount in integer cents; a receipt once it is paid. */
export const BillingEntrySchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string(),
  receipt: ReceiptSchema.nullable(),
});
export type BillingEntry = z.infer<typeof BillingEntrySchema>;

/** GET /api/payments/receipts/:number: one receipt with its date, amount and issuer. */
export const ReceiptDocumentSchema = ReceiptSchema.extend({
  paidAt: z.string(),
  amount: z.number().int(),
  issuer: z.object({ name: z.string(), address: z.array(z.string()) }),
});
export type ReceiptDocument = z.infer<typeof ReceiptDocumentSchema>;

export const ReceiptParamsSchema = z.object({
  number: z.string().max(40).regex(RECEIPT_NUMBER_PATTERN, RECEIPT_TEXT.notFound),
});

/**
 * POST /api/subscriptions/:id/payment-method (docs/product.md#payment-method): how the new method
 * is given: a card form (Stripe's Payment Element or the sandbox's form) with its secret, or the
 * provider's page to approve the subscription again on (PayPal).
 */
export const PaymentMethodSetupSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card-form'),
    provider: z.enum(['stripe', 'sandbox']),
    clientSecret: z.string(),
  }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PaymentMethodSetup = z.infer<typeof PaymentMethodSetupSchema>;

/** After the card form or the provider's page: `token` is what Stripe's form confirmed. */
export const CompletePaymentMethodSchema = z.object({
  token: plainString().min(1).max(200).optional(),
});
export type CompletePaymentMethodInput = z.infer<typeof CompletePaymentMethodSchema>;

/** Where PayPal's page comes back to after a payment method update, and how the portal reads it. */
export const PAYMENT_METHOD_RETURN_PARAM = 'payment_method';

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

/** The sandbox's card form for a new payment method (test mode only): the same card fields. */
export const SandboxSavedCardSchema = z.object({ status: z.literal('saved') });

export const SandboxApprovalSchema = z.object({
  action: z.enum(['approve', 'cancel']),
});

/** The sandbox checkout as its pages show it. */
export const SandboxCheckoutSchema = z.object({
  id: z.string(),
  plan: PlanIdSchema,
  amountCents: z.number().int(),
  status: z.enum(['pending', 'active', 'past_due', 'suspended', 'paused', 'cancelled']),
  email: z.string(),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;

/** Where the sandbox's approval page sends the browser after approve or cancel. */
export const SandboxDecisionSchema = z.object({ redirectUrl: z.string() });

/** A sandbox card payment that went through; a declined card is an error reply. */
export const SandboxCardPaymentSchema = z.object({
  status: z.literal('succeeded'),
  subscriptionId: z.string(),
});

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
      // The one-off fees the invoice bills beside the plan; its amount includes them.
      fee_lines: z
        .array(z.object({ description: plainString().min(1).max(500), amount_cents: cents() }))
        .max(100)
        .optional(),
    }),
  }),
  z.object({
    id: sandboxRef,
    type: z.enum(['subscription.activated', 'subscription.updated']),
    data: z.object({ subscription: sandboxRef }),
  }),
  // A property's invoice (docs/product.md#property-invoices): paid, or past its due date.
  z.object({
    id: sandboxRef,
    type: z.literal('property_invoice.paid'),
    data: z.object({ invoice: sandboxRef, amount_cents: cents() }),
  }),
  z.object({
    id: sandboxRef,
    type: z.literal('property_invoice.overdue'),
    data: z.object({ invoice: sandboxRef, due_on: isoDate('Give the due date as YYYY-MM-DD') }),
  }),
]);
export type SandboxWebhookEvent = z.infer<typeof SandboxWebhookEventSchema>;

/**
 * What the sandbox's test controls did to a subscription (development and tests only,
 * docs/product.md#failed-renewals): the next renewal set to fail, or a renewal run now.
 */
export const SandboxRenewalSchema = z.object({
  failNextRenewal: z.boolean(),
  status: SandboxCheckoutSchema.shape.status,
});
export type SandboxRenewal = z.infer<typeof SandboxRenewalSchema>;

/** Test cards of the sandbox provider, the same numbers Stripe uses in test mode. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

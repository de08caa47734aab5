import { z } from 'zod';
import { DEFAULT_PLAN } from '../plans.ts';
import { RegisterSchema } from './account.ts';
import { optionalText, plainString, PlanIdSchema, recordId } from './fields.ts';

export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How the portal names the way a subscription is paid. */
export const PAYMENT_METHOD_LABELS: Record<PaymentProviderName, string> = {
  stripe: 'Credit or debit card',
  paypal: 'PayPal',
  sandbox: 'Sandbox (test payments, no real charge)',
};

/**
 * What the payment pages may offer (DESIGN.md decision 10). `null` means no provider is configured
 * for that method (production without keys): the page shows 'Payment service unavailable'.
 */
export type PaymentConfig = {
  card: 'stripe' | 'sandbox' | null;
  paypal: 'paypal' | 'sandbox' | null;
  /** Only with card = 'stripe'; the publishable key is public by design. */
  stripePublishableKey: string | null;
};

/** The doorstep details a new subscription carries; the price comes from the plan catalogue. */
const DoorstepDetails = {
  gateCode: optionalText(30).default(''),
  specialInstructions: optionalText(500).default(''),
};

/** POST /api/create-subscription: the card path, for the signed-in account (DESIGN.md decision 4). */
export const CreateSubscriptionSchema = z.object({
  plan: PlanIdSchema,
  ...DoorstepDetails,
});
export type CreateSubscriptionInput = z.input<typeof CreateSubscriptionSchema>;

export type CreateSubscriptionResponse = {
  subscriptionId: number;
  /** The provider's subscription id; /payment-success reads it back as subscription_id. */
  providerSubscriptionId: string;
  provider: 'stripe' | 'sandbox';
  clientSecret: string;
};

/** The PayPal flow's doorstep fields and plan; all a signed-in customer sends (spec §3). */
export const PaypalDetailsSchema = z.object({
  planType: PlanIdSchema.default(DEFAULT_PLAN),
  ...DoorstepDetails,
});

/** POST /api/subscription-info from a visitor: the same account as /signup, plus the plan. */
export const PaypalAccountSchema = RegisterSchema.extend(PaypalDetailsSchema.shape);

export type SubscriptionInfoResponse = { subscriptionId: number };

/** POST /api/paypal/subscription (spec §7: planId, planType) plus our pending subscription. */
export const PaypalSubscriptionSchema = z.object({
  subscriptionId: recordId('Subscription ID is required'),
  planType: PlanIdSchema,
  planId: plainString().max(100).optional(),
});

export type ApprovalLink = { href: string; rel: string; method: string };
export type PaypalSubscriptionResponse = { id: string; links: ApprovalLink[] };

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
export type SandboxCheckout = {
  id: string;
  plan: z.infer<typeof PlanIdSchema>;
  amountCents: number;
  status: 'pending' | 'active' | 'paused' | 'cancelled';
  email: string;
};

/** Test cards of the sandbox provider, the same numbers Stripe uses in test mode. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

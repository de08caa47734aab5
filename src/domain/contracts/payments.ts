import { z } from 'zod';
import { SignUpEditSchema } from '../schemas/account.ts';
import {
  BillingEntrySchema,
  CompletePaymentMethodSchema,
  CreateSubscriptionResponseSchema,
  CreateSubscriptionSchema,
  PAYMENT_PROVIDERS,
  PaymentConfigSchema,
  PaymentMethodSetupSchema,
  PaypalSubscriptionResponseSchema,
  PaypalSubscriptionSchema,
  ReceiptDocumentSchema,
  ReceiptParamsSchema,
  SubscriptionInfoBodySchema,
  SubscriptionInfoResponseSchema,
  SubscriptionInfoSchema,
  WebhookReceiptSchema,
} from '../schemas/payments.ts';
import {
  CheckoutOutcomeSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
} from '../schemas/subscription.ts';
import { defineContract } from './contract.ts';

export const getPaymentConfig = defineContract({
  method: 'GET',
  path: '/api/payments/config',
  response: PaymentConfigSchema,
});

/** The signed-in customer's billing history (client portal). */
export const listPayments = defineContract({
  method: 'GET',
  path: '/api/payments',
  response: z.array(BillingEntrySchema),
});

export const getReceipt = defineContract({
  method: 'GET',
  path: '/api/payments/receipts/:number',
  params: ReceiptParamsSchema,
  response: ReceiptDocumentSchema,
  errorReplies: true,
});

/** The receipt as a PDF, which no JSON schema describes. */
export const getReceiptPdf = defineContract({
  method: 'GET',
  path: '/api/payments/receipts/:number/pdf',
  params: ReceiptParamsSchema,
});

// The three checkout writes answer 201 with what the next step needs.

export const createSubscription = defineContract({
  method: 'POST',
  path: '/api/create-subscription',
  body: CreateSubscriptionSchema,
  response: CreateSubscriptionResponseSchema,
  status: 201,
});

/**
 * The information step of every way to subscribe (docs/product.md#sign-up-flow). The body is
 * read by the signed-in customer's schema or the visitor's, so the contract takes any object.
 */
export const saveSubscriptionInfo = defineContract({
  method: 'POST',
  path: '/api/subscription-info',
  body: SubscriptionInfoBodySchema,
  response: SubscriptionInfoResponseSchema,
  status: 201,
});

export const getSubscriptionInfo = defineContract({
  method: 'GET',
  path: '/api/subscription-info',
  response: SubscriptionInfoSchema,
});

export const updateSubscriptionInfo = defineContract({
  method: 'PUT',
  path: '/api/subscription-info',
  body: SignUpEditSchema,
  response: SubscriptionInfoResponseSchema,
});

export const startPaypalSubscription = defineContract({
  method: 'POST',
  path: '/api/paypal/subscription',
  body: PaypalSubscriptionSchema,
  response: PaypalSubscriptionResponseSchema,
  status: 201,
});

/**
 * The payment-return page calls this path for every provider, not only PayPal: the card checkout
 * puts its own subscription id in the same `subscription_id` return parameter, so one return page
 * and one call serve both. A visitor without a session is answered the outcome alone.
 */
export const getProviderSubscription = defineContract({
  method: 'GET',
  path: '/api/paypal/subscription/:id',
  params: z.object({ id: z.string().min(1).max(200) }),
  response: z.union([SubscriptionSchema, CheckoutOutcomeSchema]),
});

/** A new payment method for the customer's subscription (docs/product.md#payment-method). */
export const startPaymentMethod = defineContract({
  method: 'POST',
  path: '/api/subscriptions/:id/payment-method',
  params: SubscriptionIdParamsSchema,
  response: PaymentMethodSetupSchema,
  errorReplies: true,
});

export const completePaymentMethod = defineContract({
  method: 'POST',
  path: '/api/subscriptions/:id/payment-method/complete',
  params: SubscriptionIdParamsSchema,
  body: CompletePaymentMethodSchema,
  response: SubscriptionSchema,
  errorReplies: true,
});

/**
 * A provider's event. The body stays raw bytes for the signature check, so the contract declares
 * no body schema; the provider's service parses and verifies it.
 */
export const receiveWebhook = defineContract({
  method: 'POST',
  path: '/api/webhooks/:provider',
  params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
  response: WebhookReceiptSchema,
  errorReplies: true,
});

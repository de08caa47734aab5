import { z } from 'zod';
import {
  SandboxApprovalSchema,
  SandboxCardPaymentSchema,
  SandboxCardSchema,
  SandboxCheckoutSchema,
  SandboxDecisionSchema,
  SandboxRenewalSchema,
  SandboxSavedCardSchema,
} from '../schemas/payments.ts';
import { SubscriptionIdParamsSchema } from '../schemas/subscription.ts';
import { defineContract } from './contract.ts';

// The sandbox provider's own "remote" endpoints, standing in for Stripe's card confirmation and
// PayPal's approval page, and the billing tab's test controls. Registered only when the sandbox
// runs (never in production).

const CheckoutParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const failNextSandboxRenewal = defineContract({
  method: 'POST',
  path: '/api/sandbox/subscriptions/:id/fail-next-renewal',
  params: SubscriptionIdParamsSchema,
  response: SandboxRenewalSchema,
  errorReplies: true,
});

export const renewSandboxSubscription = defineContract({
  method: 'POST',
  path: '/api/sandbox/subscriptions/:id/renew',
  params: SubscriptionIdParamsSchema,
  response: SandboxRenewalSchema,
  errorReplies: true,
});

export const getSandboxCheckout = defineContract({
  method: 'GET',
  path: '/api/sandbox/checkouts/:id',
  params: CheckoutParamsSchema,
  response: SandboxCheckoutSchema,
  errorReplies: true,
});

export const decideSandboxCheckout = defineContract({
  method: 'POST',
  path: '/api/sandbox/checkouts/:id/decision',
  params: CheckoutParamsSchema,
  body: SandboxApprovalSchema,
  response: SandboxDecisionSchema,
  errorReplies: true,
});

export const saveSandboxCard = defineContract({
  method: 'POST',
  path: '/api/sandbox/payment-methods',
  body: SandboxCardSchema,
  response: SandboxSavedCardSchema,
  errorReplies: true,
});

export const payWithSandboxCard = defineContract({
  method: 'POST',
  path: '/api/sandbox/card-payments',
  body: SandboxCardSchema,
  response: SandboxCardPaymentSchema,
  errorReplies: true,
});

import { expect, type APIRequestContext } from '@playwright/test';
import type { PlanId } from '../../src/domain/plans';
import type { CreateSubscriptionResponse } from '../../src/domain/schemas/payments';

/**
 * An active subscription for the signed-in request, paid with the sandbox test card via the API;
 * the checkout it came from names it for the provider (the return page's subscription_id).
 */
export async function paidCheckout(
  request: APIRequestContext,
  plan: PlanId = 'standard',
  doorstep = { gateCode: '#1357', specialInstructions: 'Third floor' },
): Promise<CreateSubscriptionResponse> {
  const created = await request.post('/api/create-subscription', { data: { plan, ...doorstep } });
  const checkout = (await created.json()) as CreateSubscriptionResponse;
  const paid = await request.post('/api/sandbox/card-payments', {
    data: {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  });
  expect(paid.ok()).toBe(true);
  return checkout;
}

/** An active subscription for the signed-in request, as paidCheckout; answers its id. */
export async function activeSubscription(
  ...args: Parameters<typeof paidCheckout>
): Promise<number> {
  return (await paidCheckout(...args)).subscriptionId;
}

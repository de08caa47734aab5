import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type {
  CreateSubscriptionResponse,
  PaypalSubscriptionResponse,
} from '../../../domain/schemas/payments.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { paymentTables, receiptSubject } from '../../../test/fakes/payment-helpers.ts';
import { failSubscriptionWrites } from '../../../test/db-faults.ts';
import {
  createProductionTestApp,
  createTestApp,
  newAccount,
  type TestApp,
} from '../../../test/test-app.ts';
import { subscriptions, users } from '../../db/schema.ts';

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;

beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
});
afterAll(() => t?.close());

const card = (clientSecret: string, cardNumber: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
});

test('without keys outside production the sandbox serves both payment methods', async () => {
  expect((await t.client().get('/api/payments/config')).json()).toEqual({
    card: 'sandbox',
    paypal: 'sandbox',
    stripePublishableKey: null,
  });
});

describe('card checkout (sandbox)', () => {
  async function startCheckout(plan = 'premium') {
    const customer = await t.signUp();
    const response = await customer.client.post('/api/create-subscription', {
      plan,
      gateCode: '#4411',
      specialInstructions: 'Blue door',
      // A price from the client is ignored: the catalogue decides.
      price: 1,
    });
    expect(response.statusCode).toBe(201);
    return { ...customer, checkout: response.json<CreateSubscriptionResponse>() };
  }

  test('creates a pending subscription priced from the catalogue', async () => {
    const { client, checkout } = await startCheckout();
    expect(checkout).toEqual({
      subscriptionId: expect.any(Number),
      providerSubscriptionId: expect.stringMatching(/^sbx_sub_/),
      provider: 'sandbox',
      clientSecret: expect.stringContaining('_secret_'),
    });
    expect(await tables.subscription(checkout.subscriptionId)).toMatchObject({
      status: 'pending',
      plan: 'premium',
      priceCents: 5000,
      provider: 'sandbox',
      gateCode: '#4411',
      specialInstructions: 'Blue door',
    });
    // Not a subscription until it is paid.
    expect((await client.get('/api/subscriptions')).json()).toEqual([]);
  });

  test('reloading the page continues the same checkout instead of opening another', async () => {
    const { client } = await t.signUp();
    const open = (body: object) => client.post('/api/create-subscription', body);
    const first = (
      await open({ plan: 'basic', gateCode: '#1' })
    ).json<CreateSubscriptionResponse>();
    const again = (
      await open({ plan: 'basic', gateCode: '#2' })
    ).json<CreateSubscriptionResponse>();
    expect(again).toEqual(first);
    expect((await tables.subscription(first.subscriptionId))?.gateCode).toBe('#2');

    // Another plan is another checkout with the provider, on the same pending subscription.
    const otherPlan = (await open({ plan: 'premium' })).json<CreateSubscriptionResponse>();
    expect(otherPlan.subscriptionId).toBe(first.subscriptionId);
    expect(otherPlan.providerSubscriptionId).not.toBe(first.providerSubscriptionId);
    expect(await tables.subscription(first.subscriptionId)).toMatchObject({
      plan: 'premium',
      priceCents: 5000,
      gateCode: '#2',
    });

    await t
      .client()
      .post('/api/sandbox/card-payments', card(otherPlan.clientSecret, '4242424242424242'));
    const afterPaying = (await open({ plan: 'basic' })).json<CreateSubscriptionResponse>();
    expect(afterPaying.subscriptionId).not.toBe(first.subscriptionId);
  });

  test('the test card pays: active, one payment, one confirmation email', async () => {
    const { client, checkout, input } = await startCheckout();
    const paid = await t
      .client()
      .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: 'succeeded',
      subscriptionId: checkout.providerSubscriptionId,
    });

    expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('active');
    expect(await tables.paymentsOf(checkout.subscriptionId)).toEqual([
      expect.objectContaining({ amountCents: 5000, status: 'paid' }),
    ]);
    const mail = await tables.mailTo(input.email);
    expect(mail.map((m) => m.subject)).toEqual([receiptSubject, 'Your Premium plan is active']);
    expect(mail[1]?.text).toContain('$50.00 a month');

    // The return page reads the same truth.
    const back = await client.get(`/api/paypal/subscription/${checkout.providerSubscriptionId}`);
    expect(back.json<Subscription>()).toMatchObject({ status: 'active', price: 5000 });
    const again = await t
      .client()
      .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4242424242424242'));
    expect(again.statusCode).toBe(409);
  });

  test('the declined card: 402 with the message, still pending, no bill and no email', async () => {
    const { checkout, input, client } = await startCheckout('basic');
    const declined = await t
      .client()
      .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4000000000000002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: PAYMENT_MESSAGES.cardDeclined });
    expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('pending');
    // The customer read the decline at the form: it is not a bill of theirs, nor a reason to mail.
    expect(await tables.paymentsOf(checkout.subscriptionId)).toEqual([]);
    expect(await tables.mailTo(input.email)).toEqual([]);

    // Another card pays the same checkout: one invoice in the history, paid.
    const paid = await t
      .client()
      .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4242424242424242'));
    expect(paid.statusCode).toBe(200);
    const history = (await client.get('/api/payments')).json<{ status: string }[]>();
    expect(history).toEqual([expect.objectContaining({ amount: 2500, status: 'paid' })]);
    expect((await tables.mailTo(input.email)).map((m) => m.subject)).toEqual([
      receiptSubject,
      'Your Basic plan is active',
    ]);
  });

  test('other cards are refused as in test mode; malformed card fields are 400s', async () => {
    const { checkout } = await startCheckout();
    const real = await t
      .client()
      .post('/api/sandbox/card-payments', card(checkout.clientSecret, '5555555555554444'));
    expect(real.statusCode).toBe(402);
    expect(real.json()).toEqual({ message: PAYMENT_MESSAGES.nonTestCard });

    const bad = await t.client().post('/api/sandbox/card-payments', {
      ...card(checkout.clientSecret, '4242'),
      expiry: '13/30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      cardNumber: ['Your card number is incomplete.'],
      expiry: ['Your card’s expiration date is incomplete.'],
    });
  });

  test('create-subscription needs a session and a known plan', async () => {
    expect((await t.client().post('/api/create-subscription', { plan: 'basic' })).statusCode).toBe(
      401,
    );
    const { client } = await t.signUp();
    const response = await client.post('/api/create-subscription', { plan: 'gold' });
    expect(response.statusCode).toBe(400);
  });
  test('after a server restart the sandbox still manages existing subscriptions', async () => {
    const { client, user } = await t.signUp();
    const [row] = await t.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        plan: 'basic',
        priceCents: 2500,
        status: 'active',
        provider: 'sandbox',
        providerSubscriptionId: 'sbx_sub_from_before_the_restart',
      })
      .returning();
    for (const [action, status] of [
      ['pause', 'paused'],
      ['resume', 'active'],
      ['cancel', 'cancelled'],
    ] as const) {
      const response = await client.post(`/api/subscriptions/${row!.id}/${action}`);
      expect(response.json<Subscription>().status).toBe(status);
    }
  });
});

describe('PayPal-like checkout (sandbox)', () => {
  const paypalInfo = (overrides: Record<string, string | number | boolean | null> = {}) => {
    const account = newAccount();
    return {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      phone: account.phone,
      address: account.address,
      unit: account.unit,
      city: account.city,
      zip: account.zip,
      communityRequest: 'Elm Court Apartments',
      gateCode: '',
      specialInstructions: 'Leave by the mat',
      plan: 'standard',
      agreeToTerms: true,
      ...overrides,
    };
  };

  test('info → approval link → approve → return page activates', async () => {
    const visitor = t.client();
    // Every address served is in Texas: the checkout does not ask for a state.
    const info = paypalInfo({ unit: '12B' });
    const saved = await visitor.post('/api/subscription-info', info);
    expect(saved.statusCode).toBe(201);
    const { subscriptionId } = saved.json<{ subscriptionId: number }>();
    expect(visitor.sid).toBeDefined();
    expect((await visitor.get('/api/user')).json()).toMatchObject({
      email: info.email,
      state: 'TX',
      unit: '12B',
    });

    const created = await visitor.post('/api/paypal/subscription', {
      subscriptionId,
      planType: 'premium',
    });
    expect(created.statusCode).toBe(201);
    const { id, links } = created.json<PaypalSubscriptionResponse>();
    const approve = links.find((l) => l.rel === 'approve');
    expect(approve?.href).toBe(`http://app.test/sandbox-paypal?token=${id}`);
    expect(await tables.subscription(subscriptionId)).toMatchObject({
      status: 'pending',
      plan: 'premium',
      priceCents: 5000,
      providerSubscriptionId: id,
    });

    const checkout = await t.client().get(`/api/sandbox/checkouts/${id}`);
    expect(checkout.json()).toMatchObject({
      plan: 'premium',
      amountCents: 5000,
      status: 'pending',
    });

    const decision = await t
      .client()
      .post(`/api/sandbox/checkouts/${id}/decision`, { action: 'approve' });
    const { redirectUrl } = decision.json<{ redirectUrl: string }>();
    expect(redirectUrl).toMatch(
      new RegExp(`^http://app\\.test/payment-success\\?subscription_id=${id}&`),
    );

    const back = await visitor.get(`/api/paypal/subscription/${id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json<Subscription>()).toMatchObject({ id: subscriptionId, status: 'active' });
    expect((await tables.mailTo(info.email)).map((m) => m.subject)).toEqual([
      receiptSubject,
      'Your Premium plan is active',
    ]);

    const stranger = await t.signUp();
    expect((await stranger.client.get(`/api/paypal/subscription/${id}`)).statusCode).toBe(404);
  });

  test('cancel on the approval page returns to /payment-cancel and charges nothing', async () => {
    const visitor = t.client();
    const { subscriptionId } = (await visitor.post('/api/subscription-info', paypalInfo())).json<{
      subscriptionId: number;
    }>();
    const { id } = (
      await visitor.post('/api/paypal/subscription', { subscriptionId, planType: 'standard' })
    ).json<PaypalSubscriptionResponse>();
    const decision = await t
      .client()
      .post(`/api/sandbox/checkouts/${id}/decision`, { action: 'cancel' });
    expect(decision.json()).toEqual({ redirectUrl: `http://app.test/payment-cancel?token=${id}` });
    expect((await tables.subscription(subscriptionId))?.status).toBe('pending');
    expect(await tables.paymentsOf(subscriptionId)).toEqual([]);
  });

  test('the account fields answer with the same rules and messages as /signup', async () => {
    const response = await t.client().post(
      '/api/subscription-info',
      paypalInfo({
        firstName: 'A',
        lastName: 'B',
        password: 'short',
        email: 'nope',
        phone: '123',
        address: '1 A',
        unit: '',
        city: 'K',
        zip: '123',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      password: ['Password must be at least 8 characters'],
      email: ['Invalid email address'],
      phone: ['Valid phone number is required'],
      address: ['Address is required'],
      unit: ['Apartment/Unit number is required'],
      city: ['City is required'],
      zip: ['ZIP code is required'],
    });
  });

  test('a ZIP code outside the service area is refused on the zip field, and nothing is written', async () => {
    const [usersBefore, subscriptionsBefore] = [
      await t.db.$count(users),
      await countSubscriptions(),
    ];
    const visitor = t.client();
    const response = await visitor.post('/api/subscription-info', paypalInfo({ zip: '90210' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.zipNotServed,
      errors: { zip: [MESSAGES.zipNotServed] },
    });
    expect(response.cookies).toEqual([]);
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(await countSubscriptions()).toBe(subscriptionsBefore);
    expect((await visitor.get('/api/user')).statusCode).toBe(401);
  });

  test('reuses the account for the same email and password, refuses a wrong password', async () => {
    const info = paypalInfo();
    expect((await t.client().post('/api/subscription-info', info)).statusCode).toBe(201);
    const again = t.client();
    expect((await again.post('/api/subscription-info', info)).statusCode).toBe(201);
    expect((await again.get('/api/user')).json()).toMatchObject({ email: info.email });

    const wrong = await t.client().post('/api/subscription-info', {
      ...info,
      password: 'wrong-password-1',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('An account with this email already exists');
  });

  test('every payment attempt continues the one pending subscription and its doorstep details', async () => {
    const visitor = t.client();
    const { subscriptionId } = (
      await visitor.post('/api/subscription-info', paypalInfo({ plan: 'basic', gateCode: '2468' }))
    ).json<{ subscriptionId: number }>();
    const { id } = (
      await visitor.post('/api/paypal/subscription', { subscriptionId, planType: 'basic' })
    ).json<PaypalSubscriptionResponse>();
    expect(id).toMatch(/^SBX-/);

    // The customer changes their mind and pays by card: the same row, its gate code kept.
    const card1 = await visitor.post('/api/create-subscription', { plan: 'basic' });
    expect(card1.statusCode).toBe(201);
    const checkout = card1.json<CreateSubscriptionResponse>();
    expect(checkout.subscriptionId).toBe(subscriptionId);
    expect(await tables.subscription(subscriptionId)).toMatchObject({
      status: 'pending',
      provider: 'sandbox',
      providerSubscriptionId: checkout.providerSubscriptionId,
      gateCode: '2468',
    });
    // And back to the information step once more: still that row.
    const again = await visitor.post('/api/subscription-info', { plan: 'basic', gateCode: '2468' });
    expect(again.json()).toEqual({ subscriptionId });
    const owner = (await tables.subscription(subscriptionId))!.userId;
    expect(await t.db.$count(subscriptions, eq(subscriptions.userId, owner))).toBe(1);

    await t
      .client()
      .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4242424242424242'));
    expect(await tables.subscription(subscriptionId)).toMatchObject({
      status: 'active',
      gateCode: '2468',
    });
  });

  test('a sign-up whose subscription cannot be saved leaves no account and no session', async () => {
    const info = paypalInfo();
    // A real database failure after the account insert: the pending subscription's insert.
    const restore = await failSubscriptionWrites(t.db, 'insert');
    const logged = vi.spyOn(t.app.log, 'error').mockImplementation(() => {});
    const visitor = t.client();
    const before = await countSubscriptions();
    try {
      const failed = await visitor.post('/api/subscription-info', info);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: MESSAGES.internalError });
      expect(failed.headers['set-cookie']).toBeUndefined();
    } finally {
      await restore();
      logged.mockRestore();
    }
    expect(visitor.sid).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, info.email))).toEqual([]);
    expect(await countSubscriptions()).toBe(before);

    const retried = await visitor.post('/api/subscription-info', info);
    expect(retried.statusCode).toBe(201);
    expect(visitor.sid).toBeDefined();
    const { subscriptionId } = retried.json<{ subscriptionId: number }>();
    expect(await tables.subscription(subscriptionId)).toMatchObject({ status: 'pending' });
    expect((await visitor.get('/api/user')).json()).toMatchObject({ email: info.email });
  });

  test('a signed-in customer sends only the plan and doorstep details', async () => {
    const { client } = await t.signUp();
    const saved = await client.post('/api/subscription-info', {
      plan: 'basic',
      gateCode: '#77',
    });
    expect(saved.statusCode).toBe(201);
    const row = await tables.subscription(saved.json<{ subscriptionId: number }>().subscriptionId);
    expect(row).toMatchObject({ plan: 'basic', priceCents: 2500, gateCode: '#77' });
  });

  test("someone else's pending subscription cannot be sent to PayPal", async () => {
    const owner = await t.signUp();
    const { subscriptionId } = (
      await owner.client.post('/api/subscription-info', { plan: 'basic' })
    ).json<{ subscriptionId: number }>();
    const stranger = await t.signUp();
    const response = await stranger.client.post('/api/paypal/subscription', {
      subscriptionId,
      planType: 'basic',
    });
    expect(response.statusCode).toBe(404);
  });
});

test('opening checkouts is rate limited per client IP', async () => {
  const strict = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
  try {
    // 30 × 0.1 = 3 per window; the sign-up itself used one.
    const { client } = await strict.signUp();
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await client.post('/api/create-subscription', { plan: 'basic' })).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  } finally {
    await strict.close();
  }
});

describe('production without keys', () => {
  test("says 'Payment service unavailable' and registers no sandbox", async () => {
    const prod = await createProductionTestApp();
    try {
      expect((await prod.client().get('/api/payments/config')).json()).toEqual({
        card: null,
        paypal: null,
        stripePublishableKey: null,
      });
      const info = await prod.client().post('/api/subscription-info', paypalInfoMinimal());
      expect(info.statusCode).toBe(503);
      expect(info.json()).toEqual({ message: PAYMENT_MESSAGES.serviceUnavailable });
      const sandbox = await prod.client().post('/api/sandbox/card-payments', {});
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

async function countSubscriptions() {
  const [row] = await t.db.select({ n: count() }).from(subscriptions);
  return row?.n;
}

function paypalInfoMinimal() {
  return { plan: 'basic' };
}

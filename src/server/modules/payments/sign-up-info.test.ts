import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import type {
  CreateSubscriptionResponse,
  SubscriptionInfo,
} from '../../../domain/schemas/payments.ts';
import type { ServiceAreaLookup } from '../../../domain/schemas/service-area.ts';
import type { ServiceHistory } from '../../../domain/schemas/service-details.ts';
import { paymentTables } from '../../../test/fakes/payment-helpers.ts';
import {
  createTestApp,
  newAccount,
  type TestApp,
  type TestClient,
} from '../../../test/test-app.ts';
import { communities, passwordResetTokens, subscriptions, users } from '../../db/schema.ts';

// The one sign-up (docs/decisions/026-one-sign-up-saved-before-payment.md): everything the
// information step asks is on the server once it is submitted, and every later payment, from any
// browser session, continues that one pending subscription.

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;
/** Two communities of 77494, as GET /api/service-area lists them. */
let katy: { id: number }[];
/** A community of another ZIP code. */
let elsewhere: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
  katy = (await t.client().get('/api/service-area/77494')).json<ServiceAreaLookup>().communities;
  const other = (await t.client().get('/api/service-area/77441')).json<ServiceAreaLookup>();
  elsewhere = other.communities[0]!;
  expect(katy.length).toBeGreaterThan(1);
});
afterAll(() => t?.close());

function signUp(overrides: Record<string, unknown> = {}) {
  const { username: _u, ...account } = newAccount();
  return {
    ...account,
    communityId: katy[0]!.id,
    building: '7',
    plan: 'premium',
    gateCode: '1357',
    specialInstructions: 'Bags by the blue door',
    agreeToTerms: true,
    ...overrides,
  };
}

const card = (clientSecret: string) => ({
  clientSecret,
  cardNumber: '4242424242424242',
  expiry: '12/34',
  cvc: '123',
});

async function rowCounts() {
  return { users: await t.db.$count(users), subscriptions: await t.db.$count(subscriptions) };
}

describe('the information step', () => {
  test('stores the account, where the door is and the pending subscription', async () => {
    const visitor = t.client();
    const info = signUp();
    const saved = await visitor.post('/api/subscription-info', info);
    expect(saved.statusCode).toBe(201);
    const { subscriptionId } = saved.json<{ subscriptionId: number }>();

    const [user] = await t.db.select().from(users).where(eq(users.email, info.email));
    expect(user).toMatchObject({
      firstName: info.firstName,
      address: info.address,
      unit: info.unit,
      building: '7',
      communityId: katy[0]!.id,
      communityRequest: null,
      // Without a username the email is the login.
      username: info.email,
    });
    expect(await tables.subscription(subscriptionId)).toMatchObject({
      userId: user!.id,
      status: 'pending',
      plan: 'premium',
      priceCents: 5000,
      provider: null,
      gateCode: '1357',
      specialInstructions: 'Bags by the blue door',
    });
    // Not a subscription to the customer until it is paid.
    expect((await visitor.get('/api/subscriptions')).json()).toEqual([]);

    expect((await visitor.get('/api/subscription-info')).json<SubscriptionInfo>()).toEqual({
      account: {
        firstName: info.firstName,
        lastName: info.lastName,
        email: info.email,
        phone: info.phone,
        address: info.address,
        unit: info.unit,
        building: '7',
        communityId: katy[0]!.id,
        communityRequest: '',
        city: info.city,
        zip: info.zip,
      },
      pending: {
        subscriptionId,
        plan: 'premium',
        gateCode: '1357',
        specialInstructions: 'Bags by the blue door',
      },
      hasCurrent: false,
    });
  });

  test('a community that is not listed is kept by the name the customer typed', async () => {
    const info = signUp({ communityId: null, communityRequest: 'Elm Court Apartments' });
    expect((await t.client().post('/api/subscription-info', info)).statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, info.email));
    expect(user).toMatchObject({ communityId: null, communityRequest: 'Elm Court Apartments' });
  });

  test('a community of another ZIP code, an unknown or an inactive one is refused on the field', async () => {
    const [inactive] = await t.db
      .insert(communities)
      .values({ name: 'Closed Commons', street: '1 Closed Rd', zip: '77494', active: false })
      .returning();
    const before = await rowCounts();
    for (const communityId of [elsewhere.id, 999_999, inactive!.id]) {
      const visitor = t.client();
      const response = await visitor.post('/api/subscription-info', signUp({ communityId }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.communityNotInZip,
        errors: { communityId: [MESSAGES.communityNotInZip] },
      });
      expect(visitor.sid).toBeUndefined();
    }
    expect(await rowCounts()).toEqual(before);
  });

  test('an apartment door needs a community, listed or named', async () => {
    const response = await t.client().post('/api/subscription-info', signUp({ communityId: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ communityId: [MESSAGES.communityRequired] });
  });

  test('a ZIP code outside the service area is refused, nothing written', async () => {
    const before = await rowCounts();
    const response = await t.client().post('/api/subscription-info', signUp({ zip: '90210' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ zip: [MESSAGES.zipNotServed] });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('paying later', () => {
  test('from a new browser session activates the saved subscription with its gate code', async () => {
    const info = signUp({ plan: 'basic' });
    const { subscriptionId } = (await t.client().post('/api/subscription-info', info)).json<{
      subscriptionId: number;
    }>();

    // Another browser: signs in, opens /subscribe (which sends only the plan).
    const later = t.client();
    await later.post('/api/login', { username: info.email, password: info.password });
    const started = await later.post('/api/create-subscription', { plan: 'basic' });
    expect(started.statusCode).toBe(201);
    const checkout = started.json<CreateSubscriptionResponse>();
    expect(checkout.subscriptionId).toBe(subscriptionId);
    // A second attempt continues the same row.
    const again = await later.post('/api/create-subscription', { plan: 'basic' });
    expect(again.json<CreateSubscriptionResponse>().subscriptionId).toBe(subscriptionId);

    await t.client().post('/api/sandbox/card-payments', card(checkout.clientSecret));
    expect(await tables.subscription(subscriptionId)).toMatchObject({
      status: 'active',
      gateCode: '1357',
      specialInstructions: 'Bags by the blue door',
    });
    const userId = (await tables.subscription(subscriptionId))!.userId;
    expect(await t.db.$count(subscriptions, eq(subscriptions.userId, userId))).toBe(1);
  });
});

describe('correcting the information before payment (PUT /api/subscription-info)', () => {
  async function saved() {
    const visitor = t.client();
    const info = signUp();
    const { subscriptionId } = (await visitor.post('/api/subscription-info', info)).json<{
      subscriptionId: number;
    }>();
    const { password: _p, agreeToTerms: _a, ...edit } = info;
    return { visitor, info, edit, subscriptionId };
  }

  test('changes every field of the account and of the pending subscription', async () => {
    const { visitor, info: before, edit, subscriptionId } = await saved();
    const changed = {
      ...edit,
      subscriptionId,
      firstName: 'Robin',
      lastName: 'Okafor',
      email: `robin.${subscriptionId}@example.com`,
      phone: '8325550100',
      address: '1 Mason Rd',
      unit: '220',
      building: '12',
      communityId: katy[1]!.id,
      city: 'Katy',
      plan: 'standard',
      gateCode: '9090',
      specialInstructions: 'Call on arrival',
    };
    const response = await visitor.inject({
      method: 'PUT',
      url: '/api/subscription-info',
      payload: changed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscriptionId });
    const info = (await visitor.get('/api/subscription-info')).json<SubscriptionInfo>();
    expect(info.account).toMatchObject({
      firstName: 'Robin',
      lastName: 'Okafor',
      email: changed.email,
      phone: '8325550100',
      address: '1 Mason Rd',
      unit: '220',
      building: '12',
      communityId: katy[1]!.id,
    });
    expect(info.pending).toEqual({
      subscriptionId,
      plan: 'standard',
      gateCode: '9090',
      specialInstructions: 'Call on arrival',
    });
    expect((await tables.subscription(subscriptionId))?.priceCents).toBe(3500);
    // The new email is the login now.
    const login = await t.client().post('/api/login', {
      username: changed.email,
      password: before.password,
    });
    expect(login.statusCode).toBe(200);
    expect((await visitor.get('/api/user')).json()).toMatchObject({ username: changed.email });
  });

  describe("the customer's service-detail history", () => {
    let admin: TestClient;
    beforeAll(async () => {
      const { input, user } = await t.signUp();
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      admin = t.client();
      await admin.post('/api/login', { username: input.email, password: input.password });
    });

    /** The customer's history as the office reads it, oldest first. */
    async function changesOf(email: string) {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const res = await admin.get(`/api/admin/users/${user!.id}/service-history`);
      expect(res.statusCode).toBe(200);
      return res.json<ServiceHistory>().changes.slice().reverse();
    }

    /** Field, old value, new value and who. */
    const history = async (email: string) =>
      (await changesOf(email)).map((c) => [c.field, c.oldValue, c.newValue, c.changedBy]);

    test('records each corrected detail like an edit in the portal: what, from, to, by whom', async () => {
      const { visitor, info, edit, subscriptionId } = await saved();
      const [first, second] = await Promise.all(
        [katy[0]!.id, katy[1]!.id].map(async (id) => {
          const [row] = await t.db.select().from(communities).where(eq(communities.id, id));
          return row!.name;
        }),
      );
      const email = `moved.${subscriptionId}@example.com`;
      const response = await visitor.inject({
        method: 'PUT',
        url: '/api/subscription-info',
        payload: {
          ...edit,
          subscriptionId,
          firstName: 'Robin',
          email,
          phone: '8325550100',
          address: '1 Mason Rd',
          unit: '220',
          building: '12',
          communityId: katy[1]!.id,
          gateCode: '9090',
          specialInstructions: 'Call on arrival',
        },
      });
      expect(response.statusCode).toBe(200);
      const rows = await history(email);
      expect(rows).toEqual(
        expect.arrayContaining([
          ['phone', info.phone, '8325550100', 'customer'],
          ['address', info.address, '1 Mason Rd', 'customer'],
          ['unit', info.unit, '220', 'customer'],
          ['building', '7', '12', 'customer'],
          ['community', first, second, 'customer'],
          ['gateCode', '1357', '9090', 'customer'],
          ['specialInstructions', 'Bags by the blue door', 'Call on arrival', 'customer'],
          ['email', info.email, email, 'customer'],
        ]),
      );
      // The name is not a service detail; the city and ZIP code did not change.
      expect(rows).toHaveLength(8);
      // When: the moment of the correction (a minute's leeway for a busy machine's clocks).
      for (const change of await changesOf(email)) {
        expect(Math.abs(Date.parse(change.changedAt) - Date.now())).toBeLessThan(60_000);
      }
    });

    test('a community typed because it was not listed reads as such', async () => {
      const { visitor, info, edit, subscriptionId } = await saved();
      const res = await visitor.inject({
        method: 'PUT',
        url: '/api/subscription-info',
        payload: { ...edit, subscriptionId, communityId: null, communityRequest: 'Elm Court' },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(communities).where(eq(communities.id, katy[0]!.id));
      expect(await history(info.email)).toEqual([
        ['community', row!.name, 'Elm Court (not listed)', 'customer'],
      ]);
    });

    test('saving the same details again, or a refused correction, writes nothing', async () => {
      const { visitor, info, edit, subscriptionId } = await saved();
      const same = await visitor.inject({
        method: 'PUT',
        url: '/api/subscription-info',
        payload: { ...edit, subscriptionId },
      });
      expect(same.statusCode).toBe(200);
      const other = await t.signUp();
      const refused = await visitor.inject({
        method: 'PUT',
        url: '/api/subscription-info',
        payload: { ...edit, subscriptionId, phone: '8325550111', email: other.input.email },
      });
      expect(refused.statusCode).toBe(409);
      expect(await history(info.email)).toEqual([]);
    });
  });

  test('an email another account has is refused, and nothing changes', async () => {
    const { visitor, edit, subscriptionId } = await saved();
    const other = await t.signUp();
    const response = await visitor.inject({
      method: 'PUT',
      url: '/api/subscription-info',
      payload: { ...edit, subscriptionId, firstName: 'Changed', email: other.input.email },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ email: [MESSAGES.emailTaken] });
    const info = (await visitor.get('/api/subscription-info')).json<SubscriptionInfo>();
    expect(info.account.firstName).toBe(edit.firstName);
  });

  test('a community outside the ZIP code is a 400 on the field, and nothing changes', async () => {
    const { visitor, edit, subscriptionId } = await saved();
    const response = await visitor.inject({
      method: 'PUT',
      url: '/api/subscription-info',
      payload: { ...edit, subscriptionId, gateCode: '0000', communityId: elsewhere.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ communityId: [MESSAGES.communityNotInZip] });
    expect((await tables.subscription(subscriptionId))?.gateCode).toBe('1357');
  });

  test('once the subscription is paid the correction is refused with 409', async () => {
    const { visitor, edit, subscriptionId } = await saved();
    const { clientSecret } = (
      await visitor.post('/api/create-subscription', { plan: 'premium' })
    ).json<CreateSubscriptionResponse>();
    await t.client().post('/api/sandbox/card-payments', card(clientSecret));
    const response = await visitor.inject({
      method: 'PUT',
      url: '/api/subscription-info',
      payload: { ...edit, subscriptionId, firstName: 'Late' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.signupAlreadyPaid });
    expect((await visitor.get('/api/user')).json()).toMatchObject({ firstName: edit.firstName });
    expect((await tables.subscription(subscriptionId))?.gateCode).toBe('1357');
  });

  test('a new email ends the reset links mailed to the old one', async () => {
    const { visitor, edit, subscriptionId } = await saved();
    const [account] = await t.db.select().from(users).where(eq(users.email, edit.email));
    expect((await t.client().post('/api/forgot-password', { email: edit.email })).statusCode).toBe(
      200,
    );
    const links = () =>
      t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, account!.id));
    await vi.waitFor(async () => expect(await links()).toHaveLength(1));
    const response = await visitor.inject({
      method: 'PUT',
      url: '/api/subscription-info',
      payload: { ...edit, subscriptionId, email: `moved.${subscriptionId}@example.com` },
    });
    expect(response.statusCode).toBe(200);
    expect((await links())[0]?.usedAt).not.toBeNull();
  });

  test('needs a session', async () => {
    const { edit } = await saved();
    const response = await t
      .client()
      .inject({ method: 'PUT', url: '/api/subscription-info', payload: edit });
    expect(response.statusCode).toBe(401);
    expect((await t.client().get('/api/subscription-info')).statusCode).toBe(401);
  });
});

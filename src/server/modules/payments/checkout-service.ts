import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { SignUp, SignUpEdit, SubscriptionDetails } from '../../../domain/schemas/account.ts';
import type {
  CreateSubscriptionResponse,
  PaypalSubscriptionResponse,
  SubscriptionInfo,
  SubscriptionInfoResponse,
} from '../../../domain/schemas/payments.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { fullName } from '../../../domain/person-name.ts';
import {
  changedServiceDetails,
  communityHistoryValue,
  type ServiceDetailValues,
} from '../../../domain/service-details.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { refuseCrew } from '../auth/auth-module.ts';
import type { ProfileEdit, UserRow } from '../auth/auth-module.ts';
import { viewSubscription } from '../subscriptions/subscriptions-module.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import { createCheckoutRepository, type DoorRow } from './checkout-repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { providerFailure } from './provider-billing.ts';

const unavailable = () => new HttpError(503, PAYMENT_MESSAGES.serviceUnavailable);

const customerOf = (user: UserRow) => ({
  userId: user.id,
  email: user.email,
  name: fullName(user),
});

const accountOf = (details: SignUpEdit): ProfileEdit => ({
  firstName: details.firstName,
  lastName: details.lastName,
  email: details.email,
  phone: details.phone,
  address: details.address,
  unit: details.unit,
  building: details.building,
  communityId: details.communityId,
  communityRequest: details.communityRequest,
  city: details.city,
  zip: details.zip,
});

const pendingOf = (details: SubscriptionDetails) => ({
  plan: details.plan,
  priceCents: PLANS[details.plan].priceCents,
  gateCode: details.gateCode,
  specialInstructions: details.specialInstructions,
});

/** The door and the pending subscription's doorstep details, as the history reads them. */
const historyValues = (
  door: DoorRow,
  pending: SubscriptionRow | undefined,
): ServiceDetailValues => ({
  phone: door.phone,
  address: door.address,
  unit: door.unit,
  building: door.building,
  city: door.city,
  zip: door.zip,
  community: communityHistoryValue(door.communityName, door.communityRequest),
  gateCode: pending?.gateCode ?? '',
  specialInstructions: pending?.specialInstructions ?? '',
  email: door.email,
});

// The ways to subscribe and pay (docs/product.md#sign-up-flow): the information step, then the
// provider's card checkout or approval page, and the return page's reading of the outcome.

/** The information step needs a way to pay after it: a 503 when no provider is configured. */
export function assertPaymentAvailable(deps: PaymentDeps) {
  if (!deps.providers.card && !deps.providers.approval) throw unavailable();
}

/**
 * The card path: Stripe (or the sandbox) for the signed-in customer's pending subscription,
 * the one the information step saved, whichever browser session pays it.
 */
export async function createCardSubscription(
  deps: PaymentDeps,
  user: UserRow,
  details: { plan: PlanId; gateCode?: string; specialInstructions?: string },
): Promise<CreateSubscriptionResponse> {
  const repo = createCheckoutRepository(deps.db);
  const provider = deps.providers.card;
  if (!provider) throw unavailable();
  const plan = PLANS[details.plan];
  // The row's id keys the provider's idempotency, so a reload of /subscribe replays the same
  // checkout instead of opening another.
  const row = await repo.savePending(user.id, { ...details, priceCents: plan.priceCents });
  let started;
  try {
    started = await provider.startCardCheckout({
      subscriptionId: row.id,
      plan: plan.planId,
      customer: customerOf(user),
    });
  } catch (err) {
    throw providerFailure(err, PAYMENT_MESSAGES.initFailed);
  }
  await repo.setCheckout(row.id, {
    plan: plan.planId,
    priceCents: plan.priceCents,
    provider: provider.name,
    ref: started.ref,
  });
  return {
    subscriptionId: row.id,
    providerSubscriptionId: started.ref,
    provider: provider.name === 'stripe' ? 'stripe' : 'sandbox',
    clientSecret: started.clientSecret,
  };
}

/**
 * The information step (POST /api/subscription-info): signs the visitor up (or in, when the
 * email and password match an existing account) and saves the plan and doorstep details as the
 * customer's pending subscription. `signedIn` is the account the caller must start a session
 * for, when this call created or matched one.
 */
export async function saveSubscriptionInfo(
  deps: PaymentDeps,
  input:
    { user: UserRow; details: SubscriptionDetails } | { user: null; details: SignUp; ip: string },
): Promise<SubscriptionInfoResponse & { signedIn: UserRow | null }> {
  const repo = createCheckoutRepository(deps.db);
  const pending = pendingOf(input.details);
  if (input.user) {
    const row = await repo.savePending(input.user.id, pending);
    return { subscriptionId: row.id, signedIn: null };
  }
  const {
    plan: _p,
    gateCode: _g,
    specialInstructions: _s,
    agreeToTerms: _t,
    ...account
  } = input.details;
  try {
    const signUp = await deps.accounts.prepareSignUp(account);
    // The new account and its pending subscription commit together or not at all: a failure
    // leaves no account signed up without the subscription it was made for
    // (docs/decisions/011-account-before-payment.md).
    return await deps.db.transaction(async (tx) => {
      const user = await deps.accounts.createAccount(tx, signUp);
      const row = await createCheckoutRepository(tx).savePending(user.id, pending);
      return { subscriptionId: row.id, signedIn: user };
    });
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
    // The same person coming back: their own email and password reuse the account.
    const user = await deps.accounts
      .authenticate(input.ip, account.email, account.password)
      .catch(() => {
        throw err;
      });
    refuseCrew(user);
    const row = await repo.savePending(user.id, pending);
    return { subscriptionId: row.id, signedIn: user };
  }
}

/** What the signed-in customer's information step comes back filled with. */
export async function subscriptionInfo(
  deps: PaymentDeps,
  user: UserRow,
): Promise<SubscriptionInfo> {
  const repo = createCheckoutRepository(deps.db);
  const [pending, hasCurrent] = await Promise.all([
    repo.findPending(user.id),
    repo.hasCurrent(user.id),
  ]);
  return {
    account: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      address: user.address,
      unit: user.unit,
      building: user.building,
      communityId: user.communityId,
      communityRequest: user.communityRequest ?? '',
      city: user.city,
      zip: user.zip,
    },
    pending: pending
      ? {
          subscriptionId: pending.id,
          plan: pending.plan,
          gateCode: pending.gateCode ?? '',
          specialInstructions: pending.specialInstructions ?? '',
        }
      : null,
    hasCurrent,
  };
}

/**
 * PUT /api/subscription-info: corrects the information step before payment (Back to
 * Information). The account, the pending subscription and one service-detail history row per
 * changed field, by the customer, commit together, as the portal's edits do
 * (docs/product.md#service-details); once the subscription is paid, or while another one is
 * served, the client portal owns the address.
 */
export async function updateSubscriptionInfo(
  deps: PaymentDeps,
  user: UserRow,
  details: SignUpEdit,
): Promise<SubscriptionInfoResponse> {
  const repo = createCheckoutRepository(deps.db);
  if (await repo.hasCurrent(user.id)) throw conflict(MESSAGES.signupAlreadyPaid);
  const account = accountOf(details);
  await deps.accounts.checkProfileEdit(user, account);
  return deps.db.transaction(async (tx) => {
    const checkouts = createCheckoutRepository(tx);
    // The customer's row first, then the subscription: the portal's edits lock in that order.
    const doorBefore = await checkouts.lockDoor(user.id);
    if (!doorBefore) throw notFound(MESSAGES.customerNotFound);
    if (details.subscriptionId !== undefined) {
      const row = await checkouts.lockOwned(user.id, details.subscriptionId);
      if (!row) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
      if (row.status !== 'pending') throw conflict(MESSAGES.signupAlreadyPaid);
    }
    const pendingBefore = await checkouts.findPending(user.id);
    await deps.accounts.applyProfileEdit(tx, user, account);
    const row = await checkouts.savePending(user.id, pendingOf(details));
    const doorAfter = await checkouts.lockDoor(user.id);
    const changes = changedServiceDetails(
      historyValues(doorBefore, pendingBefore),
      historyValues(doorAfter!, row),
    );
    await deps.recordHistory(
      tx,
      changes.map((change) => ({ userId: user.id, changedBy: user.id, ...change })),
    );
    signalAfterCommit(tx, 'customerChanged', user.id);
    return { subscriptionId: row.id };
  });
}

/** PayPal step two: the provider subscription and its approval link. */
export async function startApproval(
  deps: PaymentDeps,
  user: UserRow,
  input: { subscriptionId: number; planType: PlanId },
): Promise<PaypalSubscriptionResponse> {
  const repo = createCheckoutRepository(deps.db);
  const provider = deps.providers.approval;
  if (!provider) throw unavailable();
  const row = await repo.findOwned(user.id, input.subscriptionId);
  if (!row) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
  if (row.status !== 'pending') throw conflict(PAYMENT_MESSAGES.alreadyStatus(row.status));
  const plan = PLANS[input.planType];
  try {
    const { ref, links } = await provider.startApprovalCheckout({
      subscriptionId: row.id,
      plan: plan.planId,
      customer: customerOf(user),
      returnUrl: `${deps.appUrl}/payment-success`,
      cancelUrl: `${deps.appUrl}/payment-cancel`,
    });
    await repo.setCheckout(row.id, {
      plan: plan.planId,
      priceCents: plan.priceCents,
      provider: provider.name,
      ref,
    });
    return { id: ref, links };
  } catch (err) {
    throw providerFailure(err, PAYMENT_MESSAGES.paypalCreateFailed);
  }
}

/**
 * The return page: asks the provider for the subscription's state and applies it (PayPal's
 * ACTIVE or APPROVED activates; a card subscription activates once its invoice is paid).
 * `user` null: a visitor without a session, for whom the provider's reference is the key.
 */
export async function syncFromProvider(
  deps: PaymentDeps,
  user: UserRow | null,
  ref: string,
): Promise<Subscription> {
  const repo = createCheckoutRepository(deps.db);
  const row = await repo.findByRef(ref);
  if (!row || (user && row.userId !== user.id) || !row.provider) {
    throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
  }
  const provider = deps.providers.byName(row.provider);
  if (!provider) throw unavailable();
  let truth;
  try {
    truth = await provider.fetchSubscription(ref);
  } catch (err) {
    throw providerFailure(err, PAYMENT_MESSAGES.fetchDetailsFailed);
  }
  const current = await deps.db.transaction(async (tx) => {
    const locked = await createCheckoutRepository(tx).lockByRef(row.provider!, ref);
    if (!locked) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    return deps.lifecycle.applyProviderState(tx, locked, truth);
  });
  return viewSubscription(deps.db, current);
}

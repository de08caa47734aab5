import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SubscriptionInfo } from '../../domain/schemas/payments';

/** The text fields a visitor types on the sign-up form: the customer the component tests sign up as. */
export const ACCOUNT = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  phone: '2815550123',
  password: 'correct-horse',
  address: '2300 Katy Mills Blvd',
  unit: '1204',
  city: 'Katy',
  zip: '77494',
};

/** The label of each of those fields, as the sign-up form shows it on /signup and at PayPal. */
export const ACCOUNT_LABELS: Record<keyof typeof ACCOUNT, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  address: 'Street address',
  unit: 'Apartment / Unit',
  city: 'City',
  zip: 'ZIP code',
};

/** Types ACCOUNT into the account fields, as a customer would. */
export async function fillAccountFields(user: UserEvent) {
  for (const [field, label] of Object.entries(ACCOUNT_LABELS)) {
    await user.type(screen.getByLabelText(label), ACCOUNT[field as keyof typeof ACCOUNT]);
  }
}

/**
 * What GET /api/subscription-info answers for ACCOUNT once their sign-up is saved and not yet paid
 * for: the Basic plan in community 3, with `changes` to the account, the plan's details or whether
 * a subscription is already current.
 */
export function savedSignUp(
  changes: {
    account?: Partial<SubscriptionInfo['account']>;
    pending?: Partial<NonNullable<SubscriptionInfo['pending']>>;
    hasCurrent?: boolean;
  } = {},
): SubscriptionInfo {
  const { password: _password, ...fields } = ACCOUNT;
  return {
    account: { ...fields, building: '', communityId: 3, communityRequest: '', ...changes.account },
    pending: {
      subscriptionId: 9,
      plan: 'basic',
      gateCode: '',
      specialInstructions: '',
      ...changes.pending,
    },
    hasCurrent: changes.hasCurrent ?? false,
  };
}

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RegisterInput } from '../../domain/schemas/account';

/** A complete, valid set of account fields: the customer the component tests sign up and sign in as. */
export const ACCOUNT: RegisterInput = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  phone: '2815550123',
  username: 'jrivera',
  password: 'correct-horse',
  address: '2300 Katy Mills Blvd',
  unit: '1204',
  city: 'Katy',
  zip: '77494',
};

/** The label of each account field, as the shared account fields show it on /signup and at PayPal. */
export const ACCOUNT_LABELS: Record<keyof RegisterInput, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  username: 'Username',
  password: 'Password',
  address: 'Street address',
  unit: 'Apartment / Unit',
  city: 'City',
  zip: 'ZIP code',
};

/** Types ACCOUNT into the account fields, as a customer would. */
export async function fillAccountFields(user: UserEvent) {
  for (const [field, label] of Object.entries(ACCOUNT_LABELS)) {
    await user.type(screen.getByLabelText(label), ACCOUNT[field as keyof RegisterInput]);
  }
}

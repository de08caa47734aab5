import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

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

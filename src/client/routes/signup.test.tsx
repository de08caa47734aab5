import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CUSTOMER, renderPage, signedInAs, stubApi, toastRegion } from '../test/render';
import Signup from './signup';
import { ACCOUNT, fillAccountFields } from '../test/account';

describe('/signup', () => {
  test('an empty form shows each field its own message and sends nothing', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<Signup />, { path: '/signup' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));

    const messages: Record<string, string> = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Invalid email address',
      Phone: 'Valid phone number is required',
      Username: 'Username must be at least 3 characters',
      Password: 'Password must be at least 8 characters',
      'Street address': 'Address is required',
      'Apartment / Unit': 'Apartment/Unit number is required',
      City: 'City is required',
      'ZIP code': 'Enter a 5-digit ZIP code',
    };
    // The resolver validates asynchronously: the first message is awaited.
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    for (const [label, message] of Object.entries(messages)) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText(/I agree to the/)).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    expect(calls).toEqual([]);
  });

  test('creates the account with the account fields only, then goes to payment', async () => {
    const calls = stubApi({ 'POST /api/register': { status: 201, body: CUSTOMER } });
    const { user } = renderPage(<Signup />, { path: '/signup?plan=basic' });
    await user.click(await screen.findByRole('radio', { name: /Premium/ }));
    await fillAccountFields(user);
    await user.type(screen.getByLabelText('Gate code (optional)'), '#42');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Now at /subscribe?plan=premium')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/register', body: ACCOUNT }),
    ]);
    expect(toastRegion().getByText('Information saved')).toBeInTheDocument();
  });

  test("the server's answer lands under the field it is about", async () => {
    stubApi({
      'POST /api/register': {
        status: 409,
        body: {
          message: 'An account with this email already exists',
          errors: { email: ['An account with this email already exists'] },
        },
      },
    });
    const { user } = renderPage(<Signup />, { path: '/signup' });
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAccountFields(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    const notice = toastRegion();
    expect(notice.getByText('Registration failed')).toBeInTheDocument();
    expect(notice.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  test('a signed-in customer only picks the plan and doorstep details', async () => {
    stubApi(signedInAs(CUSTOMER));
    renderPage(<Signup />, { path: '/signup' });
    expect(
      await screen.findByText('You are signed in as Jordan. Choose a plan to continue to payment.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    const plans = screen.getByRole('group', { name: 'Choose your plan' });
    expect(within(plans).getByRole('radio', { name: /Standard/ })).toBeChecked();
  });
});

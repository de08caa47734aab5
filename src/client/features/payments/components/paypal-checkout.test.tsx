import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPage, stubApi } from '../../../test/render';
import { PaypalCheckout } from './paypal-checkout';
import { ACCOUNT, fillAccountFields } from '../../../test/account';

describe('PayPal checkout, information step', () => {
  test('asks a visitor for the same account as /signup, with the same messages', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<PaypalCheckout initialPlan="basic" signedIn={false} testMode />);
    await user.type(screen.getByLabelText('Username'), 'jo');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    // The resolver validates asynchronously: the first message is awaited.
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    expect(screen.getByLabelText('Apartment / Unit')).toHaveAccessibleDescription(
      'Apartment/Unit number is required',
    );
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('sends the account, the chosen plan and the doorstep details, then shows step two', async () => {
    const calls = stubApi({
      'POST /api/subscription-info': { status: 201, body: { subscriptionId: 9 } },
    });
    const { user } = renderPage(<PaypalCheckout initialPlan="basic" signedIn={false} testMode />);
    await user.click(screen.getByRole('button', { name: /Premium/ }));
    await fillAccountFields(user);
    await user.type(screen.getByLabelText('Gate code (optional)'), '#42');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(
      await screen.findByRole('button', { name: 'Subscribe with PayPal - $50.00/month' }),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { ...ACCOUNT, gateCode: '#42', specialInstructions: '', planType: 'premium' },
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES as M } from '../../domain/payment-messages';
import { savedSignUp } from '../test/account';
import { CUSTOMER, renderPage, signedInAs, stubApi } from '../test/render';
import PaypalSubscribe from './paypal-subscribe';

const SANDBOX = { card: 'sandbox', paypal: 'sandbox', stripePublishableKey: null };

const INFO = savedSignUp({ hasCurrent: true });

describe('/paypal-subscribe', () => {
  test('the information step paints without asking for the payment configuration', async () => {
    const calls = stubApi({});
    renderPage(<PaypalSubscribe />, { path: '/paypal-subscribe?plan=premium' });
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^Premium/ })).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Progress' })).getByText('Your information'),
    ).toHaveAttribute('aria-current', 'step');
    // The payment step asks for it, once there.
    expect(calls.map((c) => c.path)).not.toContain('/api/payments/config');
  });

  test('a server that takes no payments says so at the payment step, as /subscribe does', async () => {
    stubApi({
      ...signedInAs(CUSTOMER),
      'GET /api/payments/config': {
        body: { card: null, paypal: null, stripePublishableKey: null },
      },
      'GET /api/subscription-info': { body: INFO },
      'POST /api/subscription-info': { status: 201, body: { subscriptionId: 9 } },
    });
    const { user } = renderPage(<PaypalSubscribe />, { path: '/paypal-subscribe' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.serviceUnavailable);
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
  });

  // A customer with a subscription keeps their details: the form asks only for the plan's
  // doorstep notes, and the pending subscription's plan is chosen.
  test('saving the information opens the payment step with PayPal chosen, card beside it', async () => {
    const calls = stubApi({
      ...signedInAs(CUSTOMER),
      'GET /api/payments/config': { body: SANDBOX },
      'GET /api/subscription-info': { body: INFO },
      'POST /api/subscription-info': { status: 201, body: { subscriptionId: 9 } },
    });
    const { user } = renderPage(<PaypalSubscribe />, { path: '/paypal-subscribe' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).not.toBeChecked();
    expect(
      screen.getByRole('button', { name: 'Subscribe with PayPal - $25.00/month' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Progress' })).getByText('Payment'),
    ).toHaveAttribute('aria-current', 'step');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/subscription-info',
        body: expect.objectContaining({ plan: 'basic' }),
      }),
    ]);
  });
});

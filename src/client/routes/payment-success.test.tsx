import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES as M } from '../../domain/payment-messages';
import { formatServiceDate } from '../../domain/pickup-calendar';
import {
  formatHour,
  PICKUP_WINDOW_LABEL,
  PICKUP_WINDOW_START_HOUR,
} from '../../domain/pickup-window';
import { CUSTOMER, renderPage, signedInAs, stubApi, type StubReply } from '../test/render';
import { subscriptionFixture } from '../test/subscription';
import PaymentSuccess from './payment-success';

const SUBSCRIPTION = subscriptionFixture({
  id: 8,
  gateCode: null,
  specialInstructions: null,
  createdAt: '2026-11-24T15:00:00.000Z',
  provider: 'sandbox',
  // A Saturday: no plan's weekdays give it, so only the server's answer can put it on screen.
  nextPickup: '2026-11-28',
});

const card = () => within(screen.getByRole('main'));
/** The page's buttons in order: the first is the main one. */
const buttons = () =>
  card()
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

function page(path: string, routes: Record<string, StubReply> = {}) {
  const calls = stubApi(routes);
  renderPage(
    <main>
      <PaymentSuccess />
    </main>,
    { path },
  );
  return calls;
}

describe('payment success', () => {
  test('says when the first pickup is, what to put out, and leads to the subscription', async () => {
    page('/payment-success?subscription_id=SBX-1', {
      ...signedInAs(CUSTOMER),
      'GET /api/paypal/subscription/SBX-1': { body: SUBSCRIPTION },
    });

    const next = await screen.findByRole('region', { name: M.nextStepsTitle });
    expect(next).toHaveTextContent(
      `Your first pickup: ${formatServiceDate('2026-11-28')}, ${PICKUP_WINDOW_LABEL}`,
    );
    expect(next).toHaveTextContent('Saturday, November 28');
    expect(next).toHaveTextContent(M.bagsOutText(3, formatHour(PICKUP_WINDOW_START_HOUR)));
    expect(buttons()).toEqual([
      ['View My Subscription', '/profile'],
      ['Return to Home', '/'],
    ]);
    expect(screen.getByRole('main')).not.toHaveTextContent(/#\d|Subscription \d/);
  });

  test('a visitor back without a session is sent to the subscription for the date', async () => {
    page('/payment-success?subscription_id=SBX-1', {
      'GET /api/paypal/subscription/SBX-1': {
        body: { plan: 'basic', price: 2500, status: 'active' },
      },
    });

    const next = await screen.findByRole('region', { name: M.nextStepsTitle });
    expect(next).toHaveTextContent(M.firstPickupInAccount);
    expect(next).toHaveTextContent('Put up to 2 sealed bags');
  });
});

describe('coming back to the success page later', () => {
  test('a customer with a subscription gets the way to it beside the error', async () => {
    page('/payment-success', {
      ...signedInAs(CUSTOMER),
      'GET /api/subscriptions': { body: [{ ...SUBSCRIPTION, status: 'paused', nextPickup: null }] },
    });

    expect(await screen.findByText(M.existingSubscriptionText)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.noSubscriptionId);
    expect(buttons()).toEqual([
      ['View My Subscription', '/profile'],
      ['Return to Pricing', '/pricing'],
    ]);
  });

  test('a subscription that is no longer active still leads to the current one', async () => {
    page('/payment-success?subscription_id=SBX-1', {
      ...signedInAs(CUSTOMER),
      'GET /api/paypal/subscription/SBX-1': { body: { ...SUBSCRIPTION, status: 'cancelled' } },
      'GET /api/subscriptions': {
        body: [
          { ...SUBSCRIPTION, status: 'cancelled' },
          { ...SUBSCRIPTION, id: 9 },
        ],
      },
    });

    expect(await screen.findByText(M.existingSubscriptionText)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This subscription is cancelled.');
    expect(screen.getByRole('link', { name: 'View My Subscription' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  test('a customer with only ended subscriptions is offered the plans alone', async () => {
    const calls = page('/payment-success', {
      ...signedInAs(CUSTOMER),
      'GET /api/subscriptions': { body: [{ ...SUBSCRIPTION, status: 'cancelled' }] },
    });

    await screen.findByRole('link', { name: 'Return to Pricing' });
    expect(calls.map((c) => c.path)).toContain('/api/subscriptions');
    expect(buttons()).toEqual([['Return to Pricing', '/pricing']]);
    expect(screen.queryByText(M.existingSubscriptionText)).not.toBeInTheDocument();
  });

  test('a visitor is not asked about subscriptions', async () => {
    const calls = page('/payment-success');

    expect(await screen.findByRole('alert')).toHaveTextContent(M.noSubscriptionId);
    await screen.findByRole('link', { name: 'Return to Pricing' });
    expect(buttons()).toEqual([['Return to Pricing', '/pricing']]);
    expect(calls.map((c) => c.path)).not.toContain('/api/subscriptions');
  });
});

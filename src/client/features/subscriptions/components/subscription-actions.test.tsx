import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { CUSTOMER, renderPage, signedInAs, stubApi, toastRegion } from '../../../test/render';
import { NoSubscriptionsYet, SubscriptionList } from './subscription-list';
import { SubscriptionOverview } from './subscription-overview';

const ACTIVE: Subscription = {
  id: 31,
  userId: CUSTOMER.id,
  plan: 'standard',
  price: 3500,
  status: 'active',
  gateCode: '',
  specialInstructions: '',
  createdAt: '2026-03-02T15:00:00.000Z',
  pausedAt: null,
  pauseEndsAt: null,
  returnsOn: null,
  pauseDaysLeft: 0,
  provider: 'paypal',
  card: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  pendingPlan: null,
  pendingPlanAt: null,
  nextCharge: null,
  pastDue: null,
  nextPickup: null,
  holds: [],
};

const NO_PAUSE_LEFT = 'You have used all 30 pause days for this year.';

function api() {
  return stubApi({
    ...signedInAs(CUSTOMER),
    'GET /api/subscriptions': { body: [ACTIVE] },
    [`POST /api/subscriptions/${ACTIVE.id}/pause`]: {
      status: 409,
      body: { message: NO_PAUSE_LEFT },
    },
  });
}

// The profile lists every subscription as a card; the portal shows the current one. Both offer
// the same actions, through the same component, and report a refusal the same way.
const PLACES = {
  '/profile': () => <SubscriptionList empty={<NoSubscriptionsYet />} />,
  '/client-portal': () => <SubscriptionOverview subscription={ACTIVE} />,
};

describe.each(Object.entries(PLACES))('the subscription actions on %s', (path, place) => {
  test('change plan, pause and cancel; a refused pause says why', async () => {
    api();
    const { user } = renderPage(place(), { path });
    await screen.findByText('Standard Plan');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Upgrade Plan', 'Pause Service', 'Cancel Subscription']);

    await user.click(screen.getByRole('button', { name: 'Pause Service' }));
    expect(await toastRegion().findByText(NO_PAUSE_LEFT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Upgrade Plan' }));
    expect(dialog.getByRole('button', { name: 'Switch to Premium' })).toBeInTheDocument();
  });
});

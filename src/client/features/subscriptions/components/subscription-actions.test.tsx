import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HOLD_MESSAGES } from '../../../../domain/holds';
import { describe, expect, test } from 'vitest';
import { CUSTOMER, renderPage, signedInAs, stubApi, toastRegion } from '../../../test/render';
import { subscriptionFixture } from '../../../test/subscription';
import { NoSubscriptionsYet, SubscriptionList } from './subscription-list';
import { SubscriptionOverview } from './subscription-overview';

const ACTIVE = subscriptionFixture();

const NO_PAUSE_LEFT = 'You have used all 30 pause days for this year.';

/** Picks the first return day the calendar offers, in the next month when this one has none. */
async function pickReturnDay(user: UserEvent, dialog: BoundFunctions<typeof queries>) {
  // The calendar's code loads when the dialog first opens.
  await dialog.findAllByRole('gridcell');
  const enabledDays = () =>
    dialog
      .getAllByRole('gridcell')
      .flatMap((cell) => within(cell).queryAllByRole('button'))
      .filter((b) => !b.hasAttribute('disabled'));
  if (enabledDays().length === 0) {
    await user.click(dialog.getByRole('button', { name: /next month/i }));
  }
  await user.click(enabledDays()[0]!);
}

function api() {
  return stubApi({
    ...signedInAs(CUSTOMER),
    'GET /api/subscriptions': { body: [ACTIVE] },
    [`POST /api/subscriptions/${ACTIVE.id}/holds`]: {
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
    const hold = within(await screen.findByRole('dialog', { name: 'Put your pickups on hold' }));
    expect(hold.getByText('You have 30 hold days left in', { exact: false })).toBeInTheDocument();
    expect(hold.getByText(HOLD_MESSAGES.billingNote)).toBeInTheDocument();
    expect(hold.getByRole('button', { name: 'Start Hold' })).toBeDisabled();
    await pickReturnDay(user, hold);
    expect(hold.getByText('Pickups skipped')).toBeInTheDocument();
    expect(hold.getByText(/^Pickups come back on /)).toBeInTheDocument();
    await user.click(hold.getByRole('button', { name: 'Start Hold' }));
    expect(await toastRegion().findByText(NO_PAUSE_LEFT)).toBeInTheDocument();
    await user.click(hold.getByRole('button', { name: 'Go Back' }));

    await user.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Upgrade Plan' }));
    expect(dialog.getByRole('button', { name: 'Switch to Premium' })).toBeInTheDocument();
  });
});

describe('the cancel dialog', () => {
  const PAID = {
    ...ACTIVE,
    pauseDaysLeft: 12,
    currentPeriodStart: '2099-11-23T16:00:00.000Z',
    currentPeriodEnd: '2099-12-23T16:00:00.000Z',
  };
  const CANCELLED = { ...PAID, status: 'cancelled' as const, serviceEndsAt: PAID.currentPeriodEnd };

  test('asks why, keeps the pickups paid for, and says so after', async () => {
    const calls = stubApi({
      ...signedInAs(CUSTOMER),
      [`POST /api/subscriptions/${PAID.id}/cancel`]: { body: CANCELLED },
    });
    const { user } = renderPage(<SubscriptionOverview subscription={PAID} />, {
      path: '/client-portal',
    });
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to cancel?' }),
    );
    expect(dialog.getByTestId('cancel-service-end')).toHaveTextContent(
      'Billing stops now and cannot be restarted. Pickups continue until Dec 23',
    );
    expect(dialog.getByRole('button', { name: 'Pause instead' })).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Other' }));
    await user.type(dialog.getByRole('textbox', { name: 'Tell us more (optional)' }), 'Moved in');
    await user.click(dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(
      await toastRegion().findByText('Billing has stopped. Pickups continue until Dec 23.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'other',
      note: 'Moved in',
    });
  });

  test('offers a hold instead, which opens the hold dialog and cancels nothing', async () => {
    const calls = stubApi(signedInAs(CUSTOMER));
    const { user } = renderPage(<SubscriptionOverview subscription={PAID} />, {
      path: '/client-portal',
    });
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/pause instead, for up to 12 days this year/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Pause instead' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Put your pickups on hold' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  test('no pause days left: no offer', async () => {
    stubApi(signedInAs(CUSTOMER));
    const { user } = renderPage(
      <SubscriptionOverview subscription={{ ...PAID, pauseDaysLeft: 0 }} />,
      {
        path: '/client-portal',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.queryByRole('button', { name: 'Pause instead' })).not.toBeInTheDocument();
  });

  test('a cancelled subscription still served shows until when, with no actions', async () => {
    stubApi({ ...signedInAs(CUSTOMER), 'GET /api/subscriptions': { body: [CANCELLED] } });
    renderPage(<SubscriptionList empty={<NoSubscriptionsYet />} />, { path: '/profile' });
    expect(await screen.findByTestId('service-ends')).toHaveTextContent(
      'Pickups continue until Dec 23',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});

describe('holds booked for later', () => {
  test('are listed with their dates, to change or cancel', async () => {
    const booked = {
      ...ACTIVE,
      holds: [{ id: 4, startsOn: '2027-12-20', returnsOn: '2028-01-04' }],
    };
    stubApi({
      ...signedInAs(CUSTOMER),
      'GET /api/subscriptions': { body: [booked] },
      [`DELETE /api/subscriptions/${ACTIVE.id}/holds/4`]: { body: ACTIVE },
    });
    const { user } = renderPage(<SubscriptionOverview subscription={booked} />, {
      path: '/client-portal',
    });
    const list = within(await screen.findByRole('list', { name: 'Holds booked' }));
    expect(list.getByText('On hold Dec 20 – Jan 3')).toBeInTheDocument();
    expect(list.getByText('Pickups come back on Tuesday, January 4.')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Change' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your hold' }));
    expect(dialog.getByText('On hold Dec 20 – Jan 3 (15 days)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go Back' }));

    await user.click(list.getByRole('button', { name: 'Cancel Hold' }));
    expect(await toastRegion().findByText(HOLD_MESSAGES.cancelledText)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { HOLD_MESSAGES } from '../../../../domain/holds';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { CUSTOMER, renderPage, signedInAs, stubApi } from '../../../test/render';
import { HoldDialog } from './hold-dialog';

const ACTIVE: Subscription = {
  id: 31,
  userId: CUSTOMER.id,
  plan: 'basic',
  price: 2500,
  status: 'active',
  gateCode: '',
  specialInstructions: '',
  createdAt: '2026-03-02T15:00:00.000Z',
  pausedAt: null,
  pauseEndsAt: null,
  returnsOn: null,
  pauseDaysLeft: 12,
  provider: 'sandbox',
  card: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  pendingPlan: null,
  pendingPlanAt: null,
  nextCharge: null,
  pastDue: null,
  nextPickup: null,
  holds: [],
  serviceEndsAt: null,
};

describe('the hold dialog opened by another dialog', () => {
  test('shows without a trigger of its own and says when it closes', async () => {
    stubApi({ ...signedInAs(CUSTOMER) });
    const onOpenChange = vi.fn();
    const { user } = renderPage(
      <HoldDialog subscription={ACTIVE} open trigger={null} onOpenChange={onOpenChange} />,
      { path: '/client-portal' },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Put your pickups on hold' }));
    expect(screen.queryByRole('button', { name: 'Pause Service' })).toBeNull();
    expect(dialog.getByText('You have 12 hold days left in', { exact: false })).toBeInTheDocument();
    expect(dialog.getByText(HOLD_MESSAGES.billingNote)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go Back' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

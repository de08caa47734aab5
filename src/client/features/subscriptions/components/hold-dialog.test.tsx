import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { HOLD_MESSAGES } from '../../../../domain/holds';
import { CUSTOMER, renderPage, signedInAs, stubApi } from '../../../test/render';
import { subscriptionFixture } from '../../../test/subscription';
import { HoldDialog } from './hold-dialog';

const ACTIVE = subscriptionFixture({
  plan: 'basic',
  price: 2500,
  pauseDaysLeft: 12,
  provider: 'sandbox',
});

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

import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';

test.describe('managing a subscription from the profile', () => {
  test('pause → resume → cancel, with the confirmation dialog @phone', async ({
    page,
    customer,
  }) => {
    void customer;
    await activeSubscription(page.request);
    await page.goto('/profile');
    const card = page.getByRole('article', { name: 'Standard Plan' });
    await expect(card.getByText('active', { exact: true })).toBeVisible();
    await expect(card.getByText('Next pickup')).toBeVisible();
    await expectNoA11yViolations(page);
    await saveShot(page, 'profile-active');

    await card.getByRole('button', { name: 'Pause Service' }).click();
    const hold = page.getByRole('dialog', { name: 'Put your pickups on hold' });
    await hold
      .getByRole('button', { name: /^(?!Today)\w+day, /, disabled: false })
      .first()
      .click();
    await hold.getByRole('button', { name: 'Start Hold' }).click();
    await expectToast(page, { title: 'Subscription paused' });
    await expect(card.getByText('paused', { exact: true })).toBeVisible();
    await expect(card.getByText('Next pickup')).toHaveCount(0);
    await expect(card).toContainText('billing paused');

    await card.getByRole('button', { name: 'Resume Now' }).click();
    await expectToast(page, { title: 'Subscription resumed' });
    await expect(card.getByText('active', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' });
    await expect(dialog).toContainText('cancelled immediately');
    await expect(dialog).toContainText('sign up again');
    await expectNoA11yViolations(page);
    await saveShot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('active', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expectToast(page, { title: 'Subscription cancelled' });
    await expect(card.getByText('cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'sign up again' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  test('a refused change shows the failure toast with the reason', async ({ page, customer }) => {
    void customer;
    const id = await activeSubscription(page.request);
    await page.goto('/profile');
    const card = page.getByRole('article', { name: 'Standard Plan' });
    await expect(card.getByRole('button', { name: 'Pause Service' })).toBeVisible();
    // Paused elsewhere (another tab) meanwhile: this page still offers Pause.
    await page.request.post(`/api/subscriptions/${id}/pause`);
    await card.getByRole('button', { name: 'Pause Service' }).click();
    const hold = page.getByRole('dialog', { name: 'Put your pickups on hold' });
    await hold
      .getByRole('button', { name: /^(?!Today)\w+day, /, disabled: false })
      .first()
      .click();
    await hold.getByRole('button', { name: 'Start Hold' }).click();
    await expectToast(page, {
      title: 'Failed to pause',
      description: 'Only an active subscription can be paused; this one is paused.',
      variant: 'destructive',
    });
    // The list was refreshed: it now offers Resume.
    await expect(card.getByRole('button', { name: 'Resume Now' })).toBeVisible();
  });
});

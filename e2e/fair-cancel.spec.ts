import { randomUUID } from 'node:crypto';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { activeSubscription } from './support/subscriptions';

// A fair cancel on the sandbox (docs/decisions/039-a-fair-cancel.md): billing stops, the pickups
// paid for continue, and the office reads why.

test('a cancel with a reason keeps the pickups paid for, and the office counts it', async ({
  page,
  customer,
  office,
}) => {
  void customer;
  await activeSubscription(page.request, 'standard');
  await page.goto('/client-portal');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' });
  await expect(dialog).toContainText('Billing stops now and cannot be restarted.');
  await expect(dialog.getByTestId('cancel-service-end')).toContainText('Pickups continue until');
  await expect(dialog.getByRole('button', { name: 'Pause instead' })).toBeVisible();
  const words = `Building has a chute now ${randomUUID().slice(0, 8)}`;
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('textbox', { name: 'Tell us more (optional)' }).fill(words);
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();

  await expectToast(page, { title: 'Subscription cancelled' });
  const until = page.getByTestId('service-ends');
  await expect(until).toHaveText(/^Pickups continue until [A-Z][a-z]{2} \d{1,2}$/);
  await expect(page.getByTestId('next-pickup')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByTestId('service-ends')).toHaveText((await until.textContent()) ?? '');

  await office.goto('/admin/subscriptions');
  const section = office.getByRole('region', { name: 'Why customers cancel' });
  const month = section.getByRole('article').first();
  await expect(month.getByRole('term').filter({ hasText: 'Other' })).toBeVisible();
  await expect(month.getByText(words)).toBeVisible();
  await expectFitsAtEveryWidth(office, 'office-cancellations');
});

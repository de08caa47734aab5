import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CustomerServices } from '../src/domain/schemas/service-schedule';
import { registerAccount, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { linkTo, mailsTo, waitForMail } from './support/mail';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';

// Billing on the built-in sandbox, through its test controls (docs/product.md#billing).

const main = (page: Page) => page.getByRole('main');
const dueBanner = (page: Page) => page.getByTestId('payment-due-banner');

/** The sandbox's card form in the Update payment method dialog: the number and expiry as typed. */
async function saveNewCard(page: Page) {
  await main(page).getByRole('button', { name: 'Update payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update payment method' });
  await dialog.getByLabel('Card number').pressSequentially('4242424242424242');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await dialog.getByLabel('Security code').fill('123');
  return dialog;
}

test.describe('a failed renewal', () => {
  test('renewal fails → banner and one email → a new card pays it → the banner goes', async ({
    page,
    customer,
  }) => {
    test.slow();
    await activeSubscription(page.request, 'standard');
    await page.goto('/client-portal?tab=billing');
    await expect(page.getByTestId('payment-method')).toHaveText('Visa ending in 4242 (test mode)');
    await page.getByRole('button', { name: 'Make the next renewal fail' }).click();
    await expectToast(page, { title: 'The next renewal will fail' });
    await page.getByRole('button', { name: 'Advance to the next renewal' }).click();

    await expect(dueBanner(page)).toContainText("Your last payment didn't go through");
    await expect(dueBanner(page)).toContainText(
      /We could not collect \$35\.00\. Your pickups continue until \w{3} \d{1,2}/,
    );
    const history = page.getByRole('list', { name: 'Invoices' });
    await expect(history.getByRole('listitem').first()).toContainText('unpaid');
    await expect(
      dueBanner(page).getByRole('link', { name: 'Update payment method' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'billing-past-due');

    const mail = await waitForMail(customer.email, 10_000, (m) =>
      m.subject.startsWith('Payment failed'),
    );
    expect(mail.subject).toBe('Payment failed for your Standard plan');
    expect(mail.text).toContain('Your pickups continue until');

    // The profile says it too, and the status reads as words.
    await page.goto('/profile');
    await expect(dueBanner(page)).toContainText("Your last payment didn't go through");
    const card = page.getByRole('article', { name: 'Standard Plan' });
    await expect(card.getByText('past due', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await saveShot(page, 'profile-past-due');

    // The email's link opens the billing tab, where a new card pays what is owed at once.
    await page.goto(linkTo(mail, '/client-portal'));
    await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
    const dialog = await saveNewCard(page);
    await expect(dialog).toContainText('We charge what you owe to the new card');
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'billing-new-card');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectToast(page, {
      title: 'Payment method updated',
      description: 'Your payment went through: your pickups are on.',
    });
    await expect(dueBanner(page)).toHaveCount(0);
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('paid');
    await expect(history).not.toContainText('unpaid');

    // One email for the failed invoice, whatever came after.
    const failed = (await mailsTo(customer.email)).filter((m) =>
      m.subject.startsWith('Payment failed'),
    );
    expect(failed).toHaveLength(1);
  });

  test('paid through PayPal: approving again on its page pays what is owed', async ({
    page,
    customer,
  }) => {
    void customer;
    const { subscriptionId: id } = (await (
      await page.request.post('/api/subscription-info', { data: { planType: 'basic' } })
    ).json()) as { subscriptionId: number };
    const { id: approval } = (await (
      await page.request.post('/api/paypal/subscription', {
        data: { subscriptionId: id, planType: 'basic' },
      })
    ).json()) as { id: string };
    await page.request.post(`/api/sandbox/checkouts/${approval}/decision`, {
      data: { action: 'approve' },
    });
    await page.request.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
    await page.request.post(`/api/sandbox/subscriptions/${id}/renew`);

    await page.goto('/client-portal?tab=billing');
    await expect(dueBanner(page)).toContainText("Your last payment didn't go through");
    await expect(page.getByTestId('payment-method')).toHaveText(
      'Sandbox PayPal (test payments, no real charge)',
    );
    await main(page).getByRole('button', { name: 'Update payment method' }).click();
    await expect(page).toHaveURL(/\/sandbox-paypal\?token=SBXRA-/);
    await page.getByRole('button', { name: 'Agree & Subscribe' }).click();

    await expect(page).toHaveURL(/\/client-portal\?tab=billing$/);
    await expectToast(page, {
      title: 'Payment method updated',
      description: 'Your payment went through: your pickups are on.',
    });
    await expect(dueBanner(page)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Invoices' })).not.toContainText('unpaid');
  });

  test('grace period over → the pickups leave the route sheet → a payment brings them back', async ({
    page,
    office: admin,
  }) => {
    test.slow();
    // A community of its own, so this customer's stop is easy to find on a shared route sheet.
    const community = `Grace Commons ${randomUUID().slice(0, 6)}`;
    const account = uniqueAccount({ communityRequest: community });
    await registerAccount(page.request, account);
    const id = await activeSubscription(page.request, 'premium');
    const services = (await (
      await page.request.get('/api/service-schedules')
    ).json()) as CustomerServices;
    const day = services.upcoming[0]!.serviceDate;

    await admin.goto(`/admin/route-sheet?date=${day}`);
    const stops = admin.getByRole('region', { name: new RegExp(`^${community}`) });
    await expect(stops).toContainText(account.address);

    // The renewal fails and the month goes by unpaid: the sandbox gives up, as a provider
    // does after its retries, and the subscription is suspended.
    await page.request.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
    await page.request.post(`/api/sandbox/subscriptions/${id}/renew`);
    await page.goto('/client-portal?tab=billing');
    await expect(dueBanner(page)).toContainText("Your last payment didn't go through");
    await page.getByRole('button', { name: 'Advance to the next renewal' }).click();
    await expect(dueBanner(page)).toContainText('Your pickups are on hold');
    await expectNoA11yViolations(page);
    await saveShot(page, 'billing-suspended');

    await admin.reload();
    await expect(admin.getByRole('heading', { name: 'Route Sheet' })).toBeVisible();
    await expect(stops).toHaveCount(0);

    // The office sees it in the Subscriptions list, by status.
    await admin.goto('/admin/subscriptions');
    await admin.getByRole('searchbox', { name: 'Search Subscriptions' }).fill(account.email);
    await admin.getByRole('button', { name: 'Filter' }).click();
    await admin.getByLabel('Status').selectOption('suspended');
    const row = admin.getByRole('table', { name: 'Subscriptions' }).getByRole('row').nth(1);
    await expect(row).toContainText(`${account.firstName} ${account.lastName}`);
    await expect(row).toContainText('suspended');
    await expectNoA11yViolations(admin);

    // A new card pays: the pickups are back on the route sheet at once.
    const dialog = await saveNewCard(page);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectToast(page, { title: 'Payment method updated' });
    await expect(dueBanner(page)).toHaveCount(0);
    await admin.goto(`/admin/route-sheet?date=${day}`);
    await expect(stops).toContainText(account.address);

    const subjects = (await mailsTo(account.email)).map((m) => m.subject);
    expect(subjects).toContain('Your pickups are on hold until your payment goes through');
    await waitForMail(account.email, 10_000, (m) => m.subject === 'Your pickups are back on');
  });
});

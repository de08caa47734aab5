import type { Page } from '@playwright/test';
import type {
  PaypalSubscriptionResponse,
  SubscriptionInfoResponse,
} from '../src/domain/schemas/payments';
import { expect, test, toast } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { expectFitsAtEveryWidth, SCREEN_WIDTHS } from './support/fit';
import { activeSubscription } from './support/subscriptions';
import { adminLogin } from './support/accounts';

// From the smallest phone to a laptop, no label spills out of its button, tab or link and
// nothing is drawn over its neighbour.

/** The checks end at the widest screen; the narrowest is where a layout change shows. */
async function expectNoA11yViolationsOnAPhone(page: Page) {
  await page.setViewportSize({ width: SCREEN_WIDTHS[0], height: 800 });
  await expectNoA11yViolations(page);
}

/** Opens the phone menu where the screen has one (below the desktop breakpoint). */
async function openMenuIfAny(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('everything fits from 320 to 1366 px', () => {
  for (const [path, name] of [
    ['/', 'home'],
    ['/pricing', 'pricing'],
  ] as const) {
    test(`${path}, signed out, and its menu`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Sign Up sits in the header at every width, beside the phone menu's button.
      await expectFitsAtEveryWidth(page, name, () =>
        expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible(),
      );
      await expectFitsAtEveryWidth(page, `${name}-menu`, () => openMenuIfAny(page));
      await expectNoA11yViolationsOnAPhone(page);
    });
  }

  for (const [path, name] of [
    ['/paypal-subscribe?plan=premium', 'paypal-information'],
    ['/signup?plan=premium', 'signup-information'],
  ] as const) {
    test(`the sign-up form on ${path.split('?')[0]}, signed out, with the community list open`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
      await page.getByLabel('ZIP code').fill('77494');
      const picker = page.getByRole('combobox', { name: 'Community' });
      await expect(picker).toBeEnabled();
      // Typing scrolled the field into view; the check starts from the top like a visit does.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFitsAtEveryWidth(page, name);
      await picker.click();
      await expect(page.getByRole('listbox', { name: 'Communities' })).toBeVisible();
      await expectNoA11yViolationsOnAPhone(page);
      await picker.press('Escape');
      // Not served: the message and the waitlist offer fit under the field.
      await page.getByLabel('ZIP code').fill('90210');
      await expect(page.getByRole('link', { name: 'Join the waitlist' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFitsAtEveryWidth(page, `${name}-not-served`);
      await expectNoA11yViolationsOnAPhone(page);
    });
  }

  test('every tab of the client portal', async ({ page, customer }) => {
    void customer;
    await activeSubscription(page.request, 'premium');
    await page.goto('/client-portal');
    for (const tab of ['Dashboard', 'Schedule', 'Billing', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tab })).not.toContainText(/Loading/);
      await expectFitsAtEveryWidth(page, `portal-${tab.toLowerCase()}`);
      await expectNoA11yViolationsOnAPhone(page);
    }
  });

  test('every tab of the admin dashboard', async ({ page }) => {
    await adminLogin(page);
    // The welcome toast floats over the page by design; the layout underneath is what is checked.
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page)).toHaveCount(0);
    for (const tab of ['Users', 'Subscriptions', 'Service Management']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('table')).toBeVisible();
      await expectFitsAtEveryWidth(page, `admin-${tab.toLowerCase().replace(' ', '-')}`);
    }
  });

  test('the sandbox PayPal approval page', async ({ page, customer }) => {
    void customer;
    const saved = await page.request.post('/api/subscription-info', {
      data: { plan: 'premium', gateCode: '', specialInstructions: '' },
    });
    const { subscriptionId } = (await saved.json()) as SubscriptionInfoResponse;
    const created = await page.request.post('/api/paypal/subscription', {
      data: { subscriptionId, planType: 'premium', planId: 'premium' },
    });
    const { links } = (await created.json()) as PaypalSubscriptionResponse;
    await page.goto(links.find((link) => link.rel === 'approve')!.href);
    await expect(page.getByRole('button', { name: 'Agree & Subscribe' })).toBeVisible();
    await expectFitsAtEveryWidth(page, 'sandbox-paypal');
    await expectNoA11yViolationsOnAPhone(page);
  });
});

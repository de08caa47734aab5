import type { Subscription } from '../src/domain/schemas/subscription';
import { adminLogin, fillSignup, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';

// The one sign-up (docs/product.md#sign-up-flow): what the information step takes is on the
// server, so the customer can pay later from another browser and the porter still gets the gate
// code.

test('sign up on /signup, pay later in a new browser: the route sheet has the gate code', async ({
  page,
  browser,
}) => {
  // Three browsers, a payment and the route sheet: a long journey on a busy machine.
  test.slow();
  const account = uniqueAccount({ firstName: 'Quinn', lastName: 'Delgado' });
  await page.goto('/signup?plan=standard');
  await fillSignup(page, account, { gateCode: '1357', instructions: 'Leave by the planter' });
  await page.getByLabel('Building (optional)').fill('4');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectFitsAtEveryWidth(page, 'signup-filled');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, { title: 'Information saved' });
  await expect(page).toHaveURL(/\/subscribe\?plan=standard$/);
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('1357');
  // Stops here, without paying.

  const later = await browser.newContext();
  try {
    const other = await later.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(account.email);
    await other.getByLabel('Password', { exact: true }).fill(account.password);
    await other.getByRole('button', { name: 'Log In' }).click();
    await expect(other).toHaveURL(/\/profile$/);
    // The unpaid checkout is not a subscription yet.
    await expect(other.getByRole('article')).toHaveCount(0);

    await other.goto('/subscribe');
    const summary = other.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Standard Plan');
    await expect(summary).toContainText('1357');
    await other.getByLabel('Card number').fill('4242 4242 4242 4242');
    await other.getByLabel('Expiry (MM/YY)').fill('12/34');
    await other.getByLabel('Security code').fill('123');
    await other.getByRole('button', { name: 'Subscribe Now - $35.00/month' }).click();
    await expect(other.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    const [paid] = (await (await other.request.get('/api/subscriptions')).json()) as Subscription[];
    expect(paid).toMatchObject({ status: 'active', gateCode: '1357' });
    const firstPickup = paid!.nextPickup!;
    expect(firstPickup).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const staff = await browser.newContext();
    try {
      const admin = await staff.newPage();
      await adminLogin(admin);
      await admin.goto(`/admin/route-sheet?date=${firstPickup}`);
      const stop = admin.getByRole('listitem').filter({ hasText: 'Quinn Delgado' });
      await expect(stop).toContainText('Gate code: 1357');
      await expect(stop).toContainText('Leave by the planter');
    } finally {
      await staff.close();
    }
  } finally {
    await later.close();
  }
});

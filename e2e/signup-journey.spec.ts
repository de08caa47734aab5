import type { Subscription } from '../src/domain/schemas/subscription';
import { fillSignup, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { saveShot } from './support/shots';
import { expectNoRecordNumbers } from './support/words';

// The one sign-up (docs/product.md#sign-up-flow): what the information step takes is on the
// server, so the customer can pay later from another browser and the porter still gets the gate
// code.

test('sign up on /signup, pay later in a new browser: the route sheet has the gate code', async ({
  page,
  browser,
  office: admin,
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

    await admin.goto(`/admin/route-sheet?date=${firstPickup}`);
    const stop = admin.getByRole('listitem').filter({ hasText: 'Quinn Delgado' });
    await expect(stop).toContainText('Gate code: 1357');
    await expect(stop).toContainText('Leave by the planter');
  } finally {
    await later.close();
  }
});

test('stopped at payment: /profile and the portal point back to it, and paying there activates the subscription @phone', async ({
  page,
}) => {
  test.slow();
  const account = uniqueAccount({ firstName: 'Riley' });
  await page.goto('/signup?plan=basic');
  await fillSignup(page, account, { gateCode: '2468', instructions: 'By the mat' });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=basic$/);
  // Stops here, without paying.

  const unfinished = page.getByRole('region', { name: "You haven't finished signing up" });
  await page.goto('/client-portal');
  await expect(unfinished).toContainText(
    'Your details are saved. Pay for the Basic plan to start doorstep pickup.',
  );
  await expect(unfinished.getByRole('link', { name: 'Continue to payment' })).toBeVisible();

  await page.goto('/profile');
  await expect(unfinished).toBeVisible();
  await expectNoRecordNumbers(page);
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'profile-unfinished-sign-up');
  await saveShot(page, 'profile-unfinished-sign-up');

  await unfinished.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=basic$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Basic Plan');
  await expect(summary).toContainText('2468');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Subscribe Now - $25.00/month' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await page.getByRole('link', { name: 'View My Subscription' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByRole('article', { name: 'Basic Plan' });
  await expect(card.getByText('active', { exact: true })).toBeVisible();
  await expect(card).toContainText('2468');
  await expect(unfinished).toHaveCount(0);
  const [paid] = (await (await page.request.get('/api/subscriptions')).json()) as Subscription[];
  expect(paid).toMatchObject({ status: 'active', plan: 'basic', gateCode: '2468' });
});

import type { Page } from '@playwright/test';
import {
  formatServiceDate,
  formatShortServiceDate,
  nextPickupDate,
  serviceClock,
  serviceHolidays,
} from '../src/domain/pickup-calendar';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { DEMO_CUSTOMER, logIn } from './support/accounts';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';

const main = (page: Page) => page.getByRole('main');

const pickupDay = (page: Page, day: string) =>
  page
    .getByRole('list', { name: 'Weekly pickup days' })
    .getByRole('listitem')
    .filter({
      has: page.getByTitle(day),
    });

test.describe('the client portal', () => {
  test('dashboard, schedule and billing show the real subscription; Upgrade Plan moves basic to standard @phone', async ({
    page,
    customer,
  }) => {
    // Every tab, a plan change and the settings: about 18 s on an idle two-core machine.
    test.slow();
    await activeSubscription(page.request, 'basic', {
      gateCode: '#2468',
      specialInstructions: 'Leave by the blue door',
    });
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
    await expect(main(page).getByText(`Hello ${customer.firstName}.`)).toBeVisible();

    // Dashboard: plan, price, status, the next pickup day (plan days minus holidays).
    await expect(main(page).getByText('Basic Plan')).toBeVisible();
    await expect(main(page).getByText('$25.00', { exact: true })).toBeVisible();
    await expect(page.getByTestId('next-charge')).toHaveText(/^\$25\.00 on [A-Z][a-z]{2} \d{1,2}$/);
    await expect(main(page).getByText('active', { exact: true })).toBeVisible();
    const next = formatServiceDate(nextPickupDate('basic'));
    await expect(page.getByTestId('next-pickup')).toHaveText(`${next}, 8am-12pm`);
    await expect(main(page).getByText('Mon and Thu')).toBeVisible();
    // Recent service lists the last 14 days up to today: on a plan day, today's pickup is there
    // before the crew has been.
    if (nextPickupDate('basic') === serviceClock(new Date()).date) {
      await expect(main(page).getByText('Our crew has not been to your door yet.')).toBeVisible();
    } else {
      await expect(main(page).getByText('No pickups yet.')).toBeVisible();
    }
    await expect(main(page).getByText(customer.address)).toBeVisible();
    await expectNoA11yViolations(page);
    await saveShot(page, 'portal-dashboard');

    // Schedule: the week grid marks Monday and Thursday only; holidays with this year's dates.
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(pickupDay(page, 'Monday')).toContainText('Pickup day');
    await expect(pickupDay(page, 'Thursday')).toContainText('Pickup day');
    await expect(pickupDay(page, 'Wednesday')).toContainText('No pickup');
    await expect(pickupDay(page, 'Sunday')).toContainText('No pickup');
    await expect(main(page).getByText('#2468')).toBeVisible();
    await expect(main(page).getByText('Leave by the blue door')).toBeVisible();
    const year = Number(serviceClock(new Date()).date.slice(0, 4));
    const holidays = page.getByRole('list', { name: `Service holidays ${year}` });
    for (const holiday of serviceHolidays(year)) {
      await expect(holidays).toContainText(
        `${holiday.name}${formatShortServiceDate(holiday.date)}`,
      );
    }
    const upcoming = page.getByRole('list', { name: 'Upcoming pickups' }).getByRole('listitem');
    await expect(upcoming.first()).toHaveText(next);
    await expectNoA11yViolations(page);
    await saveShot(page, 'portal-schedule');

    // Billing: the card this subscription is really charged to and the payment it made.
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(page.getByTestId('payment-method')).toHaveText('Visa ending in 4242 (test mode)');
    const history = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('$25.00');
    await expect(history.first()).toContainText('paid');
    await expectNoA11yViolations(page);
    await saveShot(page, 'portal-billing');

    // Upgrade Plan: basic → standard, the new plan and days show at once.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Upgrade Plan' });
    await expect(dialog.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expectNoA11yViolations(page);
    await saveShot(page, 'portal-upgrade-dialog');
    await dialog.getByRole('button', { name: 'Switch to Standard' }).click();
    await expectToast(page, { title: 'Plan changed', description: /Standard plan at \$35\.00/ });
    await expect(main(page).getByText('Standard Plan')).toBeVisible();
    await expect(main(page).getByText('$35.00', { exact: true })).toBeVisible();
    await expect(page.getByTestId('next-charge')).toHaveText(/^\$35\.00 on /);
    await expect(main(page).getByText('Mon, Wed and Fri')).toBeVisible();
    await expect(page.getByTestId('next-pickup')).toHaveText(
      `${formatServiceDate(nextPickupDate('standard'))}, 8am-12pm`,
    );
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(pickupDay(page, 'Wednesday')).toContainText('Pickup day');
    await expect(upcoming.first()).toHaveText(formatServiceDate(nextPickupDate('standard')));
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(main(page).getByText('$35.00 billed monthly')).toBeVisible();
  });

  test('the customer chooses Español in Settings; the portal turns Spanish, and it is kept', async ({
    page,
    customer,
  }) => {
    await page.goto('/client-portal');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(main(page).getByText(customer.email)).toBeVisible();
    const spanish = main(page).getByRole('radio', { name: 'Español' });
    await expect(main(page).getByRole('radio', { name: 'English' })).toBeChecked();
    await spanish.check();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/user')).json()) as { language: string }).language,
      )
      .toBe('es');
    // The portal follows at once: its tabs read Spanish, the page says it is in Spanish.
    await expect(page.getByRole('tab', { name: 'Ajustes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await page.getByRole('tab', { name: 'Ajustes' }).click();
    await expect(main(page).getByRole('radio', { name: 'Español' })).toBeChecked();
    await expectNoA11yViolations(page);
  });

  test('Change Password changes it; the new password logs in', async ({ page, customer }) => {
    await page.goto('/client-portal');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(main(page).getByText(customer.email)).toBeVisible();
    // Help and policies links it, and so does the text consent's disclosure.
    const policies = main(page).getByRole('link', { name: 'Privacy Policy' });
    await expect(policies).toHaveCount(2);
    for (const policy of await policies.all()) {
      await expect(policy).toHaveAttribute('href', '/privacy-policy');
    }
    await expect(main(page).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(main(page).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await expect(main(page).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(main(page).getByRole('link', { name: 'Staff login' })).toHaveAttribute(
      'href',
      '/admin-login',
    );

    await page.getByRole('button', { name: 'Change Password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('different');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form).toContainText('Password must be at least 8 characters');
    await expect(form).toContainText('Passwords do not match');

    await form.getByLabel('New password', { exact: true }).fill('brand-new-password-9');
    await form.getByLabel('Confirm new password').fill('brand-new-password-9');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form).toContainText('Current password is incorrect');
    await expectNoA11yViolations(page);
    await saveShot(page, 'portal-change-password');

    await form.getByLabel('Current password').fill(customer.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, { title: 'Password changed' });
    await expect(form).toHaveCount(0);

    await page.request.post('/api/logout');
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(
      main(page)
        .getByText(/Invalid username or password/)
        .first(),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password-9');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the demo customer sees their recent pickups and bills', async ({ page }) => {
    await logIn(page.request, DEMO_CUSTOMER);
    await page.goto('/client-portal');
    const recent = page.getByRole('list', { name: 'Recent pickups' }).getByRole('listitem');
    // Two weeks of Standard pickups (fewer around the holidays), one of them missed, with the
    // office's note.
    const missed = recent.filter({ hasText: 'Gate code did not work' });
    await expect(missed).toHaveCount(1);
    await expect(missed).toContainText('Missed');
    await expect(recent.filter({ hasText: 'Collected' }).first()).toBeVisible();
    expect(await recent.filter({ hasText: 'Collected' }).count()).toBeGreaterThanOrEqual(3);
    await expectNoA11yViolations(page);
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')).toHaveCount(2);
  });

  test("pause, resume and cancel work here too; a failure says the server's reason", async ({
    page,
    customer,
  }) => {
    void customer;
    const id = await activeSubscription(page.request, 'premium');
    await page.goto('/client-portal');
    await page.getByRole('button', { name: 'Pause Service' }).click();
    const hold = page.getByRole('dialog', { name: 'Put your pickups on hold' });
    await hold
      .getByRole('button', { name: /^(?!Today)\w+day, /, disabled: false })
      .first()
      .click();
    await hold.getByRole('button', { name: 'Start Hold' }).click();
    await expectToast(page, { title: 'Subscription paused' });
    await expect(main(page).getByText(/Pickups are on hold since/)).toBeVisible();
    await expect(page.getByTestId('next-pickup')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(main(page).getByText('No pickups scheduled.', { exact: false })).toBeVisible();

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    // Resumed elsewhere meanwhile (another tab): this page still offers Resume.
    await page.request.post(`/api/subscriptions/${id}/resume`);
    await page.getByRole('button', { name: 'Resume Now' }).click();
    await expectToast(page, {
      title: 'Failed to resume',
      description: 'Only a paused subscription can be resumed; this one is active.',
      variant: 'destructive',
    });

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expectToast(page, { title: 'Subscription cancelled' });
    // The month paid is still served (docs/decisions/039-a-fair-cancel.md).
    await expect(page.getByTestId('service-ends')).toContainText('Pickups continue until');
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  });

  test('a customer without a subscription is pointed to the plans', async ({ page, customer }) => {
    void customer;
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { name: 'No active subscription' })).toBeVisible();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(main(page).getByText('No payments yet.')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // docs/decisions/042-app-pages-paint-their-frame-first.md: a first load is the static page and
  // its island, React without the router; reached inside the app it is the app's route. Both keep
  // the open tab in the address.
  test('a first load renders the portal without the router; inside the app it is the app', async ({
    page,
    customer,
  }) => {
    await activeSubscription(page.request, 'standard');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/client-portal?tab=settings');
    await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
    await expect(main(page).getByText(`Hello ${customer.firstName}.`)).toBeVisible();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/client-portal\?tab=billing$/);
    await expect(main(page).getByText('Standard Plan').first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.every((s) => /^\/assets\/islands-[\w-]+\.js$/.test(s))).toBe(true);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Client Portal' })
      .click();
    await expect(main(page).getByText(`Hello ${customer.firstName}.`)).toBeVisible();
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/client-portal\?tab=schedule$/);
    await expect(page.getByRole('tab', { name: 'Schedule', selected: true })).toBeVisible();
  });

  // docs/decisions/048-islands-ask-before-react-arrives.md: the islands script asks what the portal
  // shows while React's code is on its way, and the portal does not ask again. React's file is
  // held here until the portal's last question has gone out; asked only once React ran, it never
  // would, and the portal would not appear.
  test("a first load asks the portal's questions once, before React's code has arrived", async ({
    page,
    customer,
  }) => {
    await activeSubscription(page.request, 'standard');
    const asked: string[] = [];
    let pickupsAsked!: () => void;
    const pickups = new Promise<void>((resolve) => (pickupsAsked = resolve));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (!path.startsWith('/api/')) return;
      asked.push(path);
      if (path === '/api/pickups') pickupsAsked();
    });
    const reactArrived: string[] = [];
    await page.route(/\/assets\/islands-react-[\w-]+\.js$/, async (route) => {
      await Promise.race([pickups, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      reactArrived.push(...asked);
      await route.continue();
    });
    await page.goto('/client-portal');
    await expect(main(page).getByText(`Hello ${customer.firstName}.`)).toBeVisible();
    await expect(main(page).getByText('Standard Plan').first()).toBeVisible();
    expect(reactArrived).toEqual(
      expect.arrayContaining([
        '/api/user',
        '/api/subscriptions',
        '/api/subscription-info',
        '/api/pickups',
      ]),
    );
    expect(asked.toSorted()).toEqual([
      '/api/pickups',
      '/api/subscription-info',
      '/api/subscriptions',
      '/api/user',
    ]);
  });

  test('a signed-out visitor sees Access Denied with a Log In button', async ({ page }) => {
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

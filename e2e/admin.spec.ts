import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { addDays, serviceClock, weekdayOf } from '../src/domain/pickup-calendar';
import { parseCsv } from '../src/test/csv-parse';
import { OFFICE_PAGES } from '../src/domain/office';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  logIn,
  openOffice,
  openOfficePage,
  registerAccount,
  uniqueAccount,
} from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test, toast } from './support/fixtures';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';
import { expectNoRecordNumbers } from './support/words';

async function csvOf(download: Download): Promise<string[][]> {
  return parseCsv(await readFile((await download.path())!, 'utf8'));
}

const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

/** A future Saturday: no plan has pickups then, so the demo subscription has no row on it. */
function nextSaturday(): string {
  let date = addDays(serviceClock(new Date()).date, 1);
  while (weekdayOf(date) !== 6) date = addDays(date, 1);
  return date;
}

test.describe('the office', () => {
  test('the frame: every page in the navigation, who is signed in, Sign out', async ({ page }) => {
    // Every page of the office, each with its axe check: a long walk on a busy machine.
    test.slow();
    await logIn(page.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/today$/);
    // The office's own frame, not the site's header and footer.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Signed in as');
    const nav = page.getByRole('navigation', { name: 'Office' });
    await expect(nav.getByRole('link')).toHaveText(OFFICE_PAGES.map((p) => p.label));
    for (const { path, label } of OFFICE_PAGES) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await page.setViewportSize({ width: 1366, height: 800 });
    await openOfficePage(page, 'Schedules');
    await expect(page.getByRole('table', { name: 'Service schedules' })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveShot(page, 'office-frame-1366');

    // On a phone the pages sit behind the menu button.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(nav).toBeHidden();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Office menu' });
    await expect(menu).toContainText(`Signed in as ${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`);
    await expectNoA11yViolations(page);
    await saveShot(page, 'office-menu-390');
    await menu.getByRole('link', { name: 'Waitlist' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waitlist');

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, { title: 'Logged out' });
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test("an admin's Account menu leads to the office, on the site's pages and the app's", async ({
    page,
  }) => {
    await logIn(page.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    // A static marketing page, then a page of the app.
    for (const path of ['/pricing', '/profile']) {
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
      const account = page.getByRole('navigation', { name: 'Account' });
      await expect(account.getByRole('listitem')).toHaveText([
        'Office',
        'Profile',
        'Client Portal',
        'Log out',
      ]);
      await account.getByRole('link', { name: 'Office' }).click();
      await expect(page).toHaveURL(/\/admin\/today$/);
    }
  });

  test('customers and subscriptions: columns, search, filter and CSV export', async ({
    page,
    admin: _signedIn,
    playwright,
    baseURL,
  }) => {
    await openOffice(page);
    await openOfficePage(page, 'Customers');
    await expect(page).toHaveURL(/\/admin\/customers$/);
    const users = table(page, 'Customers');
    await expect(users.getByRole('columnheader')).toHaveText([
      'Name',
      'Email',
      'Address',
      'Phone',
      'Joined',
      'Role',
      'Records',
    ]);
    await page.getByRole('searchbox', { name: 'Search Customers' }).fill(DEMO_CUSTOMER.email);
    const jordan = users.getByRole('row').filter({ hasText: DEMO_CUSTOMER.email });
    await expect(jordan).toContainText('Jordan Rivera');
    await expect(jordan).toContainText('23500 Cinco Ranch Blvd, Unit 1204');
    await expect(jordan).toContainText('(281) 555-0123');
    await expect(jordan).toContainText('customer');
    await expect(users.getByRole('row')).toHaveCount(2);
    await expectNoRecordNumbers(page);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-users');

    await page.getByRole('searchbox', { name: 'Search Customers' }).fill('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Role').selectOption('admin');
    await expect(users.getByRole('row').nth(1)).toContainText(DEMO_ADMIN.email);
    // Role is the column before Records.
    const roles = await users.getByRole('row').locator('td:nth-last-child(2)').allTextContents();
    expect(roles.every((r) => r === 'admin')).toBe(true);

    const [usersCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(usersCsv.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const userRows = await csvOf(usersCsv);
    expect(userRows[0]).toEqual([
      'ID',
      'Username',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Address',
      'Unit',
      'City',
      'State',
      'ZIP',
      'Role',
      'Joined',
    ]);
    expect(userRows.slice(1).every((r) => r[11] === 'admin')).toBe(true);
    expect(userRows.map((r) => r[4])).toContain(DEMO_ADMIN.email);

    await page.getByLabel('Role').selectOption('customer');
    await page.getByRole('searchbox', { name: 'Search Customers' }).fill('no-such-person-anywhere');
    await expect(users).toContainText('No users found');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await openOfficePage(page, 'Subscriptions');
    await expect(page).toHaveURL(/\/admin\/subscriptions$/);
    const subs = table(page, 'Subscriptions');
    await expect(subs.getByRole('columnheader')).toHaveText([
      'ID',
      'User ID',
      'Customer',
      'Plan',
      'Price',
      'Status',
      'Gate Code',
      'Created',
    ]);
    await page.getByRole('searchbox', { name: 'Search Subscriptions' }).fill(DEMO_CUSTOMER.email);
    const demo = subs.getByRole('row').nth(1);
    // Staff know a subscription by its customer and address, and quote its number and its
    // customer's from exports and emails.
    const jordanPhone = await playwright.request.newContext({ baseURL });
    const jordanAccount = await logIn(jordanPhone, {
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    await jordanPhone.dispose();
    await expect(demo.getByRole('cell').nth(1)).toHaveText(`#${jordanAccount.id}`);
    await expect(demo.getByRole('cell').first()).toHaveText(/^#\d+$/);
    await expect(demo).toContainText('Jordan Rivera');
    await expect(demo).toContainText('23500 Cinco Ranch Blvd, Unit 1204, Katy');
    await expect(demo).toContainText('Standard');
    await expect(demo).toContainText('$35.00');
    await expect(demo).toContainText('#4821');
    await expectNoRecordNumbers(page);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-subscriptions');

    const [subsCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const subRows = await csvOf(subsCsv);
    expect(subRows).toHaveLength(2);
    expect(subRows[1]).toEqual(
      expect.arrayContaining(['Jordan Rivera', 'standard', '35.00', '#4821']),
    );
  });

  test('schedules: schedule a service, mark it completed and undo, export, route sheet', async ({
    page,
    admin: _signedIn,
    playwright,
    baseURL,
  }) => {
    // One long operator journey through the dialog, the row actions and their Undo, the export
    // and the sheet, with four axe runs.
    test.slow();
    // A subscriber of this test's own, so the extra pickup never shows in another journey's portal.
    const subscriber = uniqueAccount({ address: '1550 Fulshear Commons Dr', city: 'Fulshear' });
    const own = await playwright.request.newContext({ baseURL });
    await registerAccount(own, subscriber);
    await activeSubscription(own, 'standard', {
      gateCode: '#2468',
      specialInstructions: 'Leave the lid open',
    });
    await own.dispose();
    const customerName = `${subscriber.firstName} ${subscriber.lastName}`;

    // The schedules start from today.
    await openOffice(page);
    await openOfficePage(page, 'Schedules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedules');
    await expect(page.getByRole('button', { name: 'Upcoming' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const schedules = table(page, 'Service schedules');
    await expect(schedules.getByRole('columnheader')).toHaveText([
      'Date',
      'Subscription',
      'Customer',
      'Status',
      'Address',
      'Actions',
    ]);
    // The demo customer's pickups show the real name and address, not placeholders.
    await page.getByRole('searchbox', { name: 'Search Service schedules' }).fill('Jordan');
    await expect(schedules.getByRole('row').nth(1)).toContainText('Jordan Rivera');
    await expect(schedules.getByRole('row').nth(1)).toContainText(/Subscription #\d+/);
    await expect(schedules.getByRole('row').nth(1)).toContainText('23500 Cinco Ranch Blvd');
    // Today first, then the days to come in order.
    const today = serviceClock(new Date()).date;
    const dates = await schedules.getByRole('row').locator('td:first-child').allTextContents();
    const times = dates.map((d) => Date.parse(d));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(Date.parse(`${today}T00:00`));
    await expectNoRecordNumbers(page);

    await page.getByRole('button', { name: 'Schedule Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule New Service' });
    await expect(dialog).toContainText('Create a new service appointment for a subscription.');
    await dialog.getByRole('button', { name: 'Create Schedule' }).click();
    await expect(dialog).toContainText('Subscription ID is required');
    await expect(dialog).toContainText('Service date is required');

    // Subscriptions by number, plan and price, with the customer's name and door.
    const customers = dialog.getByRole('group', { name: 'Customer' });
    await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill(subscriber.email);
    await expect(customers.getByRole('radio')).toHaveCount(1);
    const choice = customers.getByRole('radio', { name: new RegExp(customerName) });
    await expect(customers.locator('label')).toHaveText(
      new RegExp(
        `^#\\d+ - Standard \\(\\$35\\.00\\)${customerName}1550 Fulshear Commons Dr, Unit ${subscriber.unit}, FulshearMon, Wed and Fri$`,
      ),
    );
    await choice.check();

    await dialog.getByRole('button', { name: 'Pick a date' }).click();
    const yesterday = addDays(today, -1);
    const dayButton = (date: string) =>
      page.locator(`[data-day="${date}"] button, td[data-day="${date}"] button`).first();
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      await expect(dayButton(yesterday)).toBeDisabled();
    }
    const saturday = nextSaturday();
    if (saturday.slice(0, 7) !== today.slice(0, 7)) {
      await page.getByRole('button', { name: /next month/i }).click();
    }
    await dayButton(saturday).click();
    await dialog.getByLabel('Notes (optional)').fill('Move-out: extra bags');
    await expect(dialog.getByLabel('Notes (optional)')).toHaveAttribute(
      'placeholder',
      'Any special instructions or notes',
    );
    await expectNoRecordNumbers(page);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-schedule-dialog');
    await dialog.getByRole('button', { name: 'Create Schedule' }).click();
    await expectToast(page, { title: 'Service Scheduled', description: /Service scheduled for / });
    await expect(dialog).toHaveCount(0);

    // The new row is on screen at once, with the real customer.
    const created = schedules.getByRole('row').filter({ hasText: 'Move-out: extra bags' });
    await expect(created).toContainText(customerName);
    await expect(created).toContainText('1550 Fulshear Commons Dr');
    await expect(created).toContainText('scheduled');

    // Worded actions, the likely one a button and the others in the row's menu; each asks
    // first, and the toast offers Undo.
    await expect(created.getByRole('button', { name: /^Mark completed/ })).toBeVisible();
    await created.getByRole('button', { name: /^More actions/ }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Mark missed',
      'Cancel pickup',
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await created.getByRole('button', { name: /^Mark completed/ }).click();
    const ask = page.getByRole('alertdialog', { name: 'Mark this pickup completed?' });
    await expect(ask).toContainText(customerName);
    await expect(ask).toContainText(`1550 Fulshear Commons Dr, Unit ${subscriber.unit}, Fulshear`);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-schedules-confirm');
    await ask.getByRole('button', { name: 'Mark completed' }).click();
    await expectToast(page, {
      title: 'Service updated',
      description: new RegExp(`${customerName}'s pickup on .+ marked completed`),
    });
    // The pointer on the toast holds it while the screen is checked.
    await toast(page).hover();
    await expect(created).toContainText('completed');
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-schedules-undo');
    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, {
      title: 'Change undone',
      description: new RegExp(`${customerName}'s pickup on .+ is scheduled again`),
    });
    await expect(created).toContainText('scheduled');
    // The server has it back too.
    const again = await page.request.get(
      `/api/admin/service-schedules?q=${encodeURIComponent('Move-out: extra bags')}&from=${saturday}&to=${saturday}`,
    );
    expect(((await again.json()) as { status: string }[]).map((r) => r.status)).toEqual([
      'scheduled',
    ]);

    await created.getByRole('button', { name: /^Mark completed/ }).click();
    await ask.getByRole('button', { name: 'Mark completed' }).click();
    await expect(created).toContainText('completed');
    await expectNoRecordNumbers(page);
    await saveShot(page, 'admin-schedules');

    // The same date again is refused with a clear message.
    await page.getByRole('button', { name: 'Schedule Service' }).click();
    await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill(subscriber.email);
    await customers.getByRole('radio', { name: new RegExp(customerName) }).check();
    await dialog.getByRole('button', { name: 'Pick a date' }).click();
    if (saturday.slice(0, 7) !== today.slice(0, 7)) {
      await page.getByRole('button', { name: /next month/i }).click();
    }
    await dayButton(saturday).click();
    await dialog.getByRole('button', { name: 'Create Schedule' }).click();
    // The modal hides the page (toasts included) from assistive tech; the field says why.
    await expect(dialog).toContainText(`${customerName} already has a service on`);
    await expectNoRecordNumbers(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // The export follows the table's search: only this subscriber's pickups.
    await page
      .getByRole('searchbox', { name: 'Search Service schedules' })
      .fill('1550 Fulshear Commons');
    await expect(schedules.getByRole('row').nth(1)).toContainText(customerName);
    const [recordsCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Records' }).click(),
    ]);
    const records = await csvOf(recordsCsv);
    expect(records[0]!.slice(0, 4)).toEqual(['ID', 'Service Date', 'Subscription ID', 'Customer']);
    expect(records.slice(1).every((r) => r[4] === '1550 Fulshear Commons Dr')).toBe(true);
    const row = records.find((r) => r[10] === 'Move-out: extra bags');
    expect(row).toBeDefined();
    expect(row!.slice(1, 2)).toEqual([saturday]);
    expect(row![9]).toBe('completed');

    await openOfficePage(page, 'Route Sheet');
    await page.getByLabel('Date').fill(saturday);
    // Signed up with a community we do not list: under the name typed, after the listed ones.
    const other = page.getByRole('region', { name: /^Katy Mills Residences/ });
    await expect(other).toContainText(`1550 Fulshear Commons Dr, Unit ${subscriber.unit}`);
    await expect(other).toContainText('Gate code: #2468');
    await expect(other).toContainText('Leave the lid open');
    await expectNoRecordNumbers(page);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-route-sheet');
    // Printed, the sheet stands alone: none of the office's frame goes on paper.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Office' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByText(/^Pickups for /)).toBeVisible();
    await expect(other).toContainText('Gate code: #2468');
    await saveShot(page, 'admin-route-sheet-print');
  });

  test('the office at phone width @phone', async ({ page, isMobile }) => {
    await logIn(page.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    await page.goto('/admin/customers');
    // A phone gets each row as a card with the column names; a wider screen the table.
    const rows = (name: string) =>
      isMobile
        ? page.getByRole('list', { name }).getByRole('listitem')
        : table(page, name).getByRole('row');
    // Other journeys add customers as they run: find the demo customer by search.
    await page.getByRole('searchbox', { name: 'Search Customers' }).fill(DEMO_CUSTOMER.email);
    const jordan = rows('Customers').filter({ hasText: DEMO_CUSTOMER.email });
    await expect(jordan).toContainText('Jordan Rivera');
    if (isMobile) {
      await expect(table(page, 'Customers')).toBeHidden();
      await expect(jordan).toContainText('Phone(281) 555-0123');
      const box = (await jordan.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    // The list dims while a search reloads it: axe reads its colours once it has settled.
    const settled = async () => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
    };
    await settled();
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-phone');
    await openOfficePage(page, 'Schedules');
    // The missed pickup is behind us: Past shows it.
    await page.getByRole('button', { name: 'Past' }).click();
    await page
      .getByRole('searchbox', { name: 'Search Service schedules' })
      .fill('Gate code did not work');
    const pickup = rows('Service schedules').filter({ hasText: 'Gate code did not work' });
    await expect(pickup).toContainText('Jordan Rivera');
    // The card has room for every action; the table's one-line row has the likely one and a menu.
    await expect(pickup.getByRole('button', { name: /^Reopen/ })).toBeVisible();
    await expect(
      pickup.getByRole('button', { name: isMobile ? /^Mark completed/ : /^More actions/ }),
    ).toBeVisible();
    await settled();
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-phone-schedules');
  });

  test('a customer cannot open the office or its API', async ({ page, customer }) => {
    void customer;
    for (const path of ['/admin', ...OFFICE_PAGES.map((p) => p.path)]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
    expect((await page.request.get('/api/admin/users.csv')).status()).toBe(403);
  });
});

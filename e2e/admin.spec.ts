import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { addDays, serviceClock, weekdayOf } from '../src/domain/pickup-calendar';
import { parseCsv } from '../src/test/csv-parse';
import {
  adminLogin,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  logIn,
  registerAccount,
  uniqueAccount,
} from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
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

test.describe('the admin dashboard', () => {
  test('users and subscriptions: columns, search, filter and CSV export', async ({ page }) => {
    await adminLogin(page);
    const users = table(page, 'Users');
    await expect(users.getByRole('columnheader')).toHaveText([
      'Name',
      'Email',
      'Address',
      'Phone',
      'Joined',
      'Role',
      'Service history',
    ]);
    await page.getByRole('searchbox', { name: 'Search Users' }).fill(DEMO_CUSTOMER.email);
    const jordan = users.getByRole('row').filter({ hasText: DEMO_CUSTOMER.email });
    await expect(jordan).toContainText('Jordan Rivera');
    await expect(jordan).toContainText('23500 Cinco Ranch Blvd, Unit 1204');
    await expect(jordan).toContainText('(281) 555-0123');
    await expect(jordan).toContainText('customer');
    await expect(users.getByRole('row')).toHaveCount(2);
    await expectNoRecordNumbers(page);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-users');

    await page.getByRole('searchbox', { name: 'Search Users' }).fill('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Role').selectOption('admin');
    await expect(users.getByRole('row').nth(1)).toContainText(DEMO_ADMIN.email);
    // Role is the column before Service history.
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
    await page.getByRole('searchbox', { name: 'Search Users' }).fill('no-such-person-anywhere');
    await expect(users).toContainText('No users found');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const subs = table(page, 'Subscriptions');
    await expect(subs.getByRole('columnheader')).toHaveText([
      'Customer',
      'Plan',
      'Price',
      'Status',
      'Gate Code',
      'Created',
    ]);
    await page.getByRole('searchbox', { name: 'Search Subscriptions' }).fill(DEMO_CUSTOMER.email);
    const demo = subs.getByRole('row').nth(1);
    // Staff know a subscription by its customer and address, not by a number.
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

  test('service management: schedule a service, mark it completed, export, route sheet', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // One long operator journey through the dialog, the row actions, the export and the sheet.
    test.setTimeout(60_000);
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

    await adminLogin(page);
    await page.getByRole('tab', { name: 'Service Management' }).click();
    const schedules = table(page, 'Service schedules');
    await expect(schedules.getByRole('columnheader')).toHaveText([
      'Date',
      'Customer',
      'Plan',
      'Status',
      'Address',
      'Actions',
    ]);
    // The demo customer's pickups show the real name and address, not placeholders.
    await page.getByRole('searchbox', { name: 'Search Service schedules' }).fill('Jordan');
    await expect(schedules.getByRole('row').nth(1)).toContainText('Jordan Rivera');
    await expect(schedules.getByRole('row').nth(1)).toContainText('23500 Cinco Ranch Blvd');
    await expect(schedules.getByRole('row').nth(1)).toContainText('Standard');
    await expectNoRecordNumbers(page);

    await page.getByRole('button', { name: 'Schedule Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule New Service' });
    await expect(dialog).toContainText('Create a new service appointment for a subscription.');
    await dialog.getByRole('button', { name: 'Create Schedule' }).click();
    await expect(dialog).toContainText('Subscription ID is required');
    await expect(dialog).toContainText('Service date is required');

    await dialog.getByLabel('Find a subscription').fill(subscriber.email);
    const select = dialog.getByLabel('Subscription', { exact: true });
    await expect(select.locator('option')).toHaveCount(2);
    const option = await select.locator('option').nth(1).textContent();
    expect(option).toBe(
      `${customerName} - Standard - 1550 Fulshear Commons Dr, Unit ${subscriber.unit} (active)`,
    );
    await select.selectOption({ index: 1 });

    await dialog.getByRole('button', { name: 'Pick a date' }).click();
    const today = serviceClock(new Date()).date;
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

    await created.getByRole('button', { name: /^Mark completed/ }).click();
    await expectToast(page, {
      title: 'Service updated',
      description: new RegExp(`${customerName}'s pickup on .+ marked completed`),
    });
    await expect(created).toContainText('completed');
    await expectNoRecordNumbers(page);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-schedules');

    // The same date again is refused with a clear message.
    await page.getByRole('button', { name: 'Schedule Service' }).click();
    await dialog.getByLabel('Find a subscription').fill(subscriber.email);
    await expect(select.locator('option')).toHaveCount(2);
    await select.selectOption({ index: 1 });
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

    await page.getByRole('link', { name: 'Route Sheet' }).click();
    await expect(page.getByRole('heading', { name: 'Route Sheet' })).toBeVisible();
    await page.getByLabel('Date').fill(saturday);
    // Signed up with a community we do not list: under the name typed, after the listed ones.
    const other = page.getByRole('region', { name: /^Katy Mills Residences/ });
    await expect(other).toContainText(`1550 Fulshear Commons Dr, Unit ${subscriber.unit}`);
    await expect(other).toContainText('Gate code: #2468');
    await expect(other).toContainText('Leave the lid open');
    await expectNoRecordNumbers(page);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-route-sheet');
  });

  test('the dashboard at phone width @phone', async ({ page, isMobile }) => {
    await logIn(page.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    await page.goto('/admin');
    // A phone gets each row as a card with the column names; a wider screen the table.
    const rows = (name: string) =>
      isMobile
        ? page.getByRole('list', { name }).getByRole('listitem')
        : table(page, name).getByRole('row');
    // Other journeys add customers as they run: find the demo customer by search.
    await page.getByRole('searchbox', { name: 'Search Users' }).fill(DEMO_CUSTOMER.email);
    const jordan = rows('Users').filter({ hasText: DEMO_CUSTOMER.email });
    await expect(jordan).toContainText('Jordan Rivera');
    if (isMobile) {
      await expect(table(page, 'Users')).toBeHidden();
      await expect(jordan).toContainText('Phone(281) 555-0123');
      const box = (await jordan.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-phone');
    await page.getByRole('tab', { name: 'Service Management' }).click();
    await page
      .getByRole('searchbox', { name: 'Search Service schedules' })
      .fill('Gate code did not work');
    const pickup = rows('Service schedules').filter({ hasText: 'Gate code did not work' });
    await expect(pickup).toContainText('Jordan Rivera');
    await expect(pickup.getByRole('button', { name: /^Mark completed/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-phone-schedules');
  });

  test('a customer cannot open /admin or its API', async ({ page, customer }) => {
    void customer;
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
    expect((await page.request.get('/api/admin/users.csv')).status()).toBe(403);
  });
});

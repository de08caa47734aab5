import type { Page } from '@playwright/test';
import { TODAY_TEXT } from '../src/domain/today-text';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { saveShot } from './support/shots';

// The office at its own width (docs/decisions/047-office-record-numbers-and-dense-lists.md):
// at 1366 px its lists are dense tables that fit their content, and its dialogs fit the screen.

const LAPTOP = { width: 1366, height: 768 };

async function asAdmin(page: Page, path: string) {
  await page.setViewportSize(LAPTOP);
  await logIn(page.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  await page.goto(path);
}

/** How many lines each cell of a column takes, with the cell's text: one line is one box. */
async function linesOfColumn(page: Page, table: string, header: string) {
  const grid = page.getByRole('table', { name: table });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid.evaluate((el, name) => {
    const headers = [...el.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const index = headers.indexOf(name);
    return [...el.querySelectorAll('tbody tr')].map((row) => {
      const cell = row.querySelectorAll('td')[index]!;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { text: cell.textContent ?? '', lines: tops.size };
    });
  }, header);
}

test('/admin opens the Today board, with Today marked in the navigation', async ({ page }) => {
  await asAdmin(page, '/admin');
  await page.waitForURL((url) => url.pathname === '/admin/today');
  await expect(page.getByRole('heading', { level: 1, name: TODAY_TEXT.title })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Today' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('at 1366 px each customer’s email is on one line, whole', async ({ page }) => {
  await asAdmin(page, '/admin/customers');
  const emails = await linesOfColumn(page, 'Customers', 'Email');
  expect(emails.length).toBeGreaterThan(1);
  expect(emails.filter((e) => e.lines !== 1)).toEqual([]);
  await saveShot(page, 'office-customers-1366');
});

// A real laptop's window at 1366 px draws its scroll bar inside: 1351 px are left for the page.
for (const width of [LAPTOP.width, LAPTOP.width - 15]) {
  test(`at ${width} px the customers table needs no sideways scroll and the notifications dialog fits the screen`, async ({
    page,
  }) => {
    await asAdmin(page, '/admin/customers');
    await page.setViewportSize({ width, height: LAPTOP.height });
    const grid = page.getByRole('table', { name: 'Customers' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    // The table's own box, which scrolls sideways when the table is wider.
    const region = grid.locator('xpath=..');
    const fit = await region.evaluate((el) => ({ scroll: el.scrollWidth, box: el.clientWidth }));
    expect(fit.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(fit.box);

    // Other journeys add customers as they run: the demo customer is found by search.
    await page.getByRole('searchbox', { name: 'Search Customers' }).fill(DEMO_CUSTOMER.email);
    await expect(grid.getByRole('row')).toHaveCount(2);
    const name = `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`;
    const open = grid.getByRole('button', { name: `Notifications of ${name}` });
    const openBox = (await open.boundingBox())!;
    expect(openBox.x + openBox.width).toBeLessThanOrEqual(width);
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sent', exact: true })).toBeVisible();
    const buttons = await dialog.getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const box = (await button.boundingBox())!;
      const label = (await button.textContent()) ?? '';
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(width);
      expect(box.y + box.height, label).toBeLessThanOrEqual(LAPTOP.height);
    }
    await saveShot(page, `office-notifications-${width}`);
  });
}

for (const width of [LAPTOP.width, LAPTOP.width - 15]) {
  test(`at ${width} px each pickup of the schedules is one line high, its actions in sight`, async ({
    page,
  }) => {
    await asAdmin(page, '/admin/schedules');
    await page.setViewportSize({ width, height: LAPTOP.height });
    const grid = page.getByRole('table', { name: 'Service schedules' });
    await expect(grid.getByRole('row').nth(2)).toBeVisible();
    const heights = await grid.evaluate((el) =>
      [...el.querySelectorAll('tbody tr')].map((row) =>
        Math.round(row.getBoundingClientRect().height),
      ),
    );
    expect(heights.filter((h) => h >= 60)).toEqual([]);
    const fit = await grid
      .locator('xpath=..')
      .evaluate((el) => ({ scroll: el.scrollWidth, box: el.clientWidth }));
    expect(fit.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(fit.box);
    const more = grid.getByRole('button', { name: /^More actions/ }).first();
    const box = (await more.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await saveShot(page, `office-schedules-${width}`);
  });
}

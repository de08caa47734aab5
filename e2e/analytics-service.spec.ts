import { readFile } from 'node:fs/promises';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { saveShot } from './support/shots';

// The service and growth halves of the owner's numbers
// (docs/product.md#the-owners-numbers-service-and-growth) on the demo data: the office reads the
// crew's completion by week, the problems by reason and the sign-ups, and downloads a table.

test('the office reads the service and growth numbers and downloads a table', async ({
  page,
  admin: _admin,
}) => {
  test.slow();
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 2, name: 'Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Growth' })).toBeVisible();

  // Every week of the default span is a row of the completion table.
  const weeks = page.getByRole('table', { name: 'Completion by week' }).getByRole('row');
  await expect(weeks.nth(1).getByRole('rowheader')).toHaveText(/^Week of \w{3} \d{1,2}(, \d{4})?$/);
  expect(await weeks.count()).toBeGreaterThan(50);
  // The demo crew's records make the recent weeks' completion a percentage.
  await expect(weeks.last().getByRole('cell').nth(2)).toHaveText(/^(\d{1,3}\.\d%|—)$/);
  const reasons = page.getByRole('table', { name: 'Problems by reason' });
  await expect(reasons).toContainText('Bags not sealed');
  await expect(page.getByText('Completion rate').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cancellation reasons by month' })).toContainText(
    'Too expensive',
  );
  await page.getByRole('heading', { level: 2, name: 'Growth' }).scrollIntoViewIfNeeded();
  await saveShot(page, 'admin-analytics-growth');
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'admin-analytics-service');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV: Problems by reason' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '"Reason","Problems","Problems per 1000","Previous Problems","Previous Problems per 1000"',
  );
  expect(csv).toContain('"Bags not sealed"');
});

test('a span with no ticket resolved says so in words', async ({ page, admin: _admin }) => {
  await page.goto('/admin/analytics?from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('No ticket was resolved in the span.')).toBeVisible();
});

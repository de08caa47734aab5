import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { defaultRange } from '../src/domain/analytics-range';
import { serviceClock } from '../src/domain/pickup-calendar';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { expectNoRecordNumbers } from './support/words';

// The owner's numbers (docs/product.md#the-owners-numbers) on the demo's year of customers: the
// office opens Analytics, reads a table, moves through a chart by keyboard, changes the span and
// downloads a table as CSV.

const mrrTable = (page: Page) =>
  page.getByRole('table', { name: 'Monthly recurring revenue, by month' });

test('the office reads the revenue numbers, changes the span and downloads a table', async ({
  page,
  admin: _admin,
}) => {
  // Four widths of a long page, each looked over.
  test.slow();
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  // The default span: twelve months, each a row with MRR in dollars.
  await expect(mrrTable(page).getByRole('row')).toHaveCount(13);
  const lastRow = mrrTable(page).getByRole('row').last();
  await expect(lastRow.getByRole('cell').first()).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByText('Paying customers').first()).toBeVisible();

  // The chart is reached by keyboard, and its tooltip reads a month's figures.
  const mrr = page.getByRole('region', { name: 'Monthly recurring revenue', exact: true });
  const chart = mrr.getByRole('application');
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  await expect(mrr.locator('.recharts-tooltip-wrapper')).toContainText('MRR');

  await expectNoA11yViolations(page);
  await expectNoRecordNumbers(page);
  await expectFitsAtEveryWidth(page, 'admin-analytics', () => expect(mrrTable(page)).toBeVisible());

  // A shorter span: the last three months of the default one.
  const { to } = defaultRange(serviceClock(new Date()).date);
  const from = `${to.slice(0, 7)}-01`;
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(mrrTable(page).getByRole('row')).toHaveCount(2);
  // The revenue part says its span first; the service and growth parts below say theirs.
  await expect(page.getByText(/compared with/).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV: Monthly recurring revenue' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`revenue-mrr-${from}-to-${to}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '"Month","MRR","From property contracts","On hold (not counted)","Subscriptions on hold"',
  );
  expect(csv.split('\r\n')).toHaveLength(3);
});

test('a span in the wrong order is refused with a message', async ({ page, admin: _admin }) => {
  await page.goto('/admin/analytics');
  await page.getByLabel('From', { exact: true }).fill('2026-11-30');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The first day must come before the last day')).toBeVisible();
});

test('other office pages load no chart code', async ({ page, admin: _admin }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('recharts');
  }
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatCents } from '../src/domain/money';
import { serviceClock } from '../src/domain/pickup-calendar';
import {
  PROPERTY_INVOICE_TEXT as TEXT,
  daysInMonth,
  formatMonth,
  monthOf,
  previousMonth,
  proratedCents,
} from '../src/domain/property-invoices';
import type { PropertyAging } from '../src/domain/schemas/property-invoices';
import { DEMO_PROPERTY } from '../src/server/seed/demo-accounts';
import { DEMO_MANAGER, logIn } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';

// A property-paid community's monthly invoice (docs/product.md#property-invoices), issued by the
// office for the demo's Westpark Lofts, paid in the sandbox; another left overdue shows in the
// aging.

const COMMUNITY = DEMO_PROPERTY.community.name;
const RATE = DEMO_PROPERTY.contract.rateCents;
const lastMonth = previousMonth(monthOf(serviceClock(new Date()).date));
const monthBefore = previousMonth(lastMonth);

const invoices = (page: Page) => page.getByRole('region', { name: `Invoices of ${COMMUNITY}` });
const invoiceRow = (page: Page, month: string) =>
  invoices(page)
    .getByRole('row')
    .filter({ hasText: formatMonth(month) });

async function issue(page: Page, month: string) {
  await page.getByLabel(TEXT.monthLabel, { exact: true }).selectOption(month);
  await page.getByRole('button', { name: TEXT.issue }).click();
}

test('the office issues a property’s invoice, reads its lines, pays it in the sandbox and sees another overdue in the aging', async ({
  page,
  admin: _admin,
}) => {
  await page.goto('/admin/invoices');
  await page.getByLabel(TEXT.communityLabel, { exact: true }).selectOption({ label: COMMUNITY });

  // Last month: Maya and Luis all month, Priya from the 10th, Tom through the 20th.
  const days = daysInMonth(lastMonth);
  const lines = [
    ['1', '101', 'Maya Chen', `${lastMonth}-01`, `${lastMonth}-${days}`, days, RATE],
    ['1', '102', 'Luis Ortega', `${lastMonth}-01`, `${lastMonth}-${days}`, days, RATE],
    [
      '2',
      '201',
      'Priya Shah',
      `${lastMonth}-10`,
      `${lastMonth}-${days}`,
      days - 9,
      proratedCents(RATE, days - 9, days),
    ],
    [
      '2',
      '202',
      'Tom Becker',
      `${lastMonth}-01`,
      `${lastMonth}-20`,
      20,
      proratedCents(RATE, 20, days),
    ],
  ] as const;
  const total = lines.reduce((sum, line) => sum + line[6], 0);

  await issue(page, lastMonth);
  await expectToast(page, {
    title: TEXT.issuedTitle,
    description: TEXT.issuedText(COMMUNITY, lastMonth, total),
    variant: 'default',
  });
  const issued = invoiceRow(page, lastMonth);
  await expect(issued).toContainText('Open');
  await expect(issued).toContainText(formatCents(total));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('link', { name: `${TEXT.linesCsv}: ${formatMonth(lastMonth)}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-westpark-lofts-${lastMonth}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toBe(
    [
      '\uFEFF"Building","Unit","Resident","First Day","Last Day","Days","Rate (USD)","Amount (USD)"',
      ...lines.map(
        ([building, unit, resident, first, last, served, cents]) =>
          `"${building}","${unit}","${resident}","${first}","${last}",${served},"12.50","${(cents / 100).toFixed(2)}"`,
      ),
      '',
    ].join('\r\n'),
  );

  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await expectNoA11yViolations(page);

  await issued.getByRole('button', { name: `${TEXT.testPay}: ${formatMonth(lastMonth)}` }).click();
  await expectToast(page, { title: TEXT.paidTitle, description: formatMonth(lastMonth) });
  await expect(issued).toContainText('Paid');

  // The month before: Maya, Luis and Tom all month, Priya not yet. Left to go overdue.
  await issue(page, monthBefore);
  const before = invoiceRow(page, monthBefore);
  await expect(before).toContainText(formatCents(3 * RATE));
  await before
    .getByRole('button', { name: `${TEXT.testOverdue}: ${formatMonth(monthBefore)}` })
    .click();
  await expect(before).toContainText('Overdue');

  const owed = page
    .getByRole('region', { name: TEXT.agingHeading })
    .getByRole('row')
    .filter({ hasText: COMMUNITY });
  // Current, 1–30 days late, 31–60, over 60, total: due yesterday, so 1–30 days late.
  await expect(owed.getByRole('cell')).toHaveText([
    COMMUNITY,
    '$0.00',
    formatCents(3 * RATE),
    '$0.00',
    '$0.00',
    formatCents(3 * RATE),
  ]);

  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'admin-invoices', async () => {
    await expect(page.getByRole('heading', { name: TEXT.invoicesHeading })).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoA11yViolations(page);
});

test('the property’s manager finds the month’s invoice in their portal', async ({
  page,
  office,
}) => {
  // The office issues last month's invoice of the demo manager's community.
  const aging = (await (
    await office.request.get('/api/admin/property-billing/aging')
  ).json()) as PropertyAging;
  const fulshear = aging.rows.find((r) => r.communityName === DEMO_MANAGER.community)!;
  const issued = await office.request.post(
    `/api/admin/communities/${fulshear.communityId}/invoices`,
    {
      data: { month: lastMonth },
    },
  );
  expect(issued.ok(), await issued.text()).toBe(true);

  await logIn(page.request, { username: DEMO_MANAGER.email, password: DEMO_MANAGER.password });
  await page.goto('/manager');
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/tab=invoices/);
  const row = page
    .getByRole('region', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: formatMonth(lastMonth) });
  await expect(row).toContainText('Open');
  await expect(
    row.getByRole('link', { name: `${TEXT.linesCsv}: ${formatMonth(lastMonth)}` }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'manager-invoices', async () => {
    await expect(page.getByText(/One invoice a month/)).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoA11yViolations(page);
});

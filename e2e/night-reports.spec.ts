import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { NIGHT_REPORT_TEXT as TEXT, nightReportFileName } from '../src/domain/night-reports';
import { addDays } from '../src/domain/pickup-calendar';
import { expectNoA11yViolations } from './support/axe';
import { newCommunity, serviceToday } from './support/crew';
import { expect, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { saveShot } from './support/shots';

// The nightly reports of a property-paid community (docs/product.md#nightly-reports): the office
// opens its list from the Communities page and downloads a night's PDF.

/** A property-paid community, served every day, with two past nights reported. */
async function reportedCommunity(page: Page) {
  const community = await newCommunity(page.request);
  const contract = await page.request.put(`/api/admin/communities/${community.id}/contract`, {
    data: {
      legalName: `${community.name} Owner LLC`,
      billingContactName: 'Pat Lee',
      billingEmail: 'ap@lakes.example',
      billingPhone: '281-555-0142',
      rateCents: 1250,
      doors: 40,
      startsOn: '2026-01-01',
      termMonths: 36,
      renews: true,
      serviceDays: [1, 2, 3, 4, 5, 6, 7],
      windowStart: '08:00',
      windowEnd: '10:30',
      reportEmails: ['manager@lakes.example'],
    },
  });
  expect(contract.status(), await contract.text()).toBe(200);
  const nights = [addDays(serviceToday(), -2), addDays(serviceToday(), -1)];
  for (const night of nights) {
    const made = await page.request.get(`/api/admin/communities/${community.id}/nights/${night}`);
    expect(made.status(), await made.text()).toBe(200);
  }
  return { ...community, nights };
}

test('the office opens a property-paid community’s nightly reports and downloads a night’s PDF', async ({
  page,
  admin: _admin,
}) => {
  // Two axe runs and a walk through four widths.
  test.slow();
  const community = await reportedCommunity(page);
  const [older, newer] = community.nights as [string, string];

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/admin/communities');
  const main = page.getByRole('main');
  await main.getByLabel('Search by name').fill(community.name);
  const row = main
    .getByRole('table', { name: 'Communities', exact: true })
    .getByRole('row')
    .filter({ hasText: community.name });
  await expect(row).toContainText('Property-paid');
  await row.getByRole('button', { name: `${TEXT.reportsAction} ${community.name}` }).click();

  const dialog = page.getByRole('dialog', { name: TEXT.listTitle(community.name) });
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first, each with its counts and its PDF.
  await expect(items.nth(0)).toContainText('0 served · 0 nothing out · 0 problems · 0 missed');
  const newest = dialog.getByRole('link', { name: TEXT.downloadLabel(newer) });
  await expect(newest).toBeVisible();
  await expect(dialog.getByRole('link', { name: TEXT.downloadLabel(older) })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveShot(page, 'admin-night-reports-1366');

  const [download] = await Promise.all([page.waitForEvent('download'), newest.click()]);
  expect(download.suggestedFilename()).toBe(nightReportFileName(community.name, newer));
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('/Title');

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(dialog.getByRole('heading', { name: TEXT.listTitle(community.name) })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveShot(page, 'admin-night-reports-390');
  await expectFitsAtEveryWidth(page, 'admin-night-reports');
});

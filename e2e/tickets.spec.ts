import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { PHOTO_ALLOWANCES, PHOTO_LIMIT_MESSAGES } from '../src/domain/photo-limits';
import { formatServiceDate } from '../src/domain/pickup-calendar';
import { testJpeg } from '../src/test/jpeg';
import { expectNoA11yViolations } from './support/axe';
import {
  recordOutcome,
  residentOnTodaysRoute,
  serviceToday,
  serviceTomorrow,
} from './support/crew';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, expectToast, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { expectNoRecordNumbers } from './support/words';

// The resident's side of the crew's work and the office's tickets (docs/product.md#tickets): the
// outcome at the door, a problem reported from the portal, and a return visit that lands on the
// next route.

async function a11yAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page);
  }
}

/** An image that the browser has actually loaded and drawn. */
async function expectPhotoShown(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

test('a resident whose photos for reports are used up is told why in the report', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const today = serviceToday();
  const { crew, stopOf } = await residentOnTodaysRoute(page.request, playwright, baseURL!, {
    firstName: 'Avery',
    building: '5',
  });
  const stop = (await stopOf(today))!;
  await recordOutcome(crew, { scheduleId: stop.scheduleId, outcome: 'collected' });

  // Photos sent and never put on a report: the resident's tries are used up.
  for (let i = 0; i < PHOTO_ALLOWANCES.customer.waiting; i += 1) {
    const sent = await page.request.put(`/api/photos/${randomUUID()}`, {
      headers: { 'content-type': 'image/jpeg' },
      data: testJpeg(32, 24, i),
    });
    expect(sent.status()).toBe(201);
  }

  await page.goto('/client-portal');
  const pickup = page
    .getByRole('list', { name: 'Recent pickups' })
    .getByRole('listitem')
    .filter({ hasText: formatServiceDate(today) });
  await pickup.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByLabel('Other').check();
  await dialog.getByLabel('Photo (optional)').setInputFiles({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: testJpeg(400, 300),
  });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toContainText(
    PHOTO_LIMIT_MESSAGES.waiting(PHOTO_ALLOWANCES.customer.waiting),
  );
  await expectFitsAtEveryWidth(page, 'portal-report-photo-refused');
  await expect(dialog).toBeVisible();
  await crew.dispose();
});

test('a resident reports a missed pickup beside the crew record; the office sends the crew back on the next route', async ({
  page,
  office,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const today = serviceToday();
  const tomorrow = serviceTomorrow();
  const { account, crew, stopOf } = await residentOnTodaysRoute(
    page.request,
    playwright,
    baseURL!,
    { firstName: 'Morgan', building: '4' },
  );

  // The porter finds nothing out and takes a photo of the door.
  const stop = (await stopOf(today))!;
  const photoId = randomUUID();
  const sent = await crew.put(`/api/photos/${photoId}`, {
    headers: { 'content-type': 'image/jpeg' },
    data: testJpeg(64, 48),
  });
  expect(sent.status()).toBe(201);
  await recordOutcome(crew, { scheduleId: stop.scheduleId, outcome: 'nothing_out', photoId });

  // The resident sees it in the portal, photo included.
  await page.goto('/client-portal');
  const pickup = page
    .getByRole('list', { name: 'Recent pickups' })
    .getByRole('listitem')
    .filter({ hasText: formatServiceDate(today) });
  await expect(pickup).toContainText(/Our crew found nothing out at \d{1,2}:\d{2}(am|pm)\./);
  await expectPhotoShown(
    pickup.getByRole('img', {
      name: `Photo our crew took at your door on ${formatServiceDate(today)}`,
    }),
  );
  await a11yAt(page, [390, 1366]);
  await expectFitsAtEveryWidth(page, 'portal-pickups');

  // Report a problem: a missed pickup, with a note and a large photo the browser shrinks.
  await page.setViewportSize({ width: 390, height: 800 });
  await pickup.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByLabel('Missed pickup').check();
  await dialog.getByLabel('What happened? (optional)').fill('My bags were out at 7:30am.');
  await dialog.getByLabel('Photo (optional)').setInputFiles({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: testJpeg(2000, 1200),
  });
  await a11yAt(page, [390, 1366]);
  await expectFitsAtEveryWidth(page, 'portal-report-problem');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, { title: 'Report sent' });
  await expect(dialog).toBeHidden();
  await expect(pickup).toContainText('Your report: Missed pickup');
  await expect(pickup).toContainText('We are looking into it.');
  await expect(pickup.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // The office sees the report beside the crew's record and both photos.
  await office.goto('/admin/tickets');
  const ticket = office.getByRole('article', { name: /^Missed pickup: Morgan / }).filter({
    hasText: `Building 4`,
  });
  const report = ticket.getByRole('region', { name: "The resident's report" });
  const record = ticket.getByRole('region', { name: "The crew's record" });
  await expect(report).toContainText('My bags were out at 7:30am.');
  await expect(record).toContainText('Nothing out');
  await expect(record).toContainText(/By Pat Porter/);
  await expectPhotoShown(report.getByRole('img'));
  await expectPhotoShown(record.getByRole('img'));
  // The resident's photo arrived shrunk to the size the server accepts.
  const shrunk = await report
    .getByRole('img')
    .evaluate((el: HTMLImageElement) => Math.max(el.naturalWidth, el.naturalHeight));
  expect(shrunk).toBe(1600);
  await expectNoRecordNumbers(office);
  await a11yAt(office, [390, 1366]);
  await expectFitsAtEveryWidth(office, 'admin-tickets');

  // A return visit tomorrow.
  await office.setViewportSize({ width: 1366, height: 800 });
  await ticket.getByRole('radio', { name: 'Return visit' }).check();
  await expect(ticket.getByLabel('Day of the return visit')).toHaveValue(tomorrow);
  await ticket.getByRole('button', { name: 'Resolve ticket' }).click();
  // It says what will happen before it books the visit and emails the resident.
  const ask = office.getByRole('alertdialog', { name: 'Resolve this ticket?' });
  await expect(ask).toContainText(`is booked for ${formatServiceDate(tomorrow)}`);
  await expect(ask).toContainText('is emailed at');
  await ask.getByRole('button', { name: 'Resolve ticket' }).click();
  await expectToast(office, { title: 'Ticket resolved' });
  await expect(ticket).toHaveCount(0);
  await office.getByRole('button', { name: 'Resolved' }).click();
  await expect(ticket).toContainText(`Resolved: Return visit on ${formatServiceDate(tomorrow)}.`);

  // It is on the porter's route for tomorrow and on the printable route sheet.
  expect(await stopOf(tomorrow)).toMatchObject({
    firstName: 'Morgan',
    visitNote: 'Return visit: missed pickup',
  });
  await office.goto(`/admin/route-sheet?date=${tomorrow}`);
  await expect(
    office.getByRole('listitem').filter({ hasText: `Building 4, 24500 Katy Fwy` }).filter({
      hasText: 'Return visit: missed pickup',
    }),
  ).toHaveCount(1);

  // The resident is emailed, and the portal shows the resolution.
  const mail = await waitForMail(account.email, 10_000, (m) => /is resolved$/.test(m.subject));
  expect(mail.text).toContain(`Our crew will come back on ${formatServiceDate(tomorrow)}`);
  await page.reload();
  await expect(pickup).toContainText(`Return visit on ${formatServiceDate(tomorrow)}.`);

  await crew.dispose();
});

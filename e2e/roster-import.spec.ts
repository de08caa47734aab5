import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROSTER_REJECT_TEXT as REJECT, ROSTER_TEXT as TEXT } from '../src/domain/rosters';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { linkTo, waitForMail } from './support/mail';

// A property-paid community's rent roll (docs/product.md#rent-roll-rosters): the office uploads
// it from the community's row, matches its columns, sees the preview and applies it; a resident
// moved in sets a password from the invitation and reaches the portal.

/** A property-paid community of the test's own, made through the office's API. */
async function propertyPaidCommunity(office: Page): Promise<string> {
  const name = `Grand Lakes Flats ${randomBytes(3).toString('hex')}`;
  const created = await office.request.post('/api/admin/communities', {
    data: {
      name,
      street: '2100 Grand Lakes Pkwy',
      zip: '77494',
      accessNotes: '',
      managerName: '',
      managerPhone: '',
      managerEmail: '',
      active: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const contract = await office.request.put(`/api/admin/communities/${id}/contract`, {
    data: {
      legalName: `${name} LLC`,
      billingContactName: 'Pat Lee',
      billingEmail: 'ap@grandlakes.example',
      billingPhone: '281-555-0142',
      rateCents: 1250,
      doors: 120,
      startsOn: '2026-01-01',
      termMonths: 24,
      renews: true,
      serviceDays: [1, 2, 3, 4, 5],
      windowStart: '08:00',
      windowEnd: '10:00',
      reportEmails: [],
    },
  });
  expect(contract.status()).toBe(200);
  return name;
}

async function checkScreen(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
  await expectFitsAtEveryWidth(page, name);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the office applies a rent roll and the invited resident sets a password and reaches the portal', async ({
  office,
  page,
}) => {
  test.slow();
  const community = await propertyPaidCommunity(office);
  const resident = `rae.quinn.${randomBytes(3).toString('hex')}@example.com`;
  const csv = [
    '\uFEFFResidents as of 12/01/2026,,,,,',
    'Bldg,Unit,Tenant Name,Email Address,Cell Phone,Lease Start',
    `1,101,"Quinn, Rae",${resident},(281) 555-0142,01/15/2024`,
    `1,102,Vacant,,,`,
    `1,103,Sol Park,not-an-email,,`,
  ].join('\r\n');

  await office.setViewportSize({ width: 1366, height: 900 });
  await office.goto('/admin/communities');
  await office.getByRole('searchbox', { name: 'Search by name' }).fill(community);
  await office.getByRole('button', { name: `More actions: ${community}` }).click();
  await office.getByRole('menuitem', { name: 'Roster' }).click();
  await expect(
    office.getByRole('heading', { level: 1, name: TEXT.pageTitle(community) }),
  ).toBeVisible();
  await expect(office.getByText(TEXT.rosterEmpty)).toBeVisible();
  await checkScreen(office, 'roster-upload');

  await office.getByLabel(TEXT.fileLabel).setInputFiles({
    name: 'rent-roll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await office.getByRole('button', { name: TEXT.readFile }).click();
  await expect(office.getByRole('heading', { name: TEXT.mapHeading })).toBeVisible();
  await expect(office.getByLabel('Resident name (one column)')).toHaveValue('Tenant Name');
  await expect(office.getByLabel('Email', { exact: true })).toHaveValue('Email Address');
  await expect(office.getByLabel('Move-in date')).toHaveValue('Lease Start');
  await office.getByLabel('Phone').selectOption('');
  await office.getByLabel('Phone').selectOption('Cell Phone');
  await office.getByRole('button', { name: TEXT.preview }).click();

  await expect(office.getByRole('heading', { name: TEXT.previewHeading })).toBeVisible();
  const counts = office.locator('dl');
  await expect(counts.getByText(TEXT.doorsToAdd).locator('..')).toContainText('2');
  await expect(counts.getByText(TEXT.movingIn).locator('..')).toContainText('1');
  await expect(counts.getByText(TEXT.rejected).locator('..')).toContainText('1');
  await expect(office.getByText(REJECT.emailInvalid('not-an-email')).locator('..')).toContainText(
    'Line 5:',
  );
  await office.getByText(`${TEXT.movingIn} (1)`).click();
  await expect(office.getByText(`Rae Quinn · Building 1, unit 101 · ${resident}`)).toBeVisible();
  await checkScreen(office, 'roster-preview');

  await office.getByRole('button', { name: TEXT.apply }).click();
  await expect(office.getByRole('heading', { name: TEXT.appliedTitle })).toBeVisible();
  await expect(office.locator('dl').getByText(TEXT.movedIn).locator('..')).toContainText('1');
  const doors = office.getByRole('table', { name: TEXT.rosterHeading });
  await expect(doors.getByRole('row').filter({ hasText: 'Rae Quinn' })).toContainText('Invited');
  await expect(doors.getByRole('row').filter({ hasText: '102' })).toContainText(TEXT.vacant);
  await expect(office.getByText('rent-roll.csv')).toBeVisible();
  await checkScreen(office, 'roster-applied');

  const mail = await waitForMail(resident);
  expect(mail.subject).toBe(`Your doorstep trash pickup at ${community}`);
  await page.goto(linkTo(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('grand-lakes-2026');
  await page.getByLabel('Confirm new password').fill('grand-lakes-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Log In' }).click();
  await page.getByLabel('Email').fill(resident);
  await page.getByLabel('Password', { exact: true }).fill('grand-lakes-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  await expect(page.getByText('Hello Rae.')).toBeVisible();

  await office.reload();
  await expect(
    office
      .getByRole('table', { name: TEXT.rosterHeading })
      .getByRole('row')
      .filter({ hasText: 'Rae Quinn' }),
  ).toContainText('Signed in');
});

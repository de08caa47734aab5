import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminCommunity } from '../src/domain/schemas/service-area';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, expectToast, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';

// The office gives a property's manager the portal of their community, and the manager signs in
// to it (docs/product.md#property-managers).

const admin = { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password };

/** A property-paid community of the test's own, its contract recorded through the office's API. */
async function propertyCommunity(request: APIRequestContext, name: string) {
  const created = await request.post('/api/admin/communities', {
    data: {
      name,
      street: '27000 Westheimer Pkwy',
      zip: '77494',
      accessNotes: '',
      managerName: '',
      managerPhone: '',
      managerEmail: '',
      active: true,
    },
  });
  expect(created.ok()).toBe(true);
  const community = (await created.json()) as AdminCommunity;
  const contract = await request.put(`/api/admin/communities/${community.id}/contract`, {
    data: {
      legalName: `${name} Owner LLC`,
      billingContactName: 'Robin Ellis',
      billingEmail: 'ap@example.com',
      billingPhone: '281-555-0142',
      rateCents: 2200,
      doors: 96,
      startsOn: '2026-11-01',
      termMonths: 24,
      renews: true,
      serviceDays: [1, 3, 5],
      windowStart: '08:00',
      windowEnd: '10:30',
      reportEmails: [],
    },
  });
  expect(contract.ok()).toBe(true);
  return community;
}

async function openManagers(page: Page, name: string) {
  await page.goto('/admin/communities');
  await page.getByLabel('Search by name').fill(name);
  const row = page
    .getByRole('table', { name: 'Communities', exact: true })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('Property-paid');
  await row.getByRole('button', { name: `More actions: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Managers' }).click();
  return page.getByRole('dialog', { name: `Property managers: ${name}` });
}

test('the office invites a property manager, who sets a password and opens their portal', async ({
  page,
}) => {
  // Two axe runs, a walk through the widths, an email and a sign-in.
  test.slow();
  const name = `Westheimer Lakes ${Date.now().toString(36)}`;
  const email = `robin.${Date.now().toString(36)}@example.com`;
  await logIn(page.request, admin);
  await propertyCommunity(page.request, name);
  await page.setViewportSize({ width: 1366, height: 900 });

  const dialog = await openManagers(page, name);
  await expect(dialog).toContainText('No managers yet');
  await dialog.getByRole('button', { name: 'Invite a manager' }).click();
  await expect(dialog).toContainText('First name is required');
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill('Ellis');
  await dialog.getByLabel('Email').fill(email);
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'admin-managers-dialog');
  await dialog.getByRole('button', { name: 'Invite a manager' }).click();
  await expectToast(page, {
    title: 'Invitation sent',
    description: `Robin Ellis will get a link at ${email}.`,
  });
  await expect(dialog.getByRole('list', { name: 'Property managers' })).toContainText('Invited');

  // The manager, in a browser of their own, follows the email's link.
  await page.context().clearCookies();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(`Your Katy Valet Trash portal for ${name}`);
  await page.goto(linkTo(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('portal-pass-2026');
  await page.getByLabel('Confirm new password').fill('portal-pass-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Go to Log In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('portal-pass-2026');
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/manager/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('table', { name: 'Doors' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contract' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('$22.00 a door a month');
  await expect(page.getByRole('tabpanel')).toContainText('Monday, Wednesday, Friday');
  await page.getByRole('tab', { name: 'Rent roll' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Upload your rent roll');
  await expectNoA11yViolations(page);
  await page.getByRole('tab', { name: 'Service' }).click();
  await expect(page).toHaveURL(/tab=service/);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoA11yViolations(page);

  // The office's pages are not theirs.
  await page.goto('/admin/communities');
  await expect(page).not.toHaveURL(/\/admin\/communities/);
});

import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { EN } from '../src/domain/i18n/catalogue';
import { PROPERTY_LEAD_TEXT as TEXT } from '../src/domain/property-leads';
import { BUSINESS } from '../src/domain/site';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { waitForMail } from './support/mail';

// The lead form of /property-management (docs/product.md#property-leads): a property asks, the
// office's inbox gets the email and its Communities page lists the lead. Without CONTACT_TO the
// email goes to the business's public address.
const OFFICE_INBOX = BUSINESS.email;

const form = (page: Page) => page.getByRole('form', { name: 'Request information' });
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Request' });

test('Request Information scrolls to the form, which fits every width and passes axe with its messages @phone', async ({
  page,
}) => {
  await page.goto('/property-management');
  await page.getByRole('main').getByRole('link', { name: 'Request Information' }).click();
  await expect(page).toHaveURL(/\/property-management#request-information$/);
  await expect(
    page.getByRole('heading', { name: 'Tell us about your community' }),
  ).toBeInViewport();

  await send(page).click();
  await expect(form(page).getByText(TEXT.propertyNameRequired)).toBeVisible();
  await expect(form(page).getByText(TEXT.doorsInvalid)).toBeVisible();
  await expect(form(page).getByLabel('Community name')).toBeFocused();
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'property-lead-form', async () => {
    await form(page).scrollIntoViewIfNeeded();
  });
});

test('a property sends a lead, sees the thanks, and the office finds it on the Communities page', async ({
  page,
  office,
}) => {
  const property = `Cinco Ranch Commons ${randomBytes(3).toString('hex')}`;
  await page.goto('/property-management');
  const f = form(page);
  await f.getByLabel('Community name').fill(property);
  await f.getByLabel('Number of doors').fill('240');
  await f.getByLabel('Your name').fill('Morgan Ellis');
  await f.getByLabel('Email').fill('morgan.ellis@example.com');
  await f.getByLabel('Phone (optional)').fill('281-555-0142');
  await f.getByLabel('Message (optional)').fill('Three buildings, gated.');
  await send(page).click();

  await expectToast(page, {
    title: EN('site.management.lead.sentTitle'),
    description: EN('site.management.lead.sentText'),
    variant: 'default',
  });
  await expect(f.getByLabel('Community name')).toHaveValue('');

  const mail = await waitForMail(OFFICE_INBOX, 10_000, (m) => m.subject.includes(property));
  expect(mail.subject).toBe(`Property lead: ${property}`);
  expect(mail.text).toContain('Contact: Morgan Ellis <morgan.ellis@example.com>, (281) 555-0142');

  await office.goto('/admin/communities');
  const leads = office.getByRole('region', { name: 'Property leads' });
  const row = leads.getByRole('row').filter({ hasText: property });
  await expect(row).toContainText('240');
  await expect(row).toContainText('Morgan Ellis');
  await expect(row).toContainText('(281) 555-0142');
  await expect(row).toContainText('Three buildings, gated.');
  await expect(row.getByRole('link', { name: 'morgan.ellis@example.com' })).toHaveAttribute(
    'href',
    'mailto:morgan.ellis@example.com',
  );
});

test('a server error keeps what was typed', async ({ page }) => {
  await page.route('**/api/property-leads', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }),
    }),
  );
  await page.goto('/property-management');
  const f = form(page);
  await f.getByLabel('Community name').fill('Addicks Landing');
  await f.getByLabel('Number of doors').fill('96');
  await f.getByLabel('Your name').fill('Pat Lee');
  await f.getByLabel('Email').fill('pat@example.com');
  await send(page).click();
  await expectToast(page, {
    title: EN('site.form.failedTitle'),
    description: EN('site.management.lead.failed', {
      reason: 'Something went wrong on our side. Please try again.',
    }),
    variant: 'destructive',
  });
  await expect(f.getByLabel('Community name')).toHaveValue('Addicks Landing');
  await expect(send(page)).toBeEnabled();
});

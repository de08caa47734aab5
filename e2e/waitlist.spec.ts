import { readFile } from 'node:fs/promises';
import { randomInt, randomUUID } from 'node:crypto';
import { parseCsv } from '../src/test/csv-parse';
import { adminLogin } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { linkTo, waitForMail } from './support/mail';
import { saveShot } from './support/shots';

/** A ZIP code nobody else's test uses, outside the service area (none starts with 6). */
const unservedZip = () => `6${String(randomInt(10_000)).padStart(4, '0')}`;

test.describe('the waitlist', () => {
  test('join from Residential Valet, confirm by email, and the admin sees it', async ({ page }) => {
    const email = `waiting.${randomUUID().slice(0, 8)}@example.com`;
    const zip = unservedZip();

    await page.goto('/residential-valet');
    await expect(page.getByText('Waitlist open: no payment, no commitment')).toBeVisible();
    await page.getByRole('link', { name: 'Get Notified' }).click();
    await expect(page).toHaveURL(/\/waitlist\?kind=house$/);
    await expect(page).toHaveTitle('Join the Waitlist | Katy Valet Trash');
    await expect(page.getByRole('radio', { name: 'House' })).toBeChecked();

    const join = page.getByRole('button', { name: 'Join the Waitlist' });
    await join.click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
      'Enter a 5-digit ZIP code',
    );

    // A ZIP code we serve is for signing up, not for the waitlist.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('ZIP code').fill('77494');
    await join.click();
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
      'Good news: we already serve this ZIP code. Sign up to start service.',
    );

    await page.getByLabel('ZIP code').fill(zip);
    await join.click();
    await expect(page.getByRole('status')).toContainText('Check your email to confirm');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your place on the Katy Valet Trash waitlist');
    await page.goto(linkTo(mail, '/waitlist/confirm'));
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      "We'll email you as soon as we serve your ZIP code.",
    );

    await adminLogin(page);
    await page.getByRole('tab', { name: 'Waitlist' }).click();
    const row = page
      .getByRole('table', { name: 'Waitlist by ZIP code' })
      .getByRole('row')
      .filter({ hasText: zip });
    // ZIP, service, waiting, not confirmed, apartments, houses, emailed, action.
    await expect(row.getByRole('cell')).toHaveText([
      zip,
      'Not served yet',
      '1',
      '0',
      '0',
      '1',
      '0',
      '-',
    ]);
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-waitlist');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(rows[0]).toEqual(['Email', 'ZIP', 'Home', 'Confirmed', 'Emailed We Serve', 'Joined']);
    const mine = rows.find((r) => r[0] === email);
    expect(mine?.slice(0, 3)).toEqual([email, zip, 'House']);
    expect(mine?.[3]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('the form and the confirmation page pass axe and fit every width @phone', async ({
    page,
  }) => {
    await page.goto('/waitlist?zip=60601&kind=apartment');
    await expect(page.getByLabel('ZIP code')).toHaveValue('60601');
    await expect(page.getByRole('radio', { name: 'Apartment' })).toBeChecked();
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'waitlist');

    await page.goto('/waitlist');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('Choose apartment or house')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/waitlist/confirm?token=not-a-real-link');
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid or has expired. Join the waitlist again to get a new one.',
    );
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'waitlist-confirm-invalid');
    await page.getByRole('link', { name: 'Join the Waitlist' }).click();
    await expect(page).toHaveURL(/\/waitlist$/);
  });

  test('a confirmed link shows the success page, which passes axe and fits @phone', async ({
    page,
  }) => {
    const email = `confirm.${randomUUID().slice(0, 8)}@example.com`;
    const joined = await page.request.post('/api/waitlist', {
      data: { email, zip: unservedZip(), kind: 'apartment' },
    });
    expect(joined.status()).toBe(202);
    await page.goto(linkTo(await waitForMail(email), '/waitlist/confirm'));
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'waitlist-confirmed');
  });
});

import type { Subscription } from '../src/domain/schemas/subscription';
import { logIn, openOffice, openOfficePage } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, expectToast, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';

test.describe('self-service account', () => {
  test('a customer changes the gate code; the office sees it in the history and on the route sheet', async ({
    page,
    customer,
    office,
  }) => {
    await activeSubscription(page.request);
    const [subscription] = (await (await page.request.get('/api/subscriptions')).json()) as [
      Subscription,
    ];
    const day = subscription.nextPickup!;

    await page.goto('/client-portal');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const card = page.getByRole('tabpanel');
    await expect(card).toContainText('#1357');
    await card.getByRole('button', { name: 'Edit doorstep details' }).click();
    const form = page.getByRole('form', { name: 'Doorstep details' });
    await expectFitsAtEveryWidth(page, 'portal-doorstep-form');
    await page.setViewportSize({ width: 1366, height: 800 });
    await expectNoA11yViolations(page);

    await form.getByLabel('Phone').fill('12');
    await form.getByRole('button', { name: 'Save doorstep details' }).click();
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
      'Valid phone number is required',
    );
    await form.getByLabel('Phone').fill(customer.phone);
    await form.getByLabel('Gate code (optional)').fill('#2468');
    await form.getByRole('button', { name: 'Save doorstep details' }).click();
    await expectToast(page, { title: 'Doorstep details saved' });
    await expect(card).toContainText('#2468');
    await saveShot(page, 'portal-service-details');

    await openOffice(office);
    await openOfficePage(office, 'Customers');
    await office.getByRole('searchbox', { name: 'Search Customers' }).fill(customer.email);
    // The row itself: other journeys make customers with the same name.
    await office
      .getByRole('row')
      .filter({ hasText: customer.email })
      .getByRole('button', {
        name: `Service history of ${customer.firstName} ${customer.lastName}`,
      })
      .click();
    const dialog = office.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Changes' })).toContainText('Gate code');
    await expect(dialog).toContainText(/#1357 → .*#2468/);
    await expect(dialog).toContainText(`${customer.firstName} ${customer.lastName} ·`);
    await expectNoA11yViolations(office);
    await saveShot(office, 'admin-service-history');
    await office.keyboard.press('Escape');

    await office.goto(`/admin/route-sheet?date=${day}`);
    await expect(office.getByRole('heading', { name: 'Route Sheet' })).toBeVisible();
    await office.getByLabel('Date').fill(day);
    await expect(office.getByText('Gate code: #2468').first()).toBeVisible();
  });

  test('a new email is confirmed from the link mailed to it', async ({ page, customer }) => {
    const newEmail = `moved.${customer.username}@example.com`;
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Change email' }).click();
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Current password').fill('wrong-password');
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('tabpanel').getByRole('status')).toContainText(
      `We sent a confirmation link to ${newEmail}.`,
    );

    const notice = await waitForMail(customer.email);
    expect(notice.subject).toMatch(/was requested/);
    const link = linkTo(await waitForMail(newEmail), '/confirm-email');
    await page.goto(link);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByRole('status')).toContainText(`Your sign-in email is now ${newEmail}.`);
    await saveShot(page, 'confirm-email');
    await waitForMail(customer.email, 10_000, (mail) => /was changed/.test(mail.subject));

    await page.request.post('/api/logout');
    await logIn(page.request, { username: newEmail, password: customer.password });

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
  });

  test('a customer moves inside the area: an unserved ZIP code offers the waitlist, a community is picked from the new one', async ({
    page,
    customer,
  }) => {
    void customer;
    await activeSubscription(page.request);
    await page.goto('/client-portal');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: "I'm moving" }).click();
    const form = page.getByRole('form', { name: 'New service address' });

    await form.getByLabel('ZIP code').fill('90210');
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription(
      "We don't serve this ZIP code yet.",
    );
    await expect(form.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/waitlist?zip=90210',
    );
    await expectFitsAtEveryWidth(page, 'portal-move-form');
    await page.setViewportSize({ width: 1366, height: 800 });
    await expectNoA11yViolations(page);

    await form.getByLabel('Street address').fill('4800 Cross Creek Bend Ln');
    await form.getByLabel('City').fill('Fulshear');
    await form.getByLabel('ZIP code').fill('77441');
    const picker = form.getByRole('combobox', { name: 'Community' });
    await expect(picker).toBeEnabled();
    await picker.click();
    await page.getByRole('option', { name: /Cross Creek Lofts/ }).click();
    await form.getByLabel('Building (optional)').fill('7');
    await form.getByLabel('Apartment/Unit').fill('712');
    await form.getByRole('button', { name: 'Change address' }).click();
    await expectToast(page, { title: 'Service address changed' });
    const details = page.getByRole('tabpanel');
    await expect(details).toContainText('4800 Cross Creek Bend Ln');
    await expect(details).toContainText('Cross Creek Lofts');
    await saveShot(page, 'portal-after-move');
  });
});

import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { CrewAssignments } from '../src/domain/schemas/crew-admin';
import { openOffice, openOfficePage } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { newCommunity, oneAtATime } from './support/crew';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, expectToast, test, toast } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';
import { expectNoRecordNumbers } from './support/words';

// The office's Crew page (docs/product.md#the-office): a porter is invited, sets a password from
// the email and signs in to the crew app; the office gives them a community on a weekday, and
// removes them.

/** A toast floats over the page by design; the layout underneath is what is checked. */
async function closeToast(page: Page) {
  if ((await toast(page).count()) > 0) {
    // It may leave by itself while we reach for it: either way, it must be gone.
    await toast(page)
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(toast(page)).toHaveCount(0);
}

test.describe('the Crew page', () => {
  test('invite a porter, resend the link, set their day, and remove them', async ({
    page,
    admin: _signedIn,
    browser,
  }) => {
    // Two browsers, two mails and a lock shared with the crew journeys.
    test.slow();
    const id = randomUUID().slice(0, 8);
    const email = `invited.${id}@example.com`;
    const name = `Casey Crew${id.replace(/\d/g, '')}`;
    const [firstName, lastName] = name.split(' ') as [string, string];

    await openOffice(page);
    await openOfficePage(page, 'Crew');
    await page.getByRole('button', { name: 'Invite a porter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a porter' });
    await dialog.getByLabel('First name').fill(firstName);
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('(281) 555-0123');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send the invite' }).click();
    await expectToast(page, {
      title: 'Invitation sent',
      description: `${name} will get a link at ${email}.`,
    });
    const row = page
      .getByRole('table', { name: 'Porters' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Invited');
    await expect(row.getByRole('cell').nth(2)).toHaveText('No days yet');
    const first = await waitForMail(email);
    expect(first.subject).toBe('Join the Katy Valet Trash crew');

    // A new link voids the first one.
    await row.getByRole('button', { name: `Resend the invite to ${name}` }).click();
    await expectToast(page, { title: 'New link sent' });
    const firstLink = linkTo(first, '/reset-password');
    const second = await waitForMail(
      email,
      10_000,
      (mail) => linkTo(mail, '/reset-password') !== firstLink,
    );

    const phone = await browser.newContext();
    try {
      const porter = await phone.newPage();
      await porter.goto(linkTo(second, '/reset-password'));
      const password = `crew-${id}-password`;
      await porter.getByLabel('New password', { exact: true }).fill(password);
      await porter.getByLabel('Confirm new password').fill(password);
      await porter.getByRole('button', { name: 'Reset Password' }).click();
      await porter.getByRole('link', { name: 'Go to Log In' }).click();
      await expect(porter).toHaveURL(/\/login$/);
      await porter.getByLabel('Email').fill(email);
      await porter.getByLabel('Password', { exact: true }).fill(password);
      await porter.getByRole('button', { name: 'Log In' }).click();
      await expect(porter).toHaveURL(/\/crew$/);

      await page.reload();
      await expect(row.getByRole('cell').nth(1)).toHaveText('Active');
      await expect(row.getByRole('button', { name: /Resend the invite/ })).toHaveCount(0);

      // Wednesday: a community of the test's own goes to the new porter; every other community
      // keeps its porter. Days are saved whole, so crew journeys wait their turn.
      const community = await newCommunity(page.request);
      const wednesday = (assignments: CrewAssignments) =>
        assignments.assignments.filter((a) => a.weekday === 3);
      await oneAtATime(async () => {
        const before = wednesday(
          await (await page.request.get('/api/admin/crew/assignments')).json(),
        );
        await page.reload();
        await page.getByRole('tab', { name: 'Wed' }).click();
        const day = page.getByRole('form', { name: 'Porters on Wednesday' });
        await day.getByLabel(community.name).selectOption({ label: name });
        await expect(day.getByRole('status')).toHaveText('Unsaved changes');
        await day.getByRole('button', { name: 'Save Wednesday' }).click();
        await expectToast(page, {
          title: 'Assignments saved',
          description: "Wednesday's communities and porters are saved.",
        });
        const after = wednesday(
          await (await page.request.get('/api/admin/crew/assignments')).json(),
        );
        expect(after).toHaveLength(before.length + 1);
        expect(after).toEqual(
          expect.arrayContaining([
            ...before,
            expect.objectContaining({ communityId: community.id, porterName: name }),
          ]),
        );
      });
      await expect(row.getByRole('cell').nth(2)).toHaveText(`Wed: ${community.name}`);
      await page.reload();
      await page.getByRole('tab', { name: 'Wed' }).click();
      await expect(
        page.getByRole('form', { name: 'Porters on Wednesday' }).getByLabel(community.name),
      ).toHaveValue(/\d+/);
      await expectNoRecordNumbers(page);
      await closeToast(page);
      await expectFitsAtEveryWidth(page, 'office-crew-wednesday');
      await expectNoA11yViolations(page);

      // Removing asks first, takes the porter off their days and ends their session.
      await page.setViewportSize({ width: 1366, height: 800 });
      await row.getByRole('button', { name: `Remove ${name} from the crew` }).click();
      const ask = page.getByRole('alertdialog', { name: `Remove ${name} from the crew?` });
      await expect(ask).toContainText('What they recorded at the doors stays.');
      await expectNoA11yViolations(page);
      await ask.getByRole('button', { name: `Remove ${name}` }).click();
      await expectToast(page, {
        title: 'Removed from the crew',
        description: `${name} can no longer sign in.`,
      });
      await expect(row).toHaveCount(0);
      const left = (await (
        await page.request.get('/api/admin/crew/assignments')
      ).json()) as CrewAssignments;
      expect(left.assignments.filter((a) => a.communityId === community.id)).toEqual([]);
      expect((await porter.request.get('/api/user')).status()).toBe(401);
    } finally {
      await phone.close();
    }
  });

  test('the invite dialog fits every width and passes axe on a phone @phone', async ({
    page,
    admin: _signedIn,
  }) => {
    // Five widths of a long page, then axe: slow on a busy machine.
    test.slow();
    await openOffice(page);
    await openOfficePage(page, 'Crew');
    await expect(page.getByRole('form', { name: 'Porters on Monday' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Invite a porter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a porter' });
    await dialog.getByRole('button', { name: 'Send the invite' }).click();
    await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    await closeToast(page);
    await expectFitsAtEveryWidth(page, 'office-crew-invite');
    await expectNoA11yViolations(page);
  });
});

import type { Page } from '@playwright/test';
import type { AdminSchedule } from '../src/domain/schemas/admin';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, expectToast, test } from './support/fixtures';
import { saveShot } from './support/shots';

const admin = { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password };

async function openServiceArea(page: Page) {
  await logIn(page.request, admin);
  await page.goto('/admin/communities');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Communities');
  return page.getByRole('main');
}

test.describe('the service area is the office’s data', () => {
  test('an admin adds a ZIP code and a community; the home page’s ZIP check then names it', async ({
    page,
  }) => {
    // Two admin forms, the home page and the search page.
    test.slow();
    const tab = await openServiceArea(page);
    const addZip = tab.getByRole('form', { name: 'Add a ZIP code' });
    await addZip.getByRole('button', { name: 'Add ZIP code' }).click();
    await expect(addZip).toContainText('Enter a 5-digit ZIP code');
    await addZip.getByLabel('ZIP code').fill('77084');
    await addZip.getByLabel('City').fill('Houston');
    await addZip.getByRole('button', { name: 'Add ZIP code' }).click();
    await expectToast(page, {
      title: 'ZIP code added',
      description: 'We now serve 77084 (Houston).',
    });
    const zips = tab.getByRole('table', { name: 'ZIP codes we serve' });
    await expect(zips.getByRole('row').filter({ hasText: '77084' })).toContainText('Houston');

    await tab.getByRole('button', { name: 'Add community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a community' });
    await dialog.getByRole('button', { name: 'Save community' }).click();
    await expect(dialog).toContainText("Enter the community's name");
    await dialog.getByLabel('Community name').fill('Addicks Landing');
    await dialog.getByLabel('Street address').fill('1 Addicks Rd');
    await dialog.getByLabel('ZIP code').selectOption('77084');
    await dialog.getByLabel('Access notes').fill('Call box 12; leasing office opens at 9.');
    await dialog.getByLabel('Phone').fill('2815550111');
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-community-dialog');
    await dialog.getByRole('button', { name: 'Save community' }).click();
    await expectToast(page, { title: 'Community saved' });
    const communities = tab.getByRole('table', { name: 'Communities' });
    await expect(communities.getByRole('row').filter({ hasText: 'Addicks Landing' })).toContainText(
      'Call box 12',
    );

    // Removing a ZIP code with an active community is refused in the office's words.
    await zips
      .getByRole('row')
      .filter({ hasText: '77084' })
      .getByRole('button', { name: 'Remove 77084' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove 77084' }).click();
    await expectToast(page, {
      title: 'Not saved',
      description: '77084 still has 1 active community. Move or deactivate them first.',
      variant: 'destructive',
    });

    await page.goto('/');
    const form = page.getByRole('form', { name: 'Check your ZIP code' });
    await form.getByLabel('ZIP code').fill('77084');
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(form.getByRole('status')).toContainText(
      'Good news: we serve 77084. Communities there: Addicks Landing.',
    );
    // The service-area list of the (prerendered) home page shows the office's data too.
    const areas = page.getByRole('region', { name: 'Service Areas' });
    await areas.scrollIntoViewIfNeeded();
    const houston = areas.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Houston', level: 3 }),
    });
    await expect(houston).toContainText('Addicks Landing');
    await expect(houston).toContainText('77084');
    await expect(areas.getByRole('heading', { level: 3 }).first()).toHaveText('Katy');
    await form.getByRole('status').getByRole('link', { name: 'See everything we serve' }).click();
    await expect(page).toHaveURL(/\/search\?q=77084$/);
    await expect(page.getByRole('status')).toContainText('Good news: we serve 77084 (Houston).');
    await expect(page.getByRole('status')).toContainText('Addicks Landing');

    // The table's row keeps the rarer Deactivate in its More actions menu.
    await openServiceArea(page);
    const row = tab
      .getByRole('table', { name: 'Communities' })
      .getByRole('row')
      .filter({ hasText: 'Addicks Landing' });
    await row.getByRole('button', { name: 'More actions: Addicks Landing' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await expectToast(page, {
      title: 'Community saved',
      description: 'Addicks Landing is inactive.',
    });
    await expect(row).toContainText('Inactive');
  });

  test('an admin records a property contract; the community then reads property-paid', async ({
    page,
  }) => {
    // A form filled twice, an axe run and a walk through four widths.
    test.slow();
    const tab = await openServiceArea(page);
    await tab.getByRole('searchbox', { name: 'Search by name' }).fill('Bernardo Oaks');
    const row = tab
      .getByRole('table', { name: 'Communities' })
      .getByRole('row')
      .filter({ hasText: 'Bernardo Oaks' });
    await expect(row).toContainText('Resident-paid');
    await row.getByRole('button', { name: 'Contract Bernardo Oaks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contract for Bernardo Oaks' });
    await dialog.getByRole('button', { name: 'Save contract' }).click();
    await expect(dialog).toContainText("Enter the property's legal name");

    await dialog.getByLabel('Legal name of the property').fill('Bernardo Oaks Owner LLC');
    await dialog.getByLabel('Name', { exact: true }).fill('Pat Lee');
    await dialog.getByLabel('Email', { exact: true }).fill('ap@bernardo.example');
    await dialog.getByLabel('Phone').fill('979-555-0142');
    await dialog.getByLabel('Rate per door, per month').fill('12.50');
    await dialog.getByLabel('Doors').fill('180');
    await dialog.getByLabel('Starts on').fill('2027-01-01');
    await dialog.getByLabel('Term in months').fill('36');
    await dialog.getByRole('checkbox', { name: 'Monday' }).check();
    await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
    await dialog.getByLabel('Until').fill('10:30');
    await dialog.getByLabel('Report contacts').fill('manager@bernardo.example');
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'admin-contract-dialog');

    await dialog.getByRole('button', { name: 'Save contract' }).click();
    await expectToast(page, {
      title: 'Contract saved',
      description: 'Bernardo Oaks is now property-paid.',
    });
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Property-paid');

    // Opened again, the dialog starts from what was saved.
    await row.getByRole('button', { name: 'Contract Bernardo Oaks' }).click();
    await expect(dialog.getByLabel('Rate per door, per month')).toHaveValue('12.50');
    await expect(dialog.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  });

  test('an admin matches a not-listed community; the route sheet goes by community', async ({
    page,
  }) => {
    // Two axe runs and a walk through five widths.
    test.slow();
    const tab = await openServiceArea(page);
    const requests = tab.getByRole('table', { name: 'Communities to match' });
    const sam = requests.getByRole('row').filter({ hasText: 'Sam Patel' });
    await expect(sam).toContainText('“Mason Creek Apartments”');
    await expect(sam).toContainText('21000 Highland Knolls Dr, Unit 7');
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'admin-service-area');
    await page.setViewportSize({ width: 1366, height: 800 });
    const match = sam.getByRole('form', { name: 'Match Sam Patel' });
    await match.getByLabel('Community').selectOption({ label: 'Mason Creek Villas' });
    await match.getByRole('button', { name: 'Match' }).click();
    await expectToast(page, {
      title: 'Community matched',
      description: 'Sam Patel now lives in Mason Creek Villas.',
    });
    await expect(requests.getByRole('row').filter({ hasText: 'Sam Patel' })).toHaveCount(0);

    // The demo customers share a plan: their next pickup is the same day. (Other journeys make
    // customers named Jordan too; the demo's last name is the demo's alone.)
    const res = await page.request.get(
      `/api/admin/service-schedules?q=${DEMO_CUSTOMER.lastName}&status=scheduled&sort=serviceDate&dir=asc&pageSize=1`,
    );
    const [next] = (await res.json()) as AdminSchedule[];
    await page.goto(`/admin/route-sheet?date=${next!.serviceDate}`);
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.filter({ hasText: 'Mason Creek Villas' })).toHaveCount(1);
    // Listed communities go by name; other journeys' customers may add groups between these two.
    const names = await headings.allTextContents();
    const at = (name: string) => names.findIndex((heading) => heading.includes(name));
    expect(at('Cinco Ranch Commons')).toBeGreaterThanOrEqual(0);
    expect(at('Cinco Ranch Commons')).toBeLessThan(at('Mason Creek Villas'));
    const cinco = page.getByRole('region', { name: /^Cinco Ranch Commons/ });
    await expect(cinco).toContainText('23500 Cinco Ranch Blvd, 77494');
    await expect(cinco).toContainText('Building 3, 23500 Cinco Ranch Blvd, Unit 1204');
    await expect(cinco).toContainText('Gate code: #4821');
    const mason = page.getByRole('region', { name: /^Mason Creek Villas/ });
    await expect(mason).toContainText('Building 12, 21000 Highland Knolls Dr, Unit 7');
    await expectNoA11yViolations(page);
    await saveShot(page, 'admin-route-sheet-communities');
  });
});

test.describe('the hero ZIP check asks the server', () => {
  test('offers the waitlist for a ZIP code we do not serve @phone', async ({ page }) => {
    await page.goto('/pricing');
    const form = page.getByRole('form', { name: 'Check your ZIP code' });
    await form.getByLabel('ZIP code').fill('90210');
    await form.getByRole('button', { name: 'Check' }).click();
    const answer = form.getByRole('status');
    await expect(answer).toContainText("We don't serve 90210 yet.");
    await expect(answer.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/waitlist?zip=90210',
    );
  });

  test('the FAQ links to the ZIP check on the search page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByText('Which areas do you serve?').click();
    await page.getByRole('link', { name: 'Check your ZIP code' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  });
});

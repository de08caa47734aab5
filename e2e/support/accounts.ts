import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OFFICE_LANDING, type OfficePage } from '../../src/domain/office';
import type { RegisterInput, User } from '../../src/domain/schemas/account';

import { DEMO_ADMIN } from '../../src/server/seed/demo-accounts';

export {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_MANAGER,
  DEMO_PORTER,
} from '../../src/server/seed/demo-accounts';

/** Everything POST /api/register takes: a complete, valid account. */
export type Account = RegisterInput;

/**
 * A valid account no other test uses: specs run in parallel against one database, so emails and
 * usernames carry a random suffix. `overrides` pins the fields a test asserts on.
 */
export function uniqueAccount(overrides: Partial<Account> = {}): Account {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Taylor',
    lastName: 'Nguyen',
    email: `taylor.${id}@example.com`,
    phone: '2815550199',
    username: `taylor_${id}`,
    password: `pickup-${id}`,
    address: '24500 Katy Fwy',
    unit: '3112',
    city: 'Katy',
    zip: '77494',
    // The route sheet needs to know where the door is; a typed name is enough for an account.
    communityRequest: 'Katy Mills Residences',
    ...overrides,
  };
}

/**
 * Creates the account through the API. With `page.request` the session cookie lands in the
 * page's browser context, so the page is signed in as the new user.
 */
export async function registerAccount(
  request: APIRequestContext,
  account: Account = uniqueAccount(),
): Promise<User> {
  const res = await request.post('/api/register', { data: account });
  if (res.status() !== 201) {
    throw new Error(`register ${account.email} failed: ${res.status()} ${await res.text()}`);
  }
  return (await res.json()) as User;
}

/** Signs in through the API (email or username), sharing the cookie as above. */
export async function logIn(
  request: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<User> {
  const res = await request.post('/api/login', { data: credentials });
  if (!res.ok()) {
    throw new Error(`login ${credentials.username} failed: ${res.status()} ${await res.text()}`);
  }
  return (await res.json()) as User;
}

/**
 * Fills every field of the sign-up form for a new account (not the plan). `community` is the name
 * of the listed community to pick, the first one listed by default, or null for a ZIP code whose
 * communities are not listed (not served, or not five digits).
 */
export async function fillSignup(
  page: Page,
  account: Account,
  doorstep = { gateCode: '#4521', instructions: 'Building 3, second floor' },
  community: string | null = '',
) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Street address').fill(account.address);
  await page.getByLabel('ZIP code').fill(account.zip);
  await page.getByLabel('City').fill(account.city);
  if (community !== null) await pickCommunity(page, community);
  await page.getByLabel('Apartment / Unit').fill(account.unit);
  await page.getByLabel('Gate code (optional)').fill(doorstep.gateCode);
  await page.getByLabel('Special instructions (optional)').fill(doorstep.instructions);
  await page.getByLabel(/I agree to the/).check();
}

/** Picks a listed community (the first one when `name` is empty) in the community combobox. */
export async function pickCommunity(page: Page, name = ''): Promise<string> {
  const picker = page.getByRole('combobox', { name: 'Community' });
  await expect(picker).toBeEnabled();
  await picker.fill(name);
  const option = page.getByRole('listbox', { name: 'Communities' }).getByRole('option').first();
  const label = (await option.locator('span').first().innerText()).split('\n')[0]!;
  await option.click();
  await expect(picker).toHaveValue(label);
  return label;
}

/**
 * Signs in through /admin-login as the demo admin and waits for the office's landing page
 * (docs/decisions/033-office-pages-instead-of-dashboard-tabs.md).
 */
export async function adminLogin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL((url) => url.pathname === OFFICE_LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Opens the office's landing page on a page signed in as staff already (the `admin` or `office`
 * fixture), as adminLogin ends.
 */
export async function openOffice(page: Page) {
  await page.goto(OFFICE_LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Opens an office page by its link, as staff do: the sidebar on a wide screen, the menu below
 * the desktop width.
 */
export async function openOfficePage(page: Page, label: OfficePage['label']) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page
      .getByRole('navigation', { name: 'Office menu' })
      .getByRole('link', { name: label })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Office' })
      .getByRole('link', { name: label })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import type { User } from '../../src/domain/schemas/account';
import { DEMO_ADMIN, logIn, registerAccount, uniqueAccount, type Account } from './accounts';

// Chromium reports every non-2xx response as a console error; the app answers 401 for "no
// session" and 404 for unknown pages on purpose, so those lines are not failures. The crew app's
// journeys cut the network on purpose too.
const EXPECTED_CONSOLE_ERRORS = [
  /^Failed to load resource: the server responded with a status/,
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
];

/** Collects the page's uncaught errors and unexpected console errors as they happen. */
function browserProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (EXPECTED_CONSOLE_ERRORS.some((re) => re.test(msg.text()))) return;
    problems.push(`console.error: ${msg.text()}`);
  });
  return problems;
}

type Fixtures = {
  /** A freshly registered customer; the `page` is signed in as them. */
  customer: Account & { user: User };
  /** The demo admin; the `page` is signed in as them, on this worker's admin session. */
  admin: typeof DEMO_ADMIN;
  /** A page of its own browser, signed in as the demo admin: the office beside the `page`. */
  office: Page;
};

type WorkerFixtures = {
  /** One demo-admin session per worker, signed in through the API, as a storage state. */
  adminSession: Awaited<ReturnType<BrowserContext['storageState']>>;
};

/**
 * The test every test file imports. An uncaught page error or an unexpected console.error fails the
 * test (docs/decisions/020-tests-use-real-parts.md), so a broken render cannot pass unnoticed
 * behind a green assertion.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  // Signing in once per worker spares each journey the sign-in form, which guards.spec.ts tests.
  // Journeys share the session and nothing else: a test that signs out signs in on its own.
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: `http://127.0.0.1:${E2E_PORT}`,
      });
      await logIn(request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    const problems = browserProblems(page);
    await use(page);
    expect(problems, 'errors in the browser console').toEqual([]);
  },
  customer: async ({ page }, use) => {
    const account = uniqueAccount();
    const user = await registerAccount(page.request, account);
    await use({ ...account, user });
  },
  admin: async ({ page, adminSession }, use) => {
    await page.context().addCookies(adminSession.cookies);
    await use(DEMO_ADMIN);
  },
  office: async ({ browser, adminSession }, use) => {
    const context = await browser.newContext({ storageState: adminSession });
    const page = await context.newPage();
    const problems = browserProblems(page);
    await use(page);
    await context.close();
    expect(problems, 'errors in the office browser console').toEqual([]);
  },
});

export { expect };

/** The toast on screen (there is at most one: docs/product.md#customer-facing-messages). */
export function toast(page: Page): Locator {
  // Named in the page's language: Notifications, Notificaciones.
  return page.getByRole('region', { name: /^notifica(tions|ciones)$/i }).getByRole('listitem');
}

/** Waits for the toast with this title, and the description and variant when given. */
export async function expectToast(
  page: Page,
  expected: {
    title: string | RegExp;
    description?: string | RegExp;
    variant?: 'default' | 'destructive';
  },
): Promise<void> {
  const current = toast(page);
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(expected.title);
  if (expected.description) await expect(current).toContainText(expected.description);
  if (expected.variant) await expect(current).toHaveAttribute('data-variant', expected.variant);
}

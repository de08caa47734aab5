import { OFFICE_LANDING, OFFICE_PAGES } from '../src/domain/office';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { expect, expectToast, test, toast } from './support/fixtures';

test.describe('signed out', () => {
  test('/profile sends a visitor to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  });

  test('a first-time visitor asks nothing of /api/user and sees no console error', async ({
    page,
  }) => {
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user')) asked.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a returning visitor whose session ended is signed out and no longer asked', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    const answered = page.waitForResponse('**/api/user');
    await page.goto('/profile');
    expect((await answered).status()).toBe(401);
    await expect(page).toHaveURL(/\/login$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'signed_in')).toBeUndefined();
  });

  test('on a static page, a hint that outlived its session turns back into Log In', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    const answered = page.waitForResponse('**/api/user');
    await page.goto('/pricing');
    expect((await answered).status()).toBe(401);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account' })).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'signed_in')).toBeUndefined();
  });

  test('a guarded page shows a spinner while the session loads', async ({ page, baseURL }) => {
    // A returning visitor whose session ended on the server: the browser still sends its cookie
    // (so the server serves the page), and the hint cookie says someone signed in here, so the
    // app asks.
    await page.context().addCookies([
      { name: 'signed_in', value: '1', url: baseURL! },
      { name: 'sid', value: 'a-session-that-has-ended', url: baseURL! },
    ]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your session');
    await expect(page).toHaveURL(/\/profile$/);
    release();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/admin and every office page send a visitor to /admin-login', async ({ page }) => {
    for (const path of ['/admin', ...OFFICE_PAGES.map((p) => p.path)]) {
      const response = await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin-login$/);
      // Sent on by the server: the office's code never loaded for a visitor.
      expect(response?.request().redirectedFrom()?.url(), path).toMatch(new RegExp(`${path}$`));
    }
  });

  test('/client-portal shows Access Denied with a Log In button', async ({ page }) => {
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/client-portal$/);
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('signed in as a customer', () => {
  test('/admin shows the destructive Access Denied toast and goes home', async ({
    page,
    customer: _signedIn,
  }) => {
    await page.goto('/admin');
    await expectToast(page, {
      title: 'Access Denied',
      description: "You don't have permission to access the admin area.",
      variant: 'destructive',
    });
    await expect(page).toHaveURL(/\/$/);
  });

  test('the demo customer is denied the admin area too', async ({ page }) => {
    await logIn(page.request, { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    await page.goto('/admin');
    await expectToast(page, { title: 'Access Denied', variant: 'destructive' });
    await expect(page).toHaveURL(/\/$/);
  });

  test('/login goes to /profile', async ({ page, customer }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${customer.firstName}`,
    );
  });

  for (const path of ['/forgot-password', '/reset-password', '/reset-password?token=abc']) {
    test(`${path} goes to /`, async ({ page, customer: _signedIn }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('admin login', () => {
  test('the demo admin reaches /admin, and its landing page, 800 ms after signing in', async ({
    page,
  }) => {
    // The delay (ADMIN_REDIRECT_DELAY_MS in src/client/routes/admin-login.tsx) is counted on a
    // paused fake clock, so a slow machine can neither stretch nor shrink it.
    await page.clock.install();
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(DEMO_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    // The toast and the redirect timer start together; time moves in 10 ms steps until it shows.
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return toast(page).count();
      })
      .toBe(1);
    await expectToast(page, { title: 'Login successful', description: 'Welcome back, Alex!' });
    await page.clock.runFor(750);
    expect(page.url()).toMatch(/\/admin-login$/);
    await page.clock.runFor(100);
    await page.waitForURL((url) => url.pathname === OFFICE_LANDING);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });

  test('the admin can sign in with the email too', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);
  });

  test("a customer's credentials get the Login Failed toast", async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(DEMO_CUSTOMER.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expectToast(page, { title: 'Login Failed', variant: 'destructive' });
    await expect(page).toHaveURL(/\/admin-login$/);
    // No session was started for the customer.
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('a wrong admin password gets the Login Failed toast', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(DEMO_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expectToast(page, { title: 'Login Failed', variant: 'destructive' });
  });

  test('empty fields show the field messages', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password is required',
    );
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/admin-login');
    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

import type { Page } from '@playwright/test';
import { expect, expectToast, test, toast } from './support/fixtures';

test.describe('header', () => {
  test('signed out: Log In and Sign Up', async ({ page }) => {
    await page.goto('/login');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('button', { name: 'Account' })).toHaveCount(0);
  });

  // A static marketing page and an app page: both show the guest controls by <html data-auth>.
  for (const path of ['/', '/login']) {
    test(`signed out, ${path} shows Log In and Sign Up beside the menu button @phone`, async ({
      page,
    }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        '/signup',
      );
    });
  }

  test('the main navigation lists its six links', async ({ page }) => {
    await page.goto('/login');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Valet', '/residential-valet'],
      ['Management', '/property-management'],
      ['Contact', '/#contact'],
    ];
    await expect(nav.getByRole('link')).toHaveText(expected.map(([label]) => label));
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  test('signed in: the Account menu opens Profile, Client Portal and logs out', async ({
    page,
    customer,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);

    const account = header.getByRole('button', { name: 'Account' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('listitem')).toHaveText(['Profile', 'Client Portal', 'Log out']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await account.click();
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${customer.firstName}`,
    );

    await expect(menu).toBeHidden();
    await account.click();
    await menu.getByRole('link', { name: 'Client Portal' }).click();
    await expect(page).toHaveURL(/\/client-portal$/);

    await account.click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, { title: 'Logged out' });
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('logging out of a signed-in page returns home, not to its guard', async ({
    page,
    customer: _signedIn,
  }) => {
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Account' }).click();
    await page
      .getByRole('tabpanel', { name: 'Account' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await expectToast(page, { title: 'Logged out' });
    await expect(page).toHaveURL(/\/$/);
    // The profile's guard used to redirect to /login a moment later; make sure nothing follows.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
  });

  // /profile is a page of the app; /pricing a static page, whose Log out is the sign-out island.
  for (const path of ['/profile', '/pricing']) {
    test(`Log out is disabled while the request is pending (${path})`, async ({
      page,
      customer: _signedIn,
    }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/logout', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
      const menu = page.getByRole('navigation', { name: 'Account' });
      await account.click();
      await menu.getByRole('button', { name: 'Log out' }).click();
      await account.click();
      await expect(menu.getByRole('button', { name: 'Log out' })).toBeDisabled();
      await page.keyboard.press('Escape');
      release();
      await expectToast(page, { title: 'Logged out' });
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
      expect((await page.request.get('/api/user')).status()).toBe(401);
    });
  }

  test('the active route is highlighted', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    // Contact is a section of the home page: there, Contact is current and Home is not.
    await page.goto('/#contact');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    // Pages outside the navigation highlight nothing.
    await page.goto('/login');
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('the navbar gets a stronger shadow once scrolled past 10 px', async ({ page }) => {
    await page.goto('/signup');
    // The page itself, not the frame painted while it loads (which cannot scroll yet).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const flatShadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // The header stays on screen (sticky) and its shadow is visibly stronger.
    await expect(header).toBeInViewport();
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow))
      .not.toBe(flatShadow);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'the menu button only shows below the desktop breakpoint');
  });

  test('opens, and closes when a link is chosen @phone', async ({ page }) => {
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();

    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Pricing',
      'Valet',
      'Management',
      'Contact',
      'Log In',
      'Sign Up',
    ]);

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the close button closes it @phone', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in, it offers the account links and Log out @phone', async ({
    page,
    customer: _signedIn,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, { title: 'Logged out' });
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
  });
});

// Safari < 17 and Firefox < 125 have no popovers; the header menus need them on every page.
for (const path of ['/pricing', '/login']) {
  test(`without native popovers, ${path} loads the popover polyfill`, async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
    });
    const polyfill = page.waitForRequest(/popover-fn-[\w-]+\.js$/);
    await page.goto(path);
    await polyfill;
    await expect
      .poll(() => page.evaluate(() => !/native code/.test(String(document.body.showPopover))))
      .toBe(true);
  });
}

test.describe('footer', () => {
  test('lists its links, the contact details and four social icons', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    for (const [label, href] of [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Pricing', '/pricing'],
      ['Contact', '/#contact'],
      ['Residential Valet', '/residential-valet'],
      ['Property Management', '/property-management'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Sitemap', '/sitemap'],
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    }
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Services' })).toBeVisible();
    await expect(footer.locator('address')).toContainText('Katy, TX');
    await expect(footer.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('list', { name: /social/i }).getByRole('img')).toHaveCount(4);
  });
});

test.describe('toasts', () => {
  /** A failed login is the quickest way to a toast. */
  async function raiseLoginFailedToast(page: Page) {
    await page.goto('/login');
    await fillFailingLogin(page);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, { title: 'Login failed' });
  }

  async function fillFailingLogin(page: Page) {
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
  }

  test('only one is on screen at a time', async ({ page, customer: _signedIn }) => {
    await page.goto('/admin');
    await expectToast(page, { title: 'Access Denied', variant: 'destructive' });
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Log out' })
      .click();
    // The second toast replaces the first rather than stacking under it.
    await expectToast(page, { title: 'Logged out', variant: 'default' });
    await expect(toast(page)).not.toContainText('Access Denied');
  });

  /**
   * Raises the 'Login failed' toast under a paused fake clock, so a toast's 5 seconds are counted
   * in fake time only, however slow the machine: time moves in 10 ms steps until it shows.
   */
  async function raiseToastWithPausedClock(page: Page) {
    await page.clock.install();
    await page.goto('/login');
    await fillFailingLogin(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return toast(page).count();
      })
      .toBe(1);
    await expectToast(page, { title: 'Login failed' });
  }

  test('a toast disappears after 5 seconds', async ({ page }) => {
    await raiseToastWithPausedClock(page);
    await page.clock.runFor(4_500);
    await expect(toast(page)).toHaveCount(1);
    await page.clock.runFor(1_000);
    await expect(toast(page)).toHaveCount(0);
  });

  test('a toast stays while the pointer rests on it, then leaves 5 seconds later', async ({
    page,
  }) => {
    await raiseToastWithPausedClock(page);
    await toast(page).hover();
    await page.clock.runFor(10_000);
    await expect(toast(page)).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_500);
    await expect(toast(page)).toHaveCount(1);
    await page.clock.runFor(1_000);
    await expect(toast(page)).toHaveCount(0);
  });

  test('Escape dismisses the toast from its close button', async ({ page }) => {
    await raiseLoginFailedToast(page);
    await toast(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(toast(page)).toHaveCount(0);
  });

  test('a toast can be dismissed', async ({ page }) => {
    await raiseLoginFailedToast(page);
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 with the not-found page @phone', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(
      page.getByText("We couldn't find the page you were looking for.", { exact: false }),
    ).toBeVisible();
    // The production build customers get carries no note for developers.
    await expect(page.getByRole('main')).not.toContainText(/developer|src\/client|router/i);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a nested unknown path is a 404 too', async ({ page }) => {
    const response = await page.goto('/profile/settings/unknown');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });
});

test.describe('Content-Security-Policy', () => {
  const watchViolations = async (page: Page) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    return violations;
  };

  test('a signed-out page runs its inline scripts by hash alone', async ({ page }) => {
    const violations = await watchViolations(page);
    const csp = (await page.goto('/login'))!.headers()['content-security-policy']!;
    expect(csp.split(';').find((d) => d.includes('script-src'))).not.toContain('unsafe-inline');
    // The inline signed-in hint ran before the app: the header shows the guest buttons.
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a signed-in page breaks no rule either', async ({ page, customer }) => {
    expect(customer.user.id).toBeGreaterThan(0);
    const violations = await watchViolations(page);
    await page.goto('/client-portal');
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');
    expect(violations).toEqual([]);
  });
});

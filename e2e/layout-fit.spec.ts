import type { APIRequestContext, Page } from '@playwright/test';
import type {
  PaypalSubscriptionResponse,
  SubscriptionInfoResponse,
} from '../src/domain/schemas/payments';
import type { AdminSchedule } from '../src/domain/schemas/admin';
import { crewText } from '../src/domain/crew-app-text';
import { translatorFor } from '../src/domain/i18n/catalogue';
import {
  NOTICE_SECTION_LABELS,
  NOTICE_SECTIONS,
  NOTICE_STAFF_TEXT,
} from '../src/domain/notice-staff-text';
import { TODAY_TEXT } from '../src/domain/today-text';
import { CLIENT_ROUTES } from '../src/domain/site';
import { expect, test, toast } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { expectFitsAtEveryWidth, SCREEN_WIDTHS } from './support/fit';
import { expectNoRecordNumbers } from './support/words';
import { paidCheckout } from './support/subscriptions';
import { adminLogin, DEMO_ADMIN, DEMO_MANAGER, logIn, registerAccount } from './support/accounts';
import { linkTo, waitForMail } from './support/mail';

const CREW_TEXT = crewText(translatorFor('en'));

// From the smallest phone to a laptop, no label spills out of its button, tab or link and
// nothing is drawn over its neighbour: on every client route, as everyone who can open it.

/** The checks end at the widest screen; the narrowest is where a layout change shows. */
async function expectNoA11yViolationsOnAPhone(page: Page) {
  await page.setViewportSize({ width: SCREEN_WIDTHS[0], height: 800 });
  await expectNoA11yViolations(page);
}

/** Opens the phone menu where the screen has one (below the desktop breakpoint). */
async function openMenuIfAny(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** A screen that greets its visitor with a toast has it float over it by design: closed. */
async function closeToast(page: Page) {
  if ((await toast(page).count()) > 0) {
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page)).toHaveCount(0);
  }
}

/** The screen has drawn: its heading is up and no spinner turns. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ has: page.locator('.animate-spin') })).toHaveCount(
    0,
  );
}

const ROLES = ['signed out', 'customer', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** A role that only its own screens are walked for: the property manager's portal. */
type PortalRole = 'manager';
type ClientRoute = (typeof CLIENT_ROUTES)[number];

/** What a screen's setup can use: a browser-less client of its own for someone else's data. */
type Setup = { page: Page; someoneElse: () => Promise<APIRequestContext>; own: Own };
/** The signed-in customer's paid subscription, as the provider names it. */
type Own = { providerSubscriptionId?: string };

type Screen = {
  /** The address, when the screen needs a query string or something made first. */
  url?: (setup: Setup) => Promise<string>;
  /** Waits for what the screen shows once loaded, beyond `settled`. */
  ready?: (page: Page) => Promise<void>;
};
/** The route's guard sends this role elsewhere (docs/product.md#screens-and-routes). */
type SentTo = { sentTo: RegExp };
type Walk = Record<Role, Screen | SentTo> & Partial<Record<PortalRole, Screen>>;

const SHOWN: Screen = {};
const HOME: SentTo = { sentTo: /\/$/ };
const everyone = (screen: Screen = SHOWN): Walk => ({
  'signed out': screen,
  customer: screen,
  admin: screen,
});

/** An office page: admins only (docs/product.md#the-office). */
const office = (admin: Screen): Walk => ({
  'signed out': { sentTo: /\/admin-login$/ },
  customer: HOME,
  admin,
});

/** A PayPal approval waiting for its payer, made by a new customer of its own. */
async function pendingApproval({ someoneElse }: Setup): Promise<string> {
  const request = await someoneElse();
  await registerAccount(request);
  const saved = await request.post('/api/subscription-info', {
    data: { plan: 'premium', gateCode: '', specialInstructions: '' },
  });
  const { subscriptionId } = (await saved.json()) as SubscriptionInfoResponse;
  const created = await request.post('/api/paypal/subscription', {
    data: { subscriptionId, planType: 'premium', planId: 'premium' },
  });
  const { links } = (await created.json()) as PaypalSubscriptionResponse;
  return links.find((link) => link.rel === 'approve')!.href;
}

/** Payment Successful!, and the toast that comes with it. */
async function paymentSuccessful(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(toast(page)).toHaveCount(1);
}

/** The return page for a subscription someone else paid for. */
async function someoneElsesReturn({ someoneElse }: Setup): Promise<string> {
  const request = await someoneElse();
  await registerAccount(request);
  const { providerSubscriptionId } = await paidCheckout(request, 'premium');
  return `/payment-success?subscription_id=${providerSubscriptionId}`;
}

/**
 * How each role sees each client route. A route added to CLIENT_ROUTES without an entry fails
 * below (and the type check), so no screen goes unwalked.
 */
const WALKS: { [R in ClientRoute]: Walk } = {
  '/': everyone(),
  '/about': everyone(),
  '/pricing': everyone(),
  '/residential-valet': everyone(),
  '/property-management': everyone(),
  '/privacy-policy': everyone(),
  '/terms-of-service': everyone(),
  '/sitemap': everyone(),
  // The same pages in Spanish, whose words run longer.
  '/es': everyone(),
  '/es/about': everyone(),
  '/es/pricing': everyone(),
  '/es/residential-valet': everyone(),
  '/es/property-management': everyone(),
  '/es/privacy-policy': everyone(),
  '/es/terms-of-service': everyone(),
  '/es/sitemap': everyone(),
  '/search': everyone({
    url: async () => '/search?q=77494',
    ready: (page) => expect(page.getByRole('heading', { name: /results? for/ })).toBeVisible(),
  }),
  '/es/search': everyone({
    url: async () => '/es/search?q=77494',
    ready: (page) => expect(page.getByRole('heading', { name: /resultados? para/ })).toBeVisible(),
  }),
  // Signed in, it asks only for the plan and the doorstep details.
  '/signup': everyone({
    url: async () => '/signup?plan=premium',
    ready: (page) =>
      expect(
        page.getByRole('button', { name: /Continue to Payment|Create Account/ }),
      ).toBeVisible(),
  }),
  '/login': {
    'signed out': SHOWN,
    customer: { sentTo: /\/profile$/ },
    admin: { sentTo: /\/profile$/ },
  },
  '/admin-login': everyone(),
  '/forgot-password': { 'signed out': SHOWN, customer: HOME, admin: HOME },
  '/reset-password': {
    'signed out': {
      url: async ({ someoneElse }) => {
        const request = await someoneElse();
        const { email } = await registerAccount(request);
        await request.post('/api/forgot-password', { data: { email } });
        return linkTo(await waitForMail(email), '/reset-password');
      },
      ready: (page) => expect(page.getByLabel('New password', { exact: true })).toBeVisible(),
    },
    customer: HOME,
    admin: HOME,
  },
  // The page asks for a click before it uses the link, so any token shows the screen.
  '/confirm-email': everyone({
    url: async () => '/confirm-email?token=not-yet-used',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible(),
  }),
  // It asks for a click before it changes anything; a link that is not genuine says so.
  '/unsubscribe': everyone({
    url: async () => '/unsubscribe?token=not-a-real-link',
    ready: (page) =>
      expect(page.getByRole('link', { name: 'Sign in to your settings' })).toBeVisible(),
  }),
  '/waitlist': everyone({
    url: async () => '/waitlist?zip=77002&kind=house',
    ready: (page) => expect(page.getByRole('button', { name: 'Join the Waitlist' })).toBeVisible(),
  }),
  // Like /confirm-email, it asks for a click before it uses the link.
  '/waitlist/confirm': everyone({
    url: async () => '/waitlist/confirm?token=not-yet-used',
    ready: (page) => expect(page.getByRole('button', { name: 'Confirm my place' })).toBeVisible(),
  }),
  '/subscribe': {
    'signed out': { sentTo: /\/signup\?plan=premium$/ },
    customer: { url: async () => '/subscribe?plan=premium' },
    admin: { url: async () => '/subscribe?plan=premium' },
  },
  '/paypal-subscribe': everyone({
    url: async () => '/paypal-subscribe?plan=premium',
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible(),
  }),
  '/payment-success': {
    'signed out': { url: someoneElsesReturn, ready: paymentSuccessful },
    customer: {
      url: async ({ own }) => `/payment-success?subscription_id=${own.providerSubscriptionId}`,
      ready: paymentSuccessful,
    },
    // Not the admin's own subscription: the page says so.
    admin: {
      url: someoneElsesReturn,
      ready: (page) =>
        expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible(),
    },
  },
  '/payment-cancel': everyone(),
  '/sandbox-paypal': everyone({
    url: pendingApproval,
    ready: (page) => expect(page.getByRole('button', { name: 'Agree & Subscribe' })).toBeVisible(),
  }),
  '/profile': {
    'signed out': { sentTo: /\/login$/ },
    customer: {
      ready: (page) => expect(page.getByRole('article', { name: 'Premium Plan' })).toBeVisible(),
    },
    admin: {
      ready: (page) =>
        expect(page.getByRole('heading', { name: 'No subscriptions yet' })).toBeVisible(),
    },
  },
  // Signed out, it shows Access Denied in place (no redirect).
  '/client-portal': {
    'signed out': SHOWN,
    customer: { ready: (page) => expect(page.getByTestId('next-pickup')).toBeVisible() },
    admin: {
      ready: (page) =>
        expect(page.getByRole('heading', { name: 'No active subscription' })).toBeVisible(),
    },
  },
  // The office opens its landing page, the Today board.
  '/admin': {
    'signed out': { sentTo: /\/admin-login$/ },
    customer: HOME,
    admin: { sentTo: /\/admin\/today$/ },
  },
  // Nobody but a porter has a route: the app says so and offers the sign-in.
  '/crew': {
    'signed out': {
      ready: (page) => expect(page.getByText(CREW_TEXT.signedOut)).toBeVisible(),
    },
    customer: { ready: (page) => expect(page.getByText(CREW_TEXT.notPorter)).toBeVisible() },
    admin: { ready: (page) => expect(page.getByText(CREW_TEXT.notPorter)).toBeVisible() },
  },
  // A property manager's portal: the demo manager's community and each of its sections.
  '/manager': {
    'signed out': { sentTo: /\/login$/ },
    customer: { sentTo: /\/profile$/ },
    admin: { sentTo: /\/profile$/ },
    manager: {
      ready: (page) => expect(page.getByRole('table', { name: 'Doors' })).toBeVisible(),
    },
  },
  '/admin/schedules': office({
    ready: (page) =>
      expect(
        page.getByRole('table', { name: 'Service schedules' }).getByRole('row').nth(1),
      ).toBeVisible(),
  }),
  '/admin/route-sheet': office({
    // The first day with pickups, so the sheet has stops to lay out.
    url: async ({ page }) => {
      const next = await page.request.get(
        '/api/admin/service-schedules?status=scheduled&sort=serviceDate&dir=asc&pageSize=1',
      );
      const [first] = (await next.json()) as AdminSchedule[];
      return `/admin/route-sheet?date=${first!.serviceDate}`;
    },
    ready: (page) => expect(page.getByRole('main').getByRole('region').first()).toBeVisible(),
  }),
  '/admin/today': office({
    ready: (page) => expect(page.getByText(TODAY_TEXT.stopsCount, { exact: true })).toBeVisible(),
  }),
  '/admin/customers': office({
    ready: (page) => expect(page.getByRole('table', { name: 'Customers' })).toBeVisible(),
  }),
  '/admin/subscriptions': office({
    ready: (page) => expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible(),
  }),
  '/admin/communities': office({
    ready: (page) =>
      expect(page.getByRole('table', { name: 'Communities', exact: true })).toBeVisible(),
  }),
  // The demo's community: its roster page with the upload form and an empty roster.
  '/admin/communities/:id/roster': office({
    url: async ({ page }) => {
      const listed = await page.request.get('/api/admin/communities');
      const [community] = (await listed.json()) as { id: number }[];
      return `/admin/communities/${community!.id}/roster`;
    },
    ready: (page) => expect(page.getByRole('heading', { name: /roster/i, level: 1 })).toBeVisible(),
  }),
  // Its second section shows once the aging has loaded.
  '/admin/invoices': office({
    ready: (page) =>
      expect(page.getByRole('heading', { level: 2, name: 'Monthly invoices' })).toBeVisible(),
  }),
  // The demo porter is on the crew, so the list and the day's editor have something to lay out.
  '/admin/crew': office({
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Porters' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Porters on Monday' })).toBeVisible();
    },
  }),
  '/admin/tickets': office({
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible(),
  }),
  '/admin/notices': office({
    ready: (page) => expect(page.getByRole('group', { name: 'Which notices' })).toBeVisible(),
  }),
  '/admin/waitlist': office({
    ready: (page) =>
      expect(page.getByRole('table', { name: 'Waitlist by ZIP code' })).toBeVisible(),
  }),
  '/admin/analytics': office({
    ready: (page) =>
      expect(
        page.getByRole('table', { name: 'Monthly recurring revenue, by month' }),
      ).toBeVisible(),
  }),
};

/**
 * Signs the page in as the role: a new customer with a paid Premium plan, the demo admin or the
 * demo property manager.
 */
async function signIn(page: Page, role: Role | PortalRole): Promise<Own> {
  if (role === 'admin') {
    await logIn(page.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  }
  if (role === 'manager') {
    await logIn(page.request, { username: DEMO_MANAGER.email, password: DEMO_MANAGER.password });
  }
  if (role !== 'customer') return {};
  await registerAccount(page.request);
  const { providerSubscriptionId } = await paidCheckout(page.request, 'premium');
  return { providerSubscriptionId };
}

const isSentTo = (entry: Screen | SentTo | undefined): entry is SentTo =>
  Boolean(entry && 'sentTo' in entry);

test.describe('every client route fits from 320 to 1366 px, for everyone who can open it', () => {
  for (const route of CLIENT_ROUTES) {
    const walk = WALKS[route] as Walk | undefined;
    const portalRoles = (['manager'] as const).filter((role) => walk?.[role]);
    for (const role of [...ROLES, ...portalRoles]) {
      const entry = walk?.[role];
      if (isSentTo(entry)) continue;
      test(`${route}, ${role}`, async ({ page, playwright, baseURL }) => {
        expect(entry, `${route} has no entry for "${role}" in WALKS`).toBeDefined();
        const { url, ready } = entry!;
        const contexts: APIRequestContext[] = [];
        const someoneElse = async () => {
          const context = await playwright.request.newContext({ baseURL });
          contexts.push(context);
          return context;
        };
        const own = await signIn(page, role);
        const address = url ? await url({ page, someoneElse, own }) : route;
        await page.goto(address);
        await settled(page);
        await ready?.(page);
        await closeToast(page);
        const name = `${route === '/' ? 'home' : route.slice(1).replace(/[/:]+/g, '-')}-${role.replace(' ', '-')}`;
        await expectFitsAtEveryWidth(page, name, () => settled(page));
        await expectNoRecordNumbers(page);
        await Promise.all(contexts.map((c) => c.dispose()));
      });
    }
  }

  for (const role of ROLES) {
    test(`the routes that send ${{ 'signed out': 'a visitor', customer: 'a customer', admin: 'an admin' }[role]} elsewhere do`, async ({
      page,
    }) => {
      // Every route, one after another: the office alone has eight.
      test.slow();
      await signIn(page, role);
      for (const route of CLIENT_ROUTES) {
        const entry = WALKS[route]?.[role];
        if (!isSentTo(entry)) continue;
        await page.goto(route === '/subscribe' ? '/subscribe?plan=premium' : route);
        await expect(page, `${route} as ${role}`).toHaveURL(entry.sentTo);
      }
    });
  }
});

test.describe('menus and tabs fit from 320 to 1366 px', () => {
  for (const [path, name] of [
    ['/', 'home'],
    ['/pricing', 'pricing'],
  ] as const) {
    test(`${path}, signed out: the header and its menu`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Sign Up sits in the header at every width, beside the phone menu's button.
      await expectFitsAtEveryWidth(page, name, () =>
        expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible(),
      );
      await expectFitsAtEveryWidth(page, `${name}-menu`, () => openMenuIfAny(page));
      await expectNoA11yViolationsOnAPhone(page);
    });
  }

  for (const [path, name] of [
    ['/paypal-subscribe?plan=premium', 'paypal-information'],
    ['/signup?plan=premium', 'signup-information'],
  ] as const) {
    test(`the sign-up form on ${path.split('?')[0]}, signed out, with the community list open`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
      await page.getByLabel('ZIP code').fill('77494');
      const picker = page.getByRole('combobox', { name: 'Community' });
      await expect(picker).toBeEnabled();
      // Typing scrolled the field into view; the check starts from the top like a visit does.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFitsAtEveryWidth(page, name);
      await picker.click();
      await expect(page.getByRole('listbox', { name: 'Communities' })).toBeVisible();
      await expectNoA11yViolationsOnAPhone(page);
      await picker.press('Escape');
      // Not served: the message and the waitlist offer fit under the field.
      await page.getByLabel('ZIP code').fill('90210');
      await expect(page.getByRole('link', { name: 'Join the waitlist' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFitsAtEveryWidth(page, `${name}-not-served`);
      await expectNoA11yViolationsOnAPhone(page);
    });
  }

  test('every tab of the client portal', async ({ page }) => {
    // Five tabs, each at four widths and through axe.
    test.slow();
    await signIn(page, 'customer');
    await page.goto('/client-portal');
    for (const tab of ['Dashboard', 'Schedule', 'Billing', 'Settings', 'Notices']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tab })).not.toContainText(/Loading/);
      await expectFitsAtEveryWidth(page, `portal-${tab.toLowerCase()}`);
      await expectNoRecordNumbers(page);
      await expectNoA11yViolationsOnAPhone(page);
    }
  });

  test('every part of the property manager’s notices', async ({ page }) => {
    // Five screens, each through four widths and an axe run.
    test.slow();
    await signIn(page, 'manager');
    for (const view of NOTICE_SECTIONS) {
      await page.goto(`/manager?tab=notices&view=${view}`);
      await settled(page);
      await expect(
        page.getByRole('heading', { level: 2, name: NOTICE_SECTION_LABELS[view] }),
      ).toBeVisible();
      await expectFitsAtEveryWidth(page, `manager-notices-${view}-manager`, () => settled(page));
      await expectNoRecordNumbers(page);
      await expectNoA11yViolationsOnAPhone(page);
    }
  });

  test('a property-paid community’s notice rules in the office', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/communities');
    const name = 'Fulshear Village Flats';
    await page.getByLabel('Search by name').fill(name);
    await page.getByRole('button', { name: `More actions: ${name}` }).click();
    await page.getByRole('menuitem', { name: NOTICE_STAFF_TEXT.rulesAction }).click();
    const dialog = page.getByRole('dialog', { name: NOTICE_STAFF_TEXT.rulesDialogTitle(name) });
    await expect(dialog.getByText(NOTICE_STAFF_TEXT.noExempt)).toBeVisible();
    await expect(dialog.getByRole('link', { name: NOTICE_STAFF_TEXT.ledgerCsv })).toBeVisible();
    await expectFitsAtEveryWidth(page, 'admin-notice-rules-property-paid');
    await expectNoA11yViolationsOnAPhone(page);
  });

  test('the office menu on a phone, and its pages behind it', async ({ page }) => {
    await adminLogin(page);
    // The welcome toast floats over the page by design; the layout underneath is what is checked.
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page)).toHaveCount(0);
    await expectFitsAtEveryWidth(page, 'office-menu', () => openMenuIfAny(page));
    await expectNoA11yViolationsOnAPhone(page);
  });
});

import type { Page } from '@playwright/test';
import { EN, translatorFor } from '../src/domain/i18n/catalogue';
import type { User } from '../src/domain/schemas/account';
import { SITE_URL, SPANISH_PAGE_ROUTES } from '../src/domain/site';
import { englishPath } from '../src/domain/site-language';
import { fillSignup, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { saveShot } from './support/shots';

// The marketing site in Spanish (docs/product.md#languages): every page at /es, read from the
// catalogue's Spanish messages, with its own addresses for search engines, a switch to the same
// page in English and back, and a sign-up that keeps the language.

const ES = translatorFor('es').t;

const HEADINGS: Record<(typeof SPANISH_PAGE_ROUTES)[number], string> = {
  '/es': ES('site.home.heading'),
  '/es/about': ES('site.about.heading'),
  '/es/pricing': ES('site.pricing.heading'),
  '/es/residential-valet': ES('site.valet.heading'),
  '/es/property-management': ES('site.management.heading'),
  '/es/privacy-policy': ES('site.page.privacyPolicy.title'),
  '/es/terms-of-service': ES('site.page.termsOfService.title'),
  '/es/sitemap': ES('site.page.sitemap.title'),
};

const links = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((all) => all.map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')]));

test.describe('each page in Spanish', () => {
  for (const path of SPANISH_PAGE_ROUTES) {
    test(`${path} reads in Spanish, with its addresses in both languages @phone`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path]);
      const english = englishPath(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${path}`,
      );
      expect(await links(page, 'link[rel="alternate"][hreflang]')).toEqual([
        ['en', `${SITE_URL}${english}`],
        ['es', `${SITE_URL}${path}`],
        ['x-default', `${SITE_URL}${english}`],
      ]);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
      // The header's links are in Spanish (behind the menu button on a phone).
      await expect(page.locator(`header nav[aria-label="${ES('site.nav.main')}"]`)).toContainText(
        ES('site.nav.pricing'),
      );
      await expectNoA11yViolations(page);
      await saveShot(page, `es${path.slice(3).replaceAll('/', '-') || '-home'}`);
    });
  }

  test('a Spanish page is static HTML with Spanish structured data, loading its island script alone', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/es/pricing')).text();
    const data = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const products = data.filter((d) => d['@type'] === 'Product');
    expect(products.map((p) => p.name)).toEqual(
      ['Basic', 'Standard', 'Premium'].map((plan) => ES('site.plan.productName', { plan })),
    );
    expect((products[0]!.offers as { url: string }).url).toBe(
      `${SITE_URL}/signup?plan=basic&lang=es`,
    );
    // A search from the Spanish page opens the Spanish search page.
    expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      url: `${SITE_URL}/es`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE_URL}/es/search?q={search_term_string}` },
      },
    });
    const faq = data.find((d) => d['@type'] === 'FAQPage')!.mainEntity as { name: string }[];
    expect(faq[0]!.name).toBe(ES('site.faq.time.question'));
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement;
    expect(crumbs).toEqual([
      expect.objectContaining({ name: ES('site.page.home.name'), item: `${SITE_URL}/es` }),
      expect.objectContaining({
        name: ES('site.page.pricing.name'),
        item: `${SITE_URL}/es/pricing`,
      }),
    ]);

    // No framework and no messages: the page's words are in its HTML.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/es/pricing');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  });

  test('the English pages name their Spanish address too', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await links(page, 'link[rel="alternate"][hreflang]')).toEqual([
      ['en', `${SITE_URL}/pricing`],
      ['es', `${SITE_URL}/es/pricing`],
      ['x-default', `${SITE_URL}/pricing`],
    ]);
  });
});

test.describe('a Spanish-speaking visitor', () => {
  test.use({ locale: 'es-US' });

  test('reads Spanish, switches to English on the same page and back @phone', async ({ page }) => {
    await page.goto('/es/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES('site.pricing.heading'));
    await expect(page.getByText(ES('site.faq.time.question'))).toBeVisible();

    // The footer's switch is there at every width; the header's from a tablet up, or in the menu.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN('site.pricing.heading'));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES('site.pricing.heading'));
  });

  test("the header's switch keeps the page too", async ({ page }) => {
    await page.goto('/es/about');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    // Its links stay in Spanish: the next page is Spanish too.
    await page
      .getByRole('navigation', { name: ES('site.nav.main') })
      .getByRole('link', { name: ES('site.nav.pricing') })
      .click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
  });
});

test.describe('the search page in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('a Spanish visitor searches the Spanish pages and lands on one @phone', async ({ page }) => {
    await page.goto('/es/pricing');
    await page.getByText(ES('site.faq.areas.question')).click();
    await page.getByRole('link', { name: ES('site.faq.areas.link') }).click();
    await expect(page).toHaveURL(/\/es\/search$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES('site.page.search.title'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/es/search`,
    );

    // Typed without its accents: "días festivos".
    await page.getByRole('searchbox', { name: ES('site.search.label') }).fill('dias festivos');
    await page.getByRole('button', { name: ES('site.search.submit') }).click();
    await expect(page).toHaveURL(/\/es\/search\?q=dias\+festivos$/);
    await expect(
      page.getByRole('heading', {
        name: ES('site.search.results', { count: 1, query: 'dias festivos' }),
      }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await saveShot(page, 'es-search-words');
    await page.getByRole('link', { name: ES('site.faq.holidays.question') }).click();
    await expect(page).toHaveURL(/\/es\/pricing#faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES('site.pricing.heading'));
  });

  test('answers a ZIP code in Spanish, its links to Spanish pages @phone', async ({ page }) => {
    await page.goto('/es/search?q=77494');
    const answer = page.getByRole('status');
    await expect(answer).toContainText(
      ES('site.search.zip.servedIn', { zip: '77494', city: 'Katy' }),
    );
    await expect(answer).toContainText('Cinco Ranch Commons');
    await expect(
      answer.getByRole('link', { name: ES('site.search.zip.choosePlan') }),
    ).toHaveAttribute('href', '/es/pricing');
    await expectNoA11yViolations(page);
    await saveShot(page, 'es-search-zip');

    await page.getByRole('searchbox', { name: ES('site.search.label') }).fill('77002');
    await page.getByRole('searchbox', { name: ES('site.search.label') }).press('Enter');
    await expect(answer).toContainText(ES('site.search.zip.notServed', { zip: '77002' }));
    await expect(
      answer.getByRole('link', { name: ES('site.search.zip.waitlist') }),
    ).toHaveAttribute('href', '/waitlist?zip=77002&lang=es');
    await expectNoA11yViolations(page);
    await saveShot(page, 'es-search-zip-unserved');
    await answer.getByRole('link', { name: ES('site.search.zip.contact') }).click();
    await expect(page).toHaveURL(/\/es#contact$/);
  });
});

test.describe('signing up from a Spanish page', () => {
  // An English browser: the account's Spanish comes from the page the visitor read, not from it.
  test.use({ locale: 'en-US' });

  // The whole Spanish sign-up, to the account's language, is e2e/signup-es.spec.ts.
  test('opens the sign-up form in Spanish, with Spanish chosen for the account', async ({
    page,
  }) => {
    await page.goto('/es/pricing');
    await page
      .getByRole('link', {
        name: `${ES('site.plan.payByCard')}${ES('site.plan.payByCardFor', { plan: 'Standard' })}`,
      })
      .click();
    await expect(page).toHaveURL(/\/signup\?plan=standard&lang=es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  test('without the Spanish page, the English browser makes an English account', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/pricing');
    await page
      .getByRole('link', {
        name: `${EN('site.plan.payByCard')}${EN('site.plan.payByCardFor', { plan: 'Standard' })}`,
      })
      .click();
    await expect(page).toHaveURL(/\/signup\?plan=standard$/);
    const account = uniqueAccount({ firstName: 'Luke' });
    await fillSignup(page, account, { gateCode: '2581', instructions: '' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, { title: 'Information saved' });
    const user = (await (await page.request.get('/api/user')).json()) as User;
    expect(user).toMatchObject({ email: account.email, language: 'en' });
  });
});

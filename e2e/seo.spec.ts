import { PLAN_IDS } from '../src/domain/plans';
import {
  MARKETING_ROUTES,
  PRERENDERED_ROUTES,
  SITE_URL,
  STATIC_APP_ROUTES,
} from '../src/domain/site';
import { expect, test } from './support/fixtures';

// What a crawler or a link preview sees: the raw HTML of each prerendered page, fetched without
// running any JavaScript, already carries the content, the meta tags and valid JSON-LD.

type Json = Record<string, unknown>;

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
}

const H1: Record<string, string> = {
  '/': 'Doorstep trash pickup for Katy apartment residents',
  '/about': 'Your neighbors in the valet trash business',
  '/pricing': 'Simple plans for every household',
  '/residential-valet': 'Residential Valet for houses and townhomes',
  '/property-management': 'Valet trash your residents will thank you for',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/sitemap': 'Sitemap',
};

for (const path of PRERENDERED_ROUTES) {
  test(`${path}: prerendered content, meta tags and structured data`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain(`<h1`);
    expect(html).toContain(H1[path]);

    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title).toMatch(/Katy Valet Trash/);
    const description = metaContent(html, 'name', 'description');
    expect(description?.length).toBeGreaterThan(50);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
    expect(metaContent(html, 'name', 'theme-color')).toBe('#087F5B');
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/logo192.png"/>');

    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${SITE_URL}${path}`);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE_URL}/og-image.jpg`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${SITE_URL}/og-image.jpg`);
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();

    const data = jsonLd(html);
    const ofType = (type: string) => data.filter((d) => d['@type'] === type);
    for (const d of data) expect(d['@context']).toBe('https://schema.org');

    const [website] = ofType('WebSite');
    expect(website).toMatchObject({
      url: `${SITE_URL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE_URL}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    const [business] = ofType('LocalBusiness');
    expect(business).toMatchObject({ name: 'Katy Valet Trash', telephone: '(281) 555-0142' });
    expect(business!.areaServed).toEqual(
      expect.arrayContaining([
        { '@type': 'City', name: 'Katy, TX' },
        { '@type': 'City', name: 'Sealy, TX' },
      ]),
    );
    const [breadcrumbs] = ofType('BreadcrumbList');
    const items = breadcrumbs!.itemListElement as Json[];
    expect(items[0]).toMatchObject({ position: 1, name: 'Home', item: `${SITE_URL}/` });
    if (path !== '/') expect(items[1]).toMatchObject({ position: 2, item: `${SITE_URL}${path}` });

    const showsFaqAndPlans = path === '/' || path === '/pricing';
    expect(ofType('FAQPage')).toHaveLength(showsFaqAndPlans ? 1 : 0);
    const products = ofType('Product');
    expect(products).toHaveLength(showsFaqAndPlans ? 3 : 0);
    if (showsFaqAndPlans) {
      expect(products.map((p) => (p.offers as Json).url)).toEqual(
        PLAN_IDS.map((id) => `${SITE_URL}/signup?plan=${id}`),
      );
      expect(products.map((p) => (p.offers as Json).price)).toEqual(['25.00', '35.00', '50.00']);
      const faq = ofType('FAQPage')[0]!.mainEntity as Json[];
      expect(faq.length).toBeGreaterThan(5);
      // The FAQ answers are in the page itself too, not only in the data.
      expect(html).toContain('Pickups happen between 8am-12pm');
    }
  });
}

test('/sitemap.xml lists the public pages, in English and Spanish, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(MARKETING_ROUTES.map((p) => `${SITE_URL}${p}`));

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('the share image and illustrations are served', async ({ request }) => {
  const og = await request.get('/og-image.jpg');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/jpeg');
  const body = await og.body();
  // JPEG start-of-frame: height then width, big-endian.
  const sof = body.indexOf(Buffer.from([0xff, 0xc0]));
  expect([body.readUInt16BE(sof + 5), body.readUInt16BE(sof + 7)]).toEqual([630, 1200]);
  const svg = await request.get('/illustrations/doorstep-pickup.svg');
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

test('/search is a client page the server answers with 200, marked noindex', async ({ page }) => {
  const response = await page.goto('/search?q=77450');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('we serve 77450');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/search`);
});

test('pages and assets are sent compressed', async ({ request }) => {
  const page = await request.get('/pricing', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  expect(await page.text()).toContain('Simple plans for every household');
  const html = await page.text();
  const script = html.match(/<script type="module" src="([^"]+)"/)![1]!;
  const js = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(js.headers()['content-encoding']).toBe('gzip');
  expect(js.headers()['content-type']).toMatch(/javascript/);
});

test('hashed assets are cached for a year; pages and unhashed files are revalidated', async ({
  request,
}) => {
  const page = await request.get('/pricing');
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = (await page.text()).match(/<script type="module" src="([^"]+)"/)![1]!;
  for (const encoding of ['br', 'identity']) {
    const js = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const og = await request.get('/og-image.jpg');
  expect(og.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('the pages break no rule of the Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  for (const path of ['/', '/pricing', '/about']) {
    await page.goto(path);
    // The contact form's schema (zod) loads and runs with the first validation.
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});

test('client-rendered public pages carry the site-wide data; private ones none', async ({
  page,
}) => {
  const ldTypes = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => (JSON.parse(el.textContent!) as Json)['@type']));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/login`);
  expect(await ldTypes()).toEqual(['WebSite', 'LocalBusiness']);

  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await ldTypes()).toEqual([]);
});

// docs/decisions/008-static-marketing-pages-with-islands.md: the marketing pages are static HTML
// with one small island script, no framework.
for (const path of PRERENDERED_ROUTES) {
  test(`${path}: a static page that loads only its island script`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[path]!);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  });
}

// docs/decisions/042-app-pages-paint-their-frame-first.md: /login is a static page with the
// islands script and no React; /signup and /paypal-subscribe add the chunk that renders their
// form with react-dom, no router.
for (const path of STATIC_APP_ROUTES) {
  test(`${path}: a static page without the router`, async ({ page }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.every((s) => /^\/assets\/islands-[\w-]+\.js$/.test(s))).toBe(true);
    // /login: the islands script and the small module that finds the visitor's language; for an
    // English reader no words and no React.
    if (path === '/login') {
      expect(scripts.length).toBeLessThanOrEqual(3);
      expect(
        scripts.filter((s) => /^\/assets\/islands-(react|en|es|app-language)-/.test(s)),
      ).toEqual([]);
    }
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    expect(errors).toEqual([]);
  });
}

test('the app pages still load the app (the SPA fallback keeps its scripts)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  expect(errors).toEqual([]);
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('GET /sitemap.xml lists every public marketing page, in English and Spanish, on the public origin', async () => {
  const response = await t.client().get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([
    'https://www.katyvalettrash.com/',
    'https://www.katyvalettrash.com/about',
    'https://www.katyvalettrash.com/pricing',
    'https://www.katyvalettrash.com/residential-valet',
    'https://www.katyvalettrash.com/property-management',
    'https://www.katyvalettrash.com/privacy-policy',
    'https://www.katyvalettrash.com/terms-of-service',
    'https://www.katyvalettrash.com/sitemap',
    'https://www.katyvalettrash.com/es',
    'https://www.katyvalettrash.com/es/about',
    'https://www.katyvalettrash.com/es/pricing',
    'https://www.katyvalettrash.com/es/residential-valet',
    'https://www.katyvalettrash.com/es/property-management',
    'https://www.katyvalettrash.com/es/privacy-policy',
    'https://www.katyvalettrash.com/es/terms-of-service',
    'https://www.katyvalettrash.com/es/sitemap',
  ]);
  expect(response.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
});

import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { saveShot } from './support/shots';

// Every marketing page, and the states of its interactive parts, at desktop and phone width (the
// @phone tag runs each test in both projects). SHOTS_DIR=/tmp/shots saves a picture of each.

async function check(page: Page, name: string) {
  await expectNoA11yViolations(page);
  await saveShot(page, name);
}

const PAGES: [path: string, name: string, heading: string | RegExp][] = [
  ['/', 'home', 'Doorstep trash pickup for Katy apartment residents'],
  ['/about', 'about', 'Your neighbors in the valet trash business'],
  ['/pricing', 'pricing', 'Simple plans for every household'],
  ['/residential-valet', 'residential-valet', 'Residential Valet for houses and townhomes'],
  ['/property-management', 'property-management', 'Valet trash your residents will thank you for'],
  ['/privacy-policy', 'privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'terms-of-service', 'Terms of Service'],
  ['/sitemap', 'sitemap', 'Sitemap'],
  ['/search?q=77494', 'search-zip', 'Search'],
  ['/search?q=77002', 'search-zip-unserved', 'Search'],
  ['/search?q=pause', 'search-words', 'Search'],
];

test.describe('axe finds no violations on the marketing pages', () => {
  for (const [path, name, heading] of PAGES) {
    test(`${path} @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await check(page, name);
    });
  }

  test('an open FAQ answer @phone', async ({ page }) => {
    await page.goto('/pricing');
    await page.locator('summary', { hasText: 'What time do you pick up the trash?' }).click();
    await expect(page.getByText(/Pickups happen between 8am-12pm/)).toBeVisible();
    await check(page, 'faq-open');
  });

  test('the contact form with errors, and the success toast @phone', async ({ page }) => {
    await page.goto('/about');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await check(page, 'contact-errors');
    await form.getByLabel('Name').fill('Robin Lee');
    await form.getByLabel('Email').fill('robin.a11y@example.com');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Just checking the form.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, { title: 'Message Sent!' });
    await check(page, 'contact-sent');
  });

  test('the hero ZIP check, served and not served @phone', async ({ page }) => {
    // Four axe runs over whole pages.
    test.slow();
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Check your ZIP code' });
      const name = path === '/' ? 'home' : 'pricing';
      await form.getByLabel('ZIP code').fill('77423');
      await form.getByRole('button', { name: 'Check' }).click();
      await expect(form.getByRole('status')).toContainText('Good news: we serve 77423.');
      await check(page, `zip-check-served-${name}`);
      await form.getByLabel('ZIP code').fill('90210');
      await form.getByRole('button', { name: 'Check' }).click();
      await expect(form.getByRole('status')).toContainText("We don't serve 90210 yet.");
      await check(page, `zip-check-not-served-${name}`);
    }
  });

  test('the mobile menu on a marketing page @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button only shows below the desktop breakpoint');
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await check(page, 'mobile-menu-pricing');
  });
});

import type { Page } from '@playwright/test';
import { SERVICE_CITIES } from '../src/domain/content/service-areas';
import { expect, test } from './support/fixtures';

// The marketing site as a visitor uses it: links that lead somewhere real, the contact scroll,
// the FAQ accordion, plan buttons and the site search.

const NOT_FOUND = '404 Page Not Found';

/** The contact form's heading is on screen (the page scrolled to #contact). */
/** A link of the header's main navigation. */
const mainNavLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

async function expectContactInView(page: Page) {
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
}

test.describe('links', () => {
  test('every header and footer link reaches a real page', async ({ page }) => {
    await page.goto('/sitemap');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const footer = page.getByRole('contentinfo');
    // Social icons have no target yet; tel: and mailto: links leave the site.
    const links = [
      ...(await nav.getByRole('link').all()),
      ...(await footer.getByRole('link').all()),
    ];
    const hrefs = new Set<string>();
    for (const link of links) {
      const href = await link.getAttribute('href');
      if (href && href.startsWith('/')) hrefs.add(href);
    }
    expect([...hrefs].sort()).toEqual(
      [
        '/',
        '/#contact',
        '/about',
        '/pricing',
        '/residential-valet',
        '/property-management',
        '/privacy-policy',
        '/terms-of-service',
        '/sitemap',
        // The language switch: this page in Spanish.
        '/es/sitemap',
      ].sort(),
    );
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the sitemap page lists its four groups, and every link works', async ({ page }) => {
    await page.goto('/sitemap');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Main',
      'Services',
      'User Access',
      'Legal',
    ]);
    await expect(
      main.getByRole('navigation', { name: 'User Access' }).getByRole('link'),
    ).toHaveText(['Login', 'Sign Up', 'Profile', 'Subscribe', 'Forgot Password']);
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    expect(hrefs).toHaveLength(12);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
    }
  });

  test('home hero and section buttons go to their pages', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'View Plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await main.getByRole('link', { name: 'View Our Service Plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Why Residents Love Our Service' })
      .getByRole('link', { name: 'Choose Your Plan' })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('plan cards: Subscribe Now opens the PayPal flow for that plan', async ({ page }) => {
    await page.goto('/pricing');
    for (const plan of ['basic', 'standard', 'premium']) {
      await expect(
        page.getByRole('link', { name: new RegExp(`Subscribe Now to the ${plan} plan`, 'i') }),
      ).toHaveAttribute('href', `/paypal-subscribe?plan=${plan}`);
    }
    await page.getByRole('link', { name: 'Subscribe Now to the Premium plan' }).click();
    await expect(page).toHaveURL(/\/paypal-subscribe\?plan=premium$/);
  });
});

test.describe('home page', () => {
  test('has the nine sections in order', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Doorstep trash pickup for Katy apartment residents',
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'How Our Service Works',
      'Why Residents Love Our Service',
      'What Our Customers Say',
      'Choose Your Plan',
      'Service Areas',
      'Frequently Asked Questions',
      'Ready to skip the dumpster run?',
      'Get in Touch',
    ]);
    await expect(main.getByRole('heading', { name: 'Standard Pickup Hours' })).toBeVisible();
    await expect(main.getByText('8am-12pm', { exact: true })).toBeVisible();
  });

  test('plans, testimonials and service areas show the business constants', async ({ page }) => {
    await page.goto('/');
    const plans = page.getByRole('region', { name: 'Choose Your Plan' });
    await expect(
      plans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
    ).toHaveText([
      /Basic\s*\$25\/month/,
      /Most Popular\s*Standard\s*\$35\/month/,
      /Premium\s*\$50\/month/,
    ]);
    await expect(plans.getByText('Not included: Recycling separation')).toHaveCount(1);
    await expect(plans.getByText('Included: Breaks down up to 3 boxes')).toHaveCount(1);

    const testimonials = page.getByRole('region', { name: 'What Our Customers Say' });
    await expect(testimonials.getByRole('img', { name: /^Rated/ })).toHaveText(['', '', '']);
    await expect(testimonials.getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveCount(1);
    await expect(testimonials.locator('[data-star="half"]')).toHaveCount(1);
    await expect(testimonials.getByText('MG', { exact: true })).toBeVisible();

    const areas = page.getByRole('region', { name: 'Service Areas' });
    // Other journeys may add cities; the founding ones come first.
    for (const [i, city] of SERVICE_CITIES.entries()) {
      await expect(areas.getByRole('heading', { level: 3 }).nth(i)).toHaveText(city);
    }
    await expect(areas.getByText('77494', { exact: true })).toBeVisible();
  });
});

test.describe('FAQ accordion', () => {
  const Q1 = 'What time do you pick up the trash?';
  const Q2 = 'How do I change or cancel my plan?';
  // Each question is the summary of a native <details>; the item is open when it has `open`.
  const question = (page: Page, name: string) => page.locator('summary', { hasText: name });
  const item = (page: Page, name: string) => page.locator('details', { has: question(page, name) });

  test('one item open at a time, and the open one closes', async ({ page }) => {
    await page.goto('/pricing');
    const firstAnswer = page.getByText(/^Pickups happen between 8am-12pm/);
    const secondAnswer = page.getByText(/at least 7 days before your next billing date/);
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeHidden();

    await question(page, Q1).click();
    await expect(item(page, Q1)).toHaveAttribute('open');
    await expect(firstAnswer).toBeVisible();

    await question(page, Q2).click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(item(page, Q1)).not.toHaveAttribute('open');

    await question(page, Q2).click();
    await expect(secondAnswer).toBeHidden();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await question(page, Q1).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Pickups happen between 8am-12pm/)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(question(page, 'Which days will you collect?')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText(/Standard: Mon, Wed and Fri/)).toBeVisible();
    await expect(page.getByText(/^Pickups happen between 8am-12pm/)).toBeHidden();
    await page.keyboard.press('Space');
    await expect(page.getByText(/Standard: Mon, Wed and Fri/)).toBeHidden();
  });
});

test.describe('contact scroll', () => {
  test('the Contact link scrolls to the form from another page', async ({ page }) => {
    await page.goto('/terms-of-service');
    await mainNavLink(page, 'Contact').click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectContactInView(page);
  });

  test('the Contact link scrolls on the home page itself, and again after scrolling away', async ({
    page,
  }) => {
    await page.goto('/');
    const contact = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' });
    await contact.click();
    await expectContactInView(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).not.toBeInViewport();
    await contact.click();
    await expectContactInView(page);
  });

  test('the footer Contact link and every contact CTA reach the form', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expectContactInView(page);

    await page.goto('/residential-valet');
    await page.getByRole('main').getByRole('link', { name: 'See Apartment Plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    // Pages with their own form scroll to it in place.
    for (const path of ['/pricing', '/about', '/']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?#contact$`));
      await expectContactInView(page);
    }
  });

  test('the mobile menu closes on Contact and the page scrolls to the form @phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button only shows below the desktop breakpoint');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectContactInView(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Management' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Valet trash your residents will thank you for',
    );
  });
});

test.describe('other pages', () => {
  test('legal pages carry the revision date and complete sections', async ({ page }) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
      await expect(page.getByText('Last updated May 8, 2025')).toBeVisible();
      expect(
        await page.getByRole('main').getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThanOrEqual(8);
    }
    await expect(page.getByText(/at least 7 days before your next billing date/)).toBeVisible();
    await expect(page.getByText(/between 8am-12pm/)).toBeVisible();
  });

  test('property management shows benefits and five steps', async ({ page }) => {
    await page.goto('/property-management');
    const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText('Step 1: Request information');
  });
});

test.describe('the hero ZIP check', () => {
  for (const path of ['/', '/pricing']) {
    test(`on ${path} says at once whether a ZIP code is served @phone`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Check your ZIP code' });
      const answer = form.getByRole('status');
      await form.getByLabel('ZIP code').fill('77494');
      await form.getByRole('button', { name: 'Check' }).click();
      await expect(answer).toContainText('Good news: we serve 77494.');
      await expect(answer).toContainText('Cinco Ranch Commons');
      // Answered in the page, not by a trip to the search page.
      await expect(page).toHaveURL(path);

      await form.getByLabel('ZIP code').fill('90210');
      await form.getByLabel('ZIP code').press('Enter');
      await expect(answer).toContainText("We don't serve 90210 yet.");
      await expect(answer).not.toContainText('Cinco Ranch Commons');
      await expect(answer.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
        'href',
        '/waitlist?zip=90210',
      );
      await answer.getByRole('link', { name: 'See everything we serve' }).click();
      await expect(page).toHaveURL(/\/search\?q=90210$/);
      await expect(page.getByRole('status')).toContainText('90210 is not in our service area yet.');
    });
  }

  test('asks for five digits', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Check your ZIP code' });
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(form.getByRole('status')).toHaveText('Enter a 5-digit ZIP code.');
    await expect(form.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  });

  test('works when the page is reached inside the app', async ({ page }) => {
    await page.goto('/login');
    await mainNavLink(page, 'Pricing').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Simple plans for every household',
    );
    const form = page.getByRole('form', { name: 'Check your ZIP code' });
    await form.getByLabel('ZIP code').fill('77441');
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(form.getByRole('status')).toContainText('Good news: we serve 77441.');
    await expect(form.getByRole('status')).toContainText('Cross Creek Lofts');
  });
});

test.describe('site search', () => {
  test('says whether a ZIP code is served', async ({ page }) => {
    await page.goto('/search?q=77494');
    await expect(page.getByRole('status')).toContainText('Good news: we serve 77494 (Katy).');
    await expect(page.getByRole('status')).toContainText('Katy Mills Crossing');
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('77002');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=77002$/);
    await expect(page.getByRole('status')).toContainText('77002 is not in our service area yet.');
    await expect(
      page.getByRole('status').getByRole('link', { name: 'Join the waitlist' }),
    ).toHaveAttribute('href', '/waitlist?zip=77002');
    await page.getByRole('status').getByRole('link', { name: 'contact us' }).click();
    await expectContactInView(page);
  });

  test('finds plans, communities and answers, and links to them', async ({ page }) => {
    await page.goto('/search?q=Cross%20Creek');
    await expect(page.getByRole('heading', { name: /results? for “Cross Creek”/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fulshear', exact: true })).toBeVisible();

    await page.goto('/search?q=premium');
    await page.getByRole('link', { name: /^Premium plan: \$50\.00\/month/ }).click();
    await expect(page).toHaveURL(/\/pricing#plan-premium$/);

    await page.goto('/search?q=zzzz');
    await expect(page.getByRole('heading', { name: 'No results for “zzzz”' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { EN, translatorFor } from '../src/domain/i18n/catalogue';
import { MESSAGES } from '../src/domain/messages';
import { pageTitle } from '../src/domain/site';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test, toast } from './support/fixtures';
import { saveShot } from './support/shots';

// What the static pages' small script writes, as a Spanish visitor reads it
// (docs/decisions/063-one-message-catalogue.md): the hero's ZIP check, the contact form and its
// toasts, and a visitor's Access Denied on the prebuilt portal page. The Spanish comes with the
// page (its HTML, or for the portal the catalogue's chunk), never with the script an English
// reader loads.

const ES = translatorFor('es').t;

/** The scripts a page loads, by their path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** A picture at a phone's width and at a laptop's, with SHOTS_DIR set (the phone's own, on it). */
async function shotsAtTwoWidths(page: Page, name: string) {
  if (test.info().project.name !== 'desktop') return saveShot(page, name);
  const size = page.viewportSize()!;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await saveShot(page, `${name}-${width}`);
  }
  await page.setViewportSize(size);
}

test.describe('a Spanish visitor', () => {
  test.use({ locale: 'es-US' });

  test('checks a ZIP code we serve and one we do not, then joins the waitlist in Spanish @phone', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/es');
    const form = page.getByRole('form', { name: ES('site.zip.form') });
    const answer = form.getByRole('status');
    await form.getByLabel(ES('site.zip.label')).fill('77494');
    await form.getByRole('button', { name: ES('site.zip.check') }).click();
    await expect(answer).toContainText(ES('site.zip.served', { zip: '77494' }));
    await expect(answer).toContainText('Cinco Ranch Commons');
    await expect(answer.getByRole('link', { name: ES('site.zip.seeAll') })).toHaveAttribute(
      'href',
      '/es/search?q=77494',
    );
    await expectNoA11yViolations(page);
    await answer.scrollIntoViewIfNeeded();
    await shotsAtTwoWidths(page, 'es-zip-served');

    await form.getByLabel(ES('site.zip.label')).fill('90210');
    await form.getByLabel(ES('site.zip.label')).press('Enter');
    await expect(answer).toHaveText(
      `${ES('site.zip.notServed', { zip: '90210' })} ${ES('site.zip.joinWaitlist')} ${ES('site.zip.waitlistRest')} ${ES('site.zip.seeAll')}.`,
    );
    await expectNoA11yViolations(page);
    await shotsAtTwoWidths(page, 'es-zip-not-served');
    // The static page's one script, still: its words came with the page.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);

    await answer.getByRole('link', { name: ES('site.zip.joinWaitlist') }).click();
    await expect(page).toHaveURL(/\/waitlist\?zip=90210&lang=es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES('waitlist.title'));
    await expect(page.getByLabel(ES('waitlist.zip'))).toHaveValue('90210');
  });

  test('sends the contact form: a missing field, a failure, then sent, all in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/about');
    const form = page.getByRole('form', { name: ES('site.contact.form') });
    const send = form.getByRole('button', { name: ES('site.contact.send') });
    await form.getByLabel(ES('site.contact.name')).fill('Rosa Garza');
    await form.getByLabel(ES('site.contact.email')).fill('rosa.garza@');
    await send.click();
    await expect(form.getByLabel(ES('site.contact.email'))).toHaveAccessibleDescription(
      ES('site.contact.error.email'),
    );
    await expect(form.getByLabel(ES('site.contact.subject'))).toHaveAccessibleDescription(
      ES('site.contact.error.subject'),
    );
    await expect(form.getByLabel(ES('site.contact.message'))).toHaveAccessibleDescription(
      ES('site.contact.error.message'),
    );
    await expectNoA11yViolations(page);
    await form.scrollIntoViewIfNeeded();
    await shotsAtTwoWidths(page, 'es-contact-errors');

    await form.getByLabel(ES('site.contact.email')).fill('rosa.garza@example.com');
    await form.getByLabel(ES('site.contact.subject')).fill('Edificio 4');
    await form.getByLabel(ES('site.contact.message')).fill('¿Dan servicio en el edificio 4?');

    // The server is busy once: the toast says so in Spanish, and what was typed stays.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let refused = false;
    await page.route('**/api/contact', async (route) => {
      await held;
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 503, json: { message: MESSAGES.serverBusy } });
    });
    await send.click();
    await expect(form.getByRole('button', { name: ES('site.form.sending') })).toBeDisabled();
    release();
    await expectToast(page, {
      title: ES('site.form.failedTitle'),
      description: ES('site.contact.failed', { reason: ES('site.form.error.busy') }),
      variant: 'destructive',
    });
    await expect(page.getByRole('region', { name: ES('ui.notifications') })).toBeVisible();
    await expect(form.getByLabel(ES('site.contact.subject'))).toHaveValue('Edificio 4');
    // Focus on its Close button holds the toast while it is looked at.
    const close = toast(page).getByRole('button', { name: ES('ui.close') });
    await close.focus();
    await expectNoA11yViolations(page);
    await shotsAtTwoWidths(page, 'es-contact-failed');
    await close.click();
    await expect(toast(page)).toHaveCount(0);

    await send.click();
    await expectToast(page, {
      title: ES('site.contact.sentTitle'),
      description: ES('site.contact.sentText'),
      variant: 'default',
    });
    await expect(form.getByLabel(ES('site.contact.name'))).toHaveValue('');
  });

  test('reads the request form of the Spanish property managers page in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/property-management');
    const form = page.getByRole('form', { name: ES('site.management.lead.form') });
    await form.getByRole('button', { name: ES('site.management.lead.send') }).click();
    await expect(
      form.getByLabel(ES('site.management.lead.propertyName')),
    ).toHaveAccessibleDescription(ES('site.management.lead.error.propertyName'));
    await expect(form.getByLabel(ES('site.management.lead.email'))).toHaveAccessibleDescription(
      ES('site.management.lead.error.email'),
    );
    await expectNoA11yViolations(page);
    await form.scrollIntoViewIfNeeded();
    await shotsAtTwoWidths(page, 'es-lead-errors');
  });

  test('opens the portal signed out and reads Access Denied in Spanish, without React @phone', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES('portal.denied.title'));
    await expect(page.getByText(ES('portal.denied.text'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(pageTitle(ES('portal.title')));
    await expect(page.getByRole('contentinfo')).toContainText(ES('site.footer.quickLinks'));
    await page.waitForLoadState('networkidle');
    // Its Spanish words, and no React.
    expect(scripts.filter((s) => /^\/assets\/islands-(react|en)-/.test(s))).toEqual([]);
    expect(scripts.some((s) => /^\/assets\/islands-es-/.test(s))).toBe(true);
    await expectNoA11yViolations(page);
    await shotsAtTwoWidths(page, 'es-portal-denied');

    await page.getByRole('link', { name: ES('portal.denied.logIn') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES('auth.login.title'));
  });
});

test.describe('an English visitor', () => {
  test.use({ locale: 'en-US' });

  test('reads the same script in English: the ZIP check, its links and the portal', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    const form = page.getByRole('form', { name: EN('site.zip.form') });
    const answer = form.getByRole('status');
    await form.getByLabel(EN('site.zip.label')).fill('90210');
    await form.getByRole('button', { name: EN('site.zip.check') }).click();
    await expect(answer).toHaveText(
      "We don't serve 90210 yet. Join the waitlist and we will email you when we get there. See everything we serve.",
    );
    await expect(answer.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/waitlist?zip=90210',
    );
    await expect(answer.getByRole('link', { name: 'See everything we serve' })).toHaveAttribute(
      'href',
      '/search?q=90210',
    );
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);

    scripts.length = 0;
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    // The islands script and the small module that finds the visitor's language, as on /login:
    // no words and no React.
    expect(scripts.filter((s) => /^\/assets\/islands-(react|en|es|app-language)-/.test(s))).toEqual(
      [],
    );
    expect(scripts.length).toBeLessThanOrEqual(3);
  });
});

import { translatorFor } from '../src/domain/i18n/catalogue';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveShot } from './support/shots';

// A static app page's header, footer and title follow the reader's language once its island has
// loaded it (docs/decisions/063-one-message-catalogue.md), and an English page keeps its own.

const { t: es } = translatorFor('es');

test('a Spanish reader opening /signup sees its header, footer and title in Spanish', async ({
  page,
}) => {
  await page.goto('/signup?lang=es');
  await expect(page.getByRole('heading', { name: es('signup.title'), level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${es('signup.title')} | Katy Valet Trash`);

  const header = page.getByRole('banner');
  const main = header.getByRole('navigation', { name: es('site.nav.main') });
  await expect(main.getByRole('link', { name: es('site.nav.pricing') })).toHaveAttribute(
    'href',
    '/es/pricing',
  );
  await expect(main.getByRole('link', { name: es('site.nav.home') })).toHaveAttribute(
    'href',
    '/es',
  );
  await expect(header.getByRole('link', { name: es('site.header.logIn') })).toBeVisible();
  await expect(header.getByRole('link', { name: es('site.header.signUp') })).toHaveAttribute(
    'href',
    '/signup?lang=es',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: es('site.footer.quickLinks') })).toBeVisible();
  await expect(footer).toContainText(es('site.footer.blurb'));
  await expect(footer).toContainText('Todos los derechos reservados.');
  await expect(
    footer.getByRole('link', { name: es('site.page.privacyPolicy.name') }),
  ).toHaveAttribute('href', '/es/privacy-policy');
  await expect(footer).not.toContainText('Quick Links');

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await saveShot(page, `signup-shell-es-${width}`);
  }
  // The phone's menu names itself, and lists the links, in Spanish.
  await page.setViewportSize({ width: 390, height: 900 });
  const menu = header.getByRole('button', { name: es('site.header.openMenu') });
  await menu.click();
  await expect(header.getByRole('button', { name: es('site.header.closeMenu') })).toBeVisible();
  await expect(
    header
      .getByRole('navigation', { name: es('site.nav.mobile') })
      .getByRole('link', { name: es('site.nav.about') }),
  ).toHaveAttribute('href', '/es/about');
  await expectNoA11yViolations(page);
});

test('an English reader opening /signup keeps the English header, footer and title', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign Up | Katy Valet Trash');
  const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' }),
  ).toBeVisible();
});

import type { Page } from '@playwright/test';
import { translatorFor } from '../src/domain/i18n/catalogue';
import { registerAccount, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { linkTo, waitForMail } from './support/mail';

// A Spanish-speaking resident's account pages (docs/decisions/063-one-message-catalogue.md): a
// visitor whose browser reads Spanish finds the static log-in page in Spanish, is refused in
// Spanish, asks for a reset link and sets a new password in Spanish, then reaches the profile in
// Spanish; a page that does not exist says so in Spanish too.

const ES = translatorFor('es');
const TITLE_END = ' | Katy Valet Trash';

test.use({ locale: 'es-US' });

/**
 * The page, longer in Spanish, fits from the smallest phone to a laptop, and has no accessibility
 * violations at a phone's width and at a laptop's.
 */
async function expectAccessibleAtBothWidths(page: Page, name: string) {
  await expectFitsAtEveryWidth(page, name);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

test('a Spanish reader is refused, resets the password and reaches the profile in Spanish', async ({
  page,
}) => {
  test.slow();
  const account = uniqueAccount({ firstName: 'Lucía', lastName: 'Hernández', language: 'es' });
  await registerAccount(page.request, account);
  await page.request.post('/api/logout');

  // The static log-in page, built in English, turns Spanish for a browser that reads Spanish.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: ES.t('auth.login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(`${ES.t('auth.login.title')}${TITLE_END}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    ES.t('auth.login.description'),
  );
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: ES.t('site.nav.main') })).toBeVisible();
  await expect(header.getByRole('link', { name: ES.t('site.header.signUp') })).toHaveAttribute(
    'href',
    '/signup?lang=es',
  );
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: ES.t('site.footer.quickLinks') }),
  ).toBeVisible();
  const email = page.getByLabel(ES.t('auth.field.email'));
  const password = page.getByLabel(ES.t('auth.field.password'), { exact: true });
  await expect(page.getByRole('button', { name: ES.t('auth.password.show') })).toBeVisible();

  await email.fill('lucia');
  await page.getByRole('button', { name: ES.t('auth.login.submit') }).click();
  await expect(email).toHaveAccessibleDescription(ES.t('auth.error.emailInvalid'));
  await expect(password).toHaveAccessibleDescription(ES.t('auth.error.passwordRequired'));
  await expectAccessibleAtBothWidths(page, 'login-es');

  await email.fill(account.email);
  await password.fill('not-my-password');
  await page.getByRole('button', { name: ES.t('auth.login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(ES.t('auth.error.invalidLogin'));
  await expectToast(page, { title: ES.t('auth.login.failedTitle'), variant: 'destructive' });

  // The reset link, asked for in Spanish.
  await page.getByRole('link', { name: ES.t('auth.login.forgot') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: ES.t('auth.forgot.title') })).toBeVisible();
  await expect(page).toHaveTitle(`${ES.t('auth.forgot.title')}${TITLE_END}`);
  await page.getByLabel(ES.t('auth.field.email')).fill(account.email);
  await page.getByRole('button', { name: ES.t('auth.forgot.submit') }).click();
  await expect(page.getByRole('status')).toContainText(ES.t('auth.forgot.sent'));
  await expectAccessibleAtBothWidths(page, 'forgot-password-es');

  const mail = await waitForMail(account.email);
  await page.goto(linkTo(mail, '/reset-password'));
  await expect(page.getByRole('heading', { name: ES.t('auth.reset.title') })).toBeVisible();
  const fresh = page.getByLabel(ES.t('auth.field.newPassword'), { exact: true });
  const confirm = page.getByLabel(ES.t('auth.field.confirmPassword'));
  await fresh.fill('nueva-clave-2026');
  await confirm.fill('nueva-clave-2027');
  await page.getByRole('button', { name: ES.t('auth.reset.submit') }).click();
  await expect(confirm).toHaveAccessibleDescription(ES.t('auth.error.passwordsDiffer'));
  await expectAccessibleAtBothWidths(page, 'reset-password-es');
  await confirm.fill('nueva-clave-2026');
  await page.getByRole('button', { name: ES.t('auth.reset.submit') }).click();
  await expect(page.getByRole('heading', { name: ES.t('auth.reset.doneTitle') })).toBeVisible();

  // Back to the log-in page, now in the app, and on to the profile.
  await page.getByRole('link', { name: ES.t('auth.reset.goToLogin') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(ES.t('auth.field.email')).fill(account.email);
  await page.getByLabel(ES.t('auth.field.password'), { exact: true }).fill('nueva-clave-2026');
  await page.getByRole('button', { name: ES.t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expectToast(page, {
    title: ES.t('auth.login.welcomeTitle'),
    description: ES.t('auth.login.welcome', { name: 'Lucía' }),
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ES.t('profile.welcome', { name: 'Lucía' }),
  );
  await expect(page).toHaveTitle(`${ES.t('profile.title')}${TITLE_END}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    ES.t('profile.description'),
  );
  await page.getByRole('tab', { name: ES.t('profile.account') }).click();
  await expect(page.getByText(ES.t('auth.account.title'))).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'profile-es');

  // A page that does not exist, in the reader's language.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: ES.t('notFound.heading') })).toBeVisible();
  await expect(page).toHaveTitle(`${ES.t('notFound.title')}${TITLE_END}`);
  await expect(page.getByRole('link', { name: ES.t('notFound.backHome') })).toHaveAttribute(
    'href',
    '/es',
  );
  await expectAccessibleAtBothWidths(page, 'not-found-es');
});

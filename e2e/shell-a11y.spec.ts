import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';
import { saveShot } from './support/shots';

// Every screen of the foundation, in each state a visitor can reach, at desktop and phone width
// (the @phone tag runs each test in both projects). SHOTS_DIR=/tmp/shots saves a picture of each.

async function check(page: Page, name: string) {
  // A client-side redirect (a customer sent home from /admin) names the new page a moment later.
  await expect(page).toHaveTitle(/\S/);
  await expectNoA11yViolations(page);
  await saveShot(page, name);
}

test.describe('axe finds no violations', () => {
  test('login, empty and with errors @phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await check(page, 'login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await check(page, 'login-errors');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check(page, 'login-failed');
  });

  test('signup, empty and with errors @phone', async ({ page }) => {
    await page.goto('/signup?plan=premium');
    await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
    await check(page, 'signup');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('City is required')).toBeVisible();
    await check(page, 'signup-errors');
  });

  test('signup while signed in @phone', async ({ page, customer }) => {
    await page.goto('/signup');
    // The form comes back filled from the account.
    await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
    await check(page, 'signup-signed-in');
  });

  test('forgot password, form and sent @phone', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await check(page, 'forgot-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText('Password reset link sent');
    await check(page, 'forgot-password-sent');
  });

  test('reset password, missing and invalid token @phone', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('No reset token provided');
    await check(page, 'reset-password-no-token');
    await page.goto('/reset-password?token=bogus');
    await expect(page.getByRole('alert')).toContainText('Invalid or expired token');
    await check(page, 'reset-password-invalid');
  });

  test('reset password, form, errors and success @phone', async ({ page, customer }) => {
    await page.request.post('/api/logout');
    await page.request.post('/api/forgot-password', { data: { email: customer.email } });
    await page.goto(linkTo(await waitForMail(customer.email), '/reset-password'));
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await check(page, 'reset-password-form');
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await check(page, 'reset-password-errors');
    await page.getByLabel('Confirm new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
    await check(page, 'reset-password-success');
  });

  test('admin login, empty and with errors @phone', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await check(page, 'admin-login');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await check(page, 'admin-login-errors');
  });

  test('profile, both tabs @phone', async ({ page, customer }) => {
    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { name: `Welcome, ${customer.firstName}` }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Subscriptions' })).toBeVisible();
    // Let the subscription list settle (spinner → empty state) before checking.
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: /pricing|plan/i }),
    ).toBeVisible();
    await check(page, 'profile-subscriptions');
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Account' })).toBeVisible();
    await check(page, 'profile-account');
  });

  test('client portal, signed out @phone', async ({ page }) => {
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await check(page, 'client-portal-signed-out');
  });

  test('404 @phone', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await check(page, 'not-found');
  });

  test('header menus open @phone', async ({ page, customer: _signedIn, isMobile }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await check(page, 'mobile-menu-signed-in');
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
      await check(page, 'account-menu');
    }
  });

  test('a destructive toast @phone', async ({ page, customer: _signedIn }) => {
    await page.goto('/admin');
    await expectToast(page, { title: 'Access Denied', variant: 'destructive' });
    await check(page, 'toast-access-denied');
  });
});

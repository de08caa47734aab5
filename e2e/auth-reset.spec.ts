import { logIn } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';

test.describe('password reset', () => {
  test('forgot → email → reset → log in with the new password', async ({ page, customer }) => {
    await page.request.post('/api/logout');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Password reset link sent to your email. Please check your inbox.',
    );
    await expect(page.getByRole('link', { name: 'Back to Log In' })).toBeVisible();

    const mail = await waitForMail(customer.email);
    expect(mail.subject).toMatch(/reset/i);
    await page.goto(linkTo(mail, '/reset-password'));

    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    await password.fill('short');
    await confirm.fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');

    const newPassword = 'fresh-start-2026';
    await password.fill(newPassword);
    await confirm.fill('fresh-start-2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');

    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer works…
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, { title: 'Login failed', variant: 'destructive' });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // …the new one does.
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${customer.firstName}`,
    );
  });

  test('a used link shows the invalid-link state', async ({ page, customer }) => {
    await page.request.post('/api/logout');
    await page.request.post('/api/forgot-password', { data: { email: customer.email } });
    const link = linkTo(await waitForMail(customer.email), '/reset-password');
    const token = new URL(link).searchParams.get('token');
    const reset = await page.request.post('/api/reset-password', {
      data: { token, password: 'used-once-2026' },
    });
    expect(reset.ok()).toBe(true);
    // The reset ended every session of the user; this page is signed out again.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('Invalid or expired token');
    await logIn(page.request, { username: customer.email, password: 'used-once-2026' });
  });

  test('a spinner shows while the link is being verified', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/reset-password/verify?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/reset-password?token=slow-token');
    await expect(page.getByRole('status')).toHaveText('Verifying your reset link');
    await expectNoA11yViolations(page);
    release();
    await expect(page.getByRole('alert')).toContainText('Invalid or expired token');
  });

  test('a bogus token shows the invalid-link state with a way to ask again', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('alert')).toContainText('Invalid or expired token');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });

  test('no token says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('No reset token provided');
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  });

  test('an unknown email gets the same answer (no account enumeration)', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Password reset link sent to your email. Please check your inbox.',
    );
  });
});

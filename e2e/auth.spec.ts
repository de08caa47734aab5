import { fillSignup, uniqueAccount } from './support/accounts';
import { expect, expectToast, test } from './support/fixtures';
import { MESSAGES } from '../src/domain/messages';
import { formatUsPhone } from '../src/domain/phone';

test.describe('signup', () => {
  test('register → log out → log in → profile shows the account', async ({ page }) => {
    const account = uniqueAccount({ firstName: 'Morgan', city: 'Fulshear', zip: '77441' });

    await page.goto('/signup?plan=premium');
    await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
    // Picking another plan by clicking its card.
    await page.getByText('Basic', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /^Basic/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Premium/ })).not.toBeChecked();

    await fillSignup(page, account);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, { title: 'Information saved' });
    // The payment page belongs to the subscriptions issue; the hand-over is the URL.
    await expect(page).toHaveURL(/\/subscribe\?plan=basic$/);

    await page.getByRole('button', { name: 'Account' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expectToast(page, {
      title: 'Logged out',
      description: 'You have been logged out successfully.',
    });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expectToast(page, { title: 'Login successful', description: 'Welcome back, Morgan!' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Morgan');

    await page.getByRole('tab', { name: 'Account' }).click();
    const details = page.getByRole('tabpanel', { name: 'Account' });
    const field = (label: string) =>
      details.getByRole('term').filter({ hasText: label }).locator('+ dd');
    await expect(field('First name')).toHaveText(account.firstName);
    await expect(field('Last name')).toHaveText(account.lastName);
    await expect(field('Email')).toHaveText(account.email);
    // Customers sign in with their email: it is their username too.
    await expect(field('Username')).toHaveText(account.email);
    await expect(field('Service address')).toHaveText(
      `${account.address}, Unit ${account.unit}, Fulshear, TX 77441`,
    );
    await expect(field('Phone')).toHaveText(formatUsPhone(account.phone));
    // Shown, not edited in place: each change opens its own form.
    await expect(details.getByRole('textbox')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Log Out' })).toBeEnabled();
  });

  test('the password hint describes the field until there is an error', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
  });

  test('the plan defaults to standard and ignores an unknown ?plan', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await page.goto('/signup?plan=platinum');
    await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  });

  test('an empty form shows every validation message', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Valid phone number is required',
      'Password must be at least 8 characters',
      'Address is required',
      'Apartment/Unit number is required',
      'City is required',
      'ZIP code is required',
      MESSAGES.communityRequired,
      'You must agree to the terms and conditions',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Each message is tied to its field for screen readers.
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(page.getByLabel(/I agree to the/)).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    // A field's hint gives way to its error, and no description points at a missing element.
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-describedby]')].flatMap((el) =>
        el
          .getAttribute('aria-describedby')!
          .split(' ')
          .filter((id) => !document.getElementById(id)),
      ),
    );
    expect(dangling).toEqual([]);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('too-short values get the same messages as empty ones', async ({ page }) => {
    await page.goto('/signup');
    await fillSignup(
      page,
      uniqueAccount({
        firstName: 'A',
        lastName: 'B',
        email: 'not-an-email',
        phone: '281555',
        password: 'short',
        address: '12 A',
        city: 'K',
        zip: '7749',
      }),
      undefined,
      null,
    );
    await page.getByLabel('Apartment / Unit').fill('   ');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Valid phone number is required',
      'Password must be at least 8 characters',
      'Address is required',
      'Apartment/Unit number is required',
      'City is required',
      'ZIP code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('a ZIP code outside the service area is refused at once, with the waitlist offered', async ({
    page,
  }) => {
    await page.goto('/signup');
    await fillSignup(page, uniqueAccount({ zip: '90210' }), undefined, null);
    // Said as soon as the ZIP code is typed, before anything is sent.
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(MESSAGES.zipNotServed);
    await expect(page.getByRole('link', { name: MESSAGES.joinWaitlist })).toHaveAttribute(
      'href',
      '/waitlist?zip=90210',
    );
    await expect(page.getByRole('combobox', { name: 'Community' })).toBeDisabled();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(MESSAGES.zipNotServed);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("a taken email shows the server's message under the field", async ({ page, customer }) => {
    // The fixture signed the page in; sign out so /signup offers the new-account form.
    await page.request.post('/api/logout');
    await page.goto('/signup');
    await fillSignup(page, uniqueAccount({ email: customer.email }));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, {
      title: 'Registration failed',
      description: 'An account with this email already exists',
      variant: 'destructive',
    });
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'An account with this email already exists',
    );
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('links to the terms and the privacy policy', async ({ page }) => {
    await page.goto('/signup');
    const form = page.locator('form');
    await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

test.describe('login', () => {
  test('an empty form shows the field messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password is required',
    );
    await page.getByLabel('Email').fill('jordan');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a wrong password shows the failure toast and message', async ({ page, customer }) => {
    await page.request.post('/api/logout');
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, { title: 'Login failed', variant: 'destructive' });
    await expect(page.getByRole('alert')).toContainText(/invalid/i);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret-words');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('links to forgot password, signup and admin login', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Admin login' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

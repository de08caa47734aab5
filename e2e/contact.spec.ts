import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BUSINESS } from '../src/domain/site';
import { expect, expectToast, test } from './support/fixtures';
import { waitForMail } from './support/mail';

// The contact form (docs/product.md#other-flows): validation, sending, success and failure. Without
// CONTACT_TO the staff notification goes to the business's public address.
const STAFF_INBOX = BUSINESS.email;

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillForm(page: Page, subject: string) {
  const f = form(page);
  await f.getByLabel('Name').fill('Robin Lee');
  await f.getByLabel('Email').fill('robin.lee@example.com');
  await f.getByLabel('Subject').fill(subject);
  await f.getByLabel('Message').fill('Do you serve Building 4?\nThanks!');
}

const uniqueSubject = () => `Question ${randomBytes(4).toString('hex')}`;

test('empty or malformed fields show their messages and send nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posted = true;
  });
  await page.goto('/');
  const f = form(page);
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByText('Name is required')).toBeVisible();
  await expect(f.getByText('Please enter a valid email address')).toBeVisible();
  await expect(f.getByText('Subject is required')).toBeVisible();
  await expect(f.getByText('Message is required')).toBeVisible();
  await expect(f.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await f.getByLabel('Email').fill('robin@');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByText('Please enter a valid email address')).toBeVisible();
  await expect(f.getByLabel('Email')).toHaveAttribute('type', 'email');
  expect(posted).toBe(false);
});

test('sending: button disabled while pending, then the toast, a cleared form and the staff email', async ({
  page,
}) => {
  const subject = uniqueSubject();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing');
  await fillForm(page, subject);
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  const sending = form(page).getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();

  await expectToast(page, {
    title: 'Message Sent!',
    description: "We'll get back to you as soon as possible.",
    variant: 'default',
  });
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(form(page).getByLabel(label)).toHaveValue('');
  }

  // Stored and queued together on the server; the outbox's mail reaches the staff inbox.
  const mail = await waitForMail(STAFF_INBOX, 10_000, (m) => m.subject.includes(subject));
  expect(mail.subject).toBe(`Contact form: ${subject}`);
  expect(mail.text).toContain('From: Robin Lee <robin.lee@example.com>');
  expect(mail.text).toContain('Do you serve Building 4?');
});

test('a server error shows the destructive Error toast and keeps what was typed', async ({
  page,
}) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }),
    }),
  );
  await page.goto('/about');
  const subject = uniqueSubject();
  await fillForm(page, subject);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, {
    title: 'Error',
    description: 'Failed to send message: Something went wrong on our side. Please try again.',
    variant: 'destructive',
  });
  await expect(form(page).getByLabel('Subject')).toHaveValue(subject);
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a reply with no message still names the failure', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: '' }));
  await page.goto('/');
  await fillForm(page, uniqueSubject());
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, {
    title: 'Error',
    description: 'Failed to send message: 502: Bad Gateway',
    variant: 'destructive',
  });
});

test('the spam trap is invisible to people and to assistive technology', async ({ page }) => {
  await page.goto('/');
  const trap = form(page).locator('input[name="website"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).not.toBeInViewport();
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(form(page).getByRole('textbox')).toHaveCount(4);
});

test('reached inside the app by a link, the form behaves the same', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // Still the app (a client-side navigation): the form's behaviour came from its effect.
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  const f = form(page);
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByText('Name is required')).toBeVisible();

  const subject = uniqueSubject();
  await fillForm(page, subject);
  await expect(f.getByText('Name is required')).toBeHidden();
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, { title: 'Message Sent!', variant: 'default' });
  await expect(f.getByLabel('Subject')).toHaveValue('');
  await waitForMail(STAFF_INBOX, 10_000, (m) => m.subject.includes(subject));
});

test('a double click sends one message', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posts.push(r.url());
  });
  await page.goto('/');
  await fillForm(page, uniqueSubject());
  // The first click also loads the validator; the second must not start another send.
  await form(page).getByRole('button', { name: 'Send Message' }).dblclick();
  await expectToast(page, { title: 'Message Sent!' });
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
});

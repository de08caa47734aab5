import { EN } from '../src/domain/i18n/catalogue';
import type { Page } from '@playwright/test';
import { NOTIFICATION_MESSAGES, smsDisclosure, smsText } from '../src/domain/notifications';
import { openOffice, openOfficePage } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { linkTo, waitForMail } from './support/mail';
import { activeSubscription } from './support/subscriptions';
import { replyFrom, textsTo } from './support/texts';
import { expectNoRecordNumbers } from './support/words';

const awaitingReply = (phone: string) => EN('portal.notify.awaitingReply', { phone });
const picked = (kinds: string) => EN('portal.notify.picked', { kinds });
const onAt = (phone: string) => EN('portal.notify.onAt', { phone });
const stoppedByReply = (phone: string) => EN('portal.notify.stoppedByReply', { phone });

const SMS_TEXT = smsText(EN);

// Notifications (docs/product.md#notifications): a resident turns on texts with the consent the
// carriers ask for, the office sees that consent, and an email's footer link unsubscribes in one
// press without signing in.

async function openSettings(page: Page) {
  await page.goto('/client-portal?tab=settings');
  await expect(page.getByRole('form', { name: 'Notification choices' })).toBeVisible();
}

const TEXT_SWITCHES = [
  'Pickup reminders by text',
  'Holiday notices by text',
  'Service updates by text',
  'Billing by text',
];

test('a customer turns on the texts they pick, confirms with YES, and the office sees it stored', async ({
  page,
  customer,
  office: staff,
  baseURL,
}) => {
  // Three states of one screen and the office's, each checked at four widths.
  test.slow();
  // A number of this test's own, so the transport's file is this test's.
  const digits = String(Date.now()).slice(-4);
  const number = `+1281555${digits}`;
  const shown = `(281) 555-${digits}`;
  await activeSubscription(page.request, 'standard');
  await openSettings(page);

  // Before anything: every text switch off, and saying why.
  const choices = page.getByRole('form', { name: 'Notification choices' });
  for (const name of TEXT_SWITCHES) {
    const box = choices.getByRole('checkbox', { name: `${name}: off until you turn on texts` });
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
  }
  await expect(choices.getByText(EN('portal.notify.textsAfterOptIn'))).toBeVisible();
  const optIn = page.getByRole('form', { name: 'Turn on texts' });
  const consent = optIn.getByRole('checkbox', { name: /Msg & data rates may apply/ });
  await expect(consent).not.toBeChecked();
  for (const kind of ['Pickup reminders', 'Holiday notices', 'Service updates', 'Billing']) {
    await expect(optIn.getByRole('checkbox', { name: new RegExp(`^${kind}`) })).not.toBeChecked();
  }
  await expect(optIn).toContainText(smsDisclosure(EN).replace('Privacy Policy', '').slice(0, 60));
  await expect(optIn.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'notification-settings');

  // The box is optional to show, required to send: unticked, nothing is stored.
  await optIn.getByLabel('Mobile number').fill(shown);
  await optIn.getByRole('button', { name: 'Turn on texts' }).click();
  await expect(consent).toHaveAccessibleDescription(NOTIFICATION_MESSAGES.consentRequired);
  await expect(optIn.getByText(NOTIFICATION_MESSAGES.textTypesRequired)).toBeVisible();
  await optIn.getByRole('checkbox', { name: /^Pickup reminders/ }).check();
  await optIn.getByRole('checkbox', { name: /^Service updates/ }).check();
  await consent.check();
  await optIn.getByRole('button', { name: 'Turn on texts' }).click();
  await expectToast(page, { title: EN('portal.notify.textsSent') });

  // Waiting for the YES: said plainly, and the switches still off.
  await expect(page.getByText(awaitingReply(shown))).toBeVisible();
  await expect(page.getByText(picked('Pickup reminders and service updates'))).toBeVisible();
  for (const name of TEXT_SWITCHES) {
    await expect(
      choices.getByRole('checkbox', { name: `${name}: off until you turn on texts` }),
    ).not.toBeChecked();
  }
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'notification-settings-awaiting-yes');

  // The confirmation text, written by the development transport, asks for the YES.
  await expect
    .poll(() => textsTo(number), { message: `no text to ${number}` })
    .toEqual([`To: ${number}\n\n${SMS_TEXT.confirmation}\n`]);

  // The resident replies YES; Twilio posts it.
  const yes = await replyFrom(page, baseURL, number, 'Yes');
  expect(yes.status()).toBe(200);
  expect(await yes.text()).toContain(SMS_TEXT.confirmed.replace(/'/g, '&#39;'));

  await openSettings(page);
  await expect(page.getByText(onAt(shown))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off texts' })).toBeVisible();
  await expect(choices.getByRole('checkbox', { name: 'Pickup reminders by text' })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Service updates by text' })).toBeChecked();
  await expect(
    choices.getByRole('checkbox', { name: 'Holiday notices by text' }),
  ).not.toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Billing by text' })).not.toBeChecked();
  await expect(choices.getByText(EN('portal.notify.textsAfterOptIn'))).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'notification-settings-texts-on');

  // The office: the consent and the YES with their times, from the customer's Notifications.
  await openOffice(staff);
  await openOfficePage(staff, 'Customers');
  await staff.getByRole('searchbox', { name: 'Search Customers' }).fill(customer.email);
  await staff
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('button', { name: `Notifications of ${customer.firstName} ${customer.lastName}` })
    .click();
  const dialog = staff.getByRole('dialog');
  const consents = dialog.getByRole('list', { name: 'Consent history' });
  await expect(consents).toContainText('Agreed to texts');
  await expect(consents).toContainText('Replied YES to confirm');
  await expect(consents).toContainText(shown);
  await expect(consents).toContainText(/\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(dialog).toContainText(`Texts: On, to ${shown}`);
  await expect(dialog.getByRole('list', { name: 'Messages sent' })).toContainText(
    'Service updates by text',
  );
  await expectNoRecordNumbers(staff);
  await expectNoA11yViolations(staff);
  await expectFitsAtEveryWidth(staff, 'office-customer-notifications');
});

test('a resident without a subscription is told texts need one, and no text goes', async ({
  page,
  customer: _signedIn,
}) => {
  const digits = String(Date.now()).slice(-4);
  await openSettings(page);
  const optIn = page.getByRole('form', { name: 'Turn on texts' });
  await optIn.getByLabel('Mobile number').fill(`(281) 555-${digits}`);
  await optIn.getByRole('checkbox', { name: /^Pickup reminders/ }).check();
  await optIn.getByRole('checkbox', { name: /Msg & data rates may apply/ }).check();
  await optIn.getByRole('button', { name: 'Turn on texts' }).click();
  await expect(optIn.getByText(NOTIFICATION_MESSAGES.textsNeedSubscription)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off texts' })).toHaveCount(0);
  expect(await textsTo(`+1281555${digits}`)).toEqual([]);
});

test('an email footer link unsubscribes from that email in one press, without signing in', async ({
  page,
  customer,
  browser,
}) => {
  test.slow();
  await activeSubscription(page.request, 'standard');
  const receipt = await waitForMail(customer.email, 10_000, (m) => m.subject.includes('receipt'));
  const link = linkTo(receipt, '/unsubscribe');

  // Someone who is not signed in: the link is the proof.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Stop billing emails?' })).toBeVisible();
  await expectNoA11yViolations(other);
  await expectFitsAtEveryWidth(other, 'unsubscribe');
  await other.getByRole('button', { name: 'Unsubscribe from billing emails' }).click();
  await expect(other.getByText(NOTIFICATION_MESSAGES.unsubscribed('Billing'))).toBeVisible();
  await expect(other.getByRole('link', { name: 'Sign in to your settings' })).toBeVisible();
  await expectNoA11yViolations(other);
  await expectFitsAtEveryWidth(other, 'unsubscribed');
  await visitor.close();

  await openSettings(page);
  const choices = page.getByRole('form', { name: 'Notification choices' });
  await expect(choices.getByRole('checkbox', { name: 'Billing by email' })).not.toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Holiday notices by email' })).toBeChecked();
});

test('a link that is not genuine says so and points to the settings', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.billing.99999.not-a-signature');
  await expect(page.getByText(NOTIFICATION_MESSAGES.unsubscribeInvalid)).toBeVisible();
  await expect(page.getByRole('button', { name: /Unsubscribe from/ })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoA11yViolations(page);
});

test('a STOP reply turns texts off at once, and the portal says so', async ({
  page,
  customer: _signedIn,
  baseURL,
}) => {
  test.slow();
  const digits = String(Date.now()).slice(-4);
  const number = `+1281555${digits}`;
  await activeSubscription(page.request, 'standard');
  await openSettings(page);
  const optIn = page.getByRole('form', { name: 'Turn on texts' });
  await optIn.getByLabel('Mobile number').fill(`(281) 555-${digits}`);
  await optIn.getByRole('checkbox', { name: /^Holiday notices/ }).check();
  await optIn.getByRole('checkbox', { name: /Msg & data rates may apply/ }).check();
  await optIn.getByRole('button', { name: 'Turn on texts' }).click();
  await expectToast(page, { title: EN('portal.notify.textsSent') });

  // Twilio posts the resident's reply, signed with the account's auth token.
  const url = `${baseURL}/api/notifications/sms/inbound`;
  const reply = { MessageSid: `SM${digits}stop`, From: number, To: '+12815550100', Body: 'Stop' };
  const unsigned = await page.request.post(url, { form: reply });
  expect(unsigned.status()).toBe(403);
  const signed = await replyFrom(page, baseURL, number, 'Stop');
  expect(signed.status()).toBe(200);
  expect(await signed.text()).toContain(SMS_TEXT.stopped.replace(/'/g, '&#39;'));

  await openSettings(page);
  await expect(page.getByText(stoppedByReply(`(281) 555-${digits}`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off texts' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

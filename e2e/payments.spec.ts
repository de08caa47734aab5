import type { Page } from '@playwright/test';
import { PAYMENT_MESSAGES as M } from '../src/domain/payment-messages';
import { formatServiceDate } from '../src/domain/pickup-calendar';
import {
  formatHour,
  PICKUP_WINDOW_LABEL,
  PICKUP_WINDOW_START_HOUR,
} from '../src/domain/pickup-window';
import type { Subscription } from '../src/domain/schemas/subscription';
import { fillSignup, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { mailsTo, waitForMail } from './support/mail';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';

// Every journey runs against the built-in sandbox provider (no payment keys in e2e).

const BAGS_OUT_BY = formatHour(PICKUP_WINDOW_START_HOUR);

/** The page fits the screen's width: nothing sticks out sideways. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/** The success and error pages' buttons, in order: the first is the main one. */
const resultButtons = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: /^(View My Subscription|Return to (Home|Pricing))$/ });

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

test.describe('card payment', () => {
  test('pricing → signup → subscribe → test card → payment success → profile shows it active @phone', async ({
    page,
  }) => {
    const account = uniqueAccount({ firstName: 'Morgan' });
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Pay by card instead for the Premium plan' }).click();
    await expect(page).toHaveURL(/\/signup\?plan=premium$/);
    await fillSignup(page, account, { gateCode: '#2468', instructions: 'Bags by the blue door' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(page).toHaveURL(/\/subscribe\?plan=premium$/);
    await expectToast(page, { title: 'Information saved' });
    await expect(page.getByRole('heading', { name: 'Complete your subscription' })).toBeVisible();
    await expect(page.getByText('Test mode: no real charge is made.')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Premium Plan');
    await expect(summary).toContainText('$50.00/month');
    await expect(summary).toContainText('#2468');
    await expectNoA11yViolations(page);
    await saveShot(page, 'subscribe');

    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe Now - $50.00/month' }).click();

    await expect(page).toHaveURL(/\/payment-success\?subscription_id=sbx_sub_/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expectToast(page, {
      title: 'Subscription Successful!',
      description: 'Your doorstep trash pickup service is now active',
    });
    // What happens next: the first pickup as the portal shows it, the bags, the email.
    const [paid] = (await (await page.request.get('/api/subscriptions')).json()) as Subscription[];
    const firstPickup = paid?.nextPickup ?? '';
    expect(firstPickup).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText(
      `Your first pickup: ${formatServiceDate(firstPickup)}, ${PICKUP_WINDOW_LABEL}`,
    );
    await expect(next).toContainText(
      `Put up to 4 sealed bags outside your door by ${BAGS_OUT_BY} on each pickup day.`,
    );
    await expect(next).toContainText('An email confirmation will follow shortly.');
    await expect(page.getByRole('main')).not.toContainText(/#\d|sbx_|subscription_id/);
    await expect(resultButtons(page)).toHaveText(['View My Subscription', 'Return to Home']);
    await expectNoA11yViolations(page);
    await expectNoSideScroll(page);
    await saveShot(page, 'payment-success');

    const mail = await waitForMail(account.email, 10_000, (m) => m.subject.endsWith('is active'));
    expect(mail.subject).toBe('Your Premium plan is active');
    expect(mail.text).toContain('$50.00 a month');

    await page.getByRole('link', { name: 'View My Subscription' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.getByRole('article', { name: 'Premium Plan' });
    await expect(card.getByText('active', { exact: true })).toBeVisible();
    await expect(card).toContainText('#2468');
    await expect(card).toContainText('Bags by the blue door');
    await expect(card.getByText('Next pickup')).toBeVisible();
  });

  test('a declined card says so once, at the form, with another way to pay; no email, no failed bill', async ({
    page,
    customer,
  }) => {
    test.slow();
    await page.goto('/subscribe?plan=basic');
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Subscribe Now - $25.00/month' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toContainText('Try another card, or pay with PayPal.');
    await expect(alert.getByRole('button', { name: 'Pay with PayPal instead' })).toBeVisible();
    await expectToast(page, { title: 'Payment Failed', variant: 'destructive' });
    // One message on screen: the toast names what happened, the form says why.
    await expect(page.getByText('Your card was declined.')).toHaveCount(1);
    await expect(page).toHaveURL(/\/subscribe\?plan=basic$/);
    await expectNoA11yViolations(page);
    await saveShot(page, 'checkout-declined');

    // The card form stays usable: the test card then succeeds.
    await payWithCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Subscribe Now - $25.00/month' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    // The confirmation and the receipt are the only mails: the outbox sends in order, so a
    // payment-failed email queued before them would be there too.
    await waitForMail(customer.email, 10_000, (m) => m.subject.includes('receipt'));
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your Katy Valet Trash receipt KVT-\d{4}-\d{6}$/),
      'Your Basic plan is active',
    ]);

    // The billing history lists the one invoice, paid.
    await page.goto('/client-portal');
    await page.getByRole('tab', { name: 'Billing' }).click();
    const history = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('paid');
  });

  test('after a decline, Pay with PayPal instead opens the PayPal choice', async ({
    page,
    customer,
  }) => {
    void customer;
    await page.goto('/subscribe?plan=standard');
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Subscribe Now - $35.00/month' }).click();
    await page.getByRole('button', { name: 'Pay with PayPal instead' }).click();
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });

  test('card fields are checked before anything is sent', async ({ page, customer }) => {
    void customer;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/subscribe?plan=standard');
    await page.getByRole('button', { name: 'Subscribe Now - $35.00/month' }).click();
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'Your card’s expiration date is incomplete.',
    );
    // Without a Stripe key, neither Stripe.js nor our Stripe form chunk is ever fetched.
    expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);
  });

  test('initialisation states: error with Try Again, Payment Not Ready with Retry @phone', async ({
    page,
    customer,
  }) => {
    void customer;
    // The provider answers once with an error, then with an empty client secret, then for real.
    let calls = 0;
    await page.route('**/api/create-subscription', async (route) => {
      calls++;
      if (calls === 1) {
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The payment provider could not be reached.' }),
        });
      } else if (calls === 2) {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), clientSecret: '' } });
      } else {
        await route.continue();
      }
    });
    await page.goto('/subscribe?plan=standard');
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to initialize payment' });
    await expect(failed).toContainText('The payment provider could not be reached.');
    await expectNoA11yViolations(page);
    await saveShot(page, 'subscribe-error');
    await failed.getByRole('button', { name: 'Try Again' }).click();

    const notReady = page.getByRole('alert').filter({ hasText: 'Payment Not Ready' });
    await expect(notReady).toBeVisible();
    await expectNoA11yViolations(page);
    await notReady.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    expect(calls).toBe(3);
  });

  test("without payment keys in production the page says 'Payment service unavailable'", async ({
    page,
    customer,
  }) => {
    void customer;
    // What a production server without keys answers (src/server/modules/payments/providers.ts).
    await page.route('**/api/payments/config', (route) =>
      route.fulfill({ json: { card: null, paypal: null, stripePublishableKey: null } }),
    );
    await page.goto('/subscribe?plan=standard');
    const panel = page.getByRole('alert').filter({ hasText: 'Payment service unavailable' });
    await expect(panel).toContainText('the payment provider keys are missing');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await saveShot(page, 'subscribe-unavailable');
    // As after /signup, the information step comes first: the payment step says it.
    await page.goto('/paypal-subscribe?plan=standard');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Payment service unavailable');
    await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  });

  test('a visitor without an account is sent to sign up for the same plan', async ({ page }) => {
    await page.goto('/subscribe?plan=basic');
    await expect(page).toHaveURL(/\/signup\?plan=basic$/);
  });
});

test.describe('PayPal', () => {
  test('pricing → information → Back to Information to correct it → PayPal approval → portal shows the corrections @phone', async ({
    page,
  }) => {
    // Two passes through the form and a provider round trip: a long journey on a busy machine.
    test.slow();
    const account = uniqueAccount();
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Subscribe Now to the Basic plan' }).click();
    await expect(page).toHaveURL(/\/paypal-subscribe\?plan=basic$/);
    await expect(page.getByRole('radio', { name: /^Basic/ })).toBeChecked();
    await expectNoA11yViolations(page);
    await saveShot(page, 'paypal-step-one');

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    // The same form as /signup: no username, the email is the login.
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await fillSignup(page, { ...account, phone: '281' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(
      'Valid phone number is required',
    );
    await page.getByLabel('Phone').fill(account.phone);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    // The payment step: PayPal chosen, card offered beside it.
    await expectToast(page, { title: 'Information saved' });
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Card' })).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Basic Plan');
    // Signed up and signed in on the same page: the header says so.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeHidden();
    await expectNoA11yViolations(page);
    await saveShot(page, 'paypal-step-two');

    // Back to Information: the form comes back from the server, every field open to change.
    await page.getByRole('button', { name: 'Back to Information' }).click();
    await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
    await expect(page.getByLabel('Gate code (optional)')).toHaveValue('#4521');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByLabel('First name').fill('Harper');
    await page.getByLabel('Street address').fill('1 Mason Rd');
    await page.getByLabel('Apartment / Unit').fill('220');
    // A tap lost on a busy machine is tapped again, as a person would; the choice must then hold
    // through the save.
    await expect(async () => {
      await page.getByText('Standard', { exact: true }).click();
      await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked({ timeout: 1000 });
    }).toPass();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, { title: 'Information updated' });
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
      'Standard Plan',
    );
    await page.getByRole('button', { name: 'Subscribe with PayPal - $35.00/month' }).click();
    await expectToast(page, { title: 'Redirecting to PayPal' });
    await expect(page.getByRole('link', { name: 'click here' })).toBeVisible();

    await expect(page).toHaveURL(/\/sandbox-paypal\?token=SBX-/);
    await expect(page.getByText('$35.00 every month')).toBeVisible();
    await expectNoA11yViolations(page);
    await saveShot(page, 'sandbox-paypal');
    await page.getByRole('button', { name: 'Agree & Subscribe' }).click();

    await expect(page).toHaveURL(/\/payment-success\?subscription_id=SBX-/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Your Standard plan ($35.00/month) is now active.')).toBeVisible();
    const mail = await waitForMail(account.email, 10_000, (m) => m.subject.endsWith('is active'));
    expect(mail.subject).toBe('Your Standard plan is active');

    await page.goto('/client-portal');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    await expect(settings).toContainText('Harper');
    await expect(settings).toContainText('1 Mason Rd');
    await expect(settings).toContainText('220');
  });

  test('the card beside PayPal pays from the static page and lands on the result page', async ({
    page,
    customer,
  }) => {
    void customer;
    await page.goto('/paypal-subscribe?plan=basic');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Card', { exact: true }).click();
    // Both steps are the island's: the page never loaded the app.
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe Now - $25.00/month' }).click();
    await expect(page).toHaveURL(/\/payment-success\?subscription_id=sbx_sub_/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  });

  test('cancelling at PayPal lands on the payment-cancel page', async ({ page, customer }) => {
    await page.goto('/paypal-subscribe?plan=premium');
    // Signed in: the form comes back filled from the account.
    await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
    await page.getByLabel('Gate code (optional)').fill('#99');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Back to Information' }).click();
    await expect(page.getByLabel('Gate code (optional)')).toHaveValue('#99');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Subscribe with PayPal - $50.00/month' }).click();

    await expect(page).toHaveURL(/\/sandbox-paypal\?token=/);
    await page.getByRole('button', { name: 'Cancel and return to Katy Valet Trash' }).click();
    await expect(page).toHaveURL(/\/payment-cancel\?token=/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(page.getByText('no charges were made')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expectNoA11yViolations(page);
  });

  test('coming back from PayPal signed out still shows the payment result', async ({
    page,
    customer,
  }) => {
    void customer;
    await page.goto('/paypal-subscribe?plan=basic');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Subscribe with PayPal - $25.00/month' }).click();
    await expect(page).toHaveURL(/\/sandbox-paypal\?token=/);
    // As when PayPal returns to another address than the one the visit started on.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Agree & Subscribe' }).click();

    await expect(page).toHaveURL(/\/payment-success\?subscription_id=SBX-/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Your Basic plan ($25.00/month) is now active.')).toBeVisible();
    // Signed out, the page learns no pickups; the subscription (after logging in) has them.
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText(M.firstPickupInAccount);
    await expect(next).toContainText(
      `Put up to 2 sealed bags outside your door by ${BAGS_OUT_BY} on each pickup day.`,
    );
    await page.getByRole('link', { name: 'View My Subscription' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the success page without a subscription id says what went wrong', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not tell which payment this page is for.',
    );
    await expect(resultButtons(page)).toHaveText(['Return to Pricing']);
    await expectNoA11yViolations(page);
  });

  test('a customer who comes back to the success page later is offered their subscription @phone', async ({
    page,
    customer,
  }) => {
    void customer;
    await activeSubscription(page.request, 'basic');
    // Opened again without its link's reference, or with one that is not theirs or unknown.
    const revisits = [
      ['/payment-success', 'We could not tell which payment this page is for.'],
      ['/payment-success?subscription_id=I-UNKNOWN', 'Subscription not found'],
    ] as const;
    for (const [path, message] of revisits) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByText(M.existingSubscriptionText)).toBeVisible();
      await expect(resultButtons(page)).toHaveText(['View My Subscription', 'Return to Pricing']);
    }
    await expectNoA11yViolations(page);
    await expectNoSideScroll(page);
    await saveShot(page, 'payment-success-revisit');

    await page.getByRole('link', { name: 'View My Subscription' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.getByRole('article', { name: 'Basic Plan' });
    await expect(card.getByText('active', { exact: true })).toBeVisible();
  });

  test('a signed-in customer without a subscription is not offered one', async ({
    page,
    customer,
  }) => {
    void customer;
    await page.goto('/payment-success?subscription_id=I-UNKNOWN');
    await expect(page.getByRole('alert')).toHaveText('Subscription not found');
    await expect(resultButtons(page)).toHaveText(['Return to Pricing']);
    await expect(page.getByText(M.existingSubscriptionText)).toHaveCount(0);
  });

  test('a card payment the bank refused (Stripe redirect_status=failed) is not a success', async ({
    page,
  }) => {
    await page.goto('/payment-success?subscription_id=sub_123&redirect_status=failed');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText('Your payment was not completed and no charge was made.'),
    ).toBeVisible();
  });
});

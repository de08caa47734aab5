import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatServiceDate } from '../../domain/pickup-calendar';
import { PICKUP_WINDOW_LABEL } from '../../domain/pickup-window';
import { MESSAGES } from '../../domain/messages';
import { PAYMENT_MESSAGES } from '../../domain/payment-messages';
import { PROPERTY_DOOR_TEXT } from '../../domain/property-door-text';
import type { BillingEntry, SubscriptionInfo } from '../../domain/schemas/payments';
import type { ResidentPickups } from '../../domain/schemas/tickets';
import type { ResidentNotice } from '../../domain/schemas/door-notices';
import { DISPUTE_WINDOW_DAYS, NOTICE_RULES } from '../../domain/door-notices';
import { EN } from '../../domain/i18n/catalogue';
import type { CustomerServices } from '../../domain/schemas/service-schedule';
import type { ServiceDetails } from '../../domain/schemas/service-details';
import {
  CUSTOMER,
  renderPage,
  signedInAs,
  stubApi,
  toastRegion,
  type StubReply,
} from '../test/render';
import { subscriptionFixture } from '../test/subscription';
import ClientPortal from './client-portal';

const SUBSCRIPTION = subscriptionFixture({
  gateCode: '#4321',
  specialInstructions: 'Leave by the mat',
  currentPeriodStart: '2026-11-23T15:00:00.000Z',
  currentPeriodEnd: '2026-12-23T15:00:00.000Z',
  pendingPlan: 'basic',
  pendingPlanAt: '2026-12-23T15:00:00.000Z',
  nextCharge: { date: '2026-12-23T15:00:00.000Z', amount: 2500 },
  // A Saturday extra pickup: no plan's weekdays give it, so only the server's answer shows it.
  nextPickup: '2026-11-28',
});

const SERVICES: CustomerServices = {
  upcoming: [],
  recent: [
    {
      id: 5,
      subscriptionId: 31,
      serviceDate: '2026-11-20',
      status: 'completed',
      createdAt: '2026-11-06T12:00:00.000Z',
      completedAt: '2026-11-20T15:00:00.000Z',
      notes: null,
    },
  ],
};

const PICKUPS: ResidentPickups = {
  pickups: [
    {
      id: 5,
      serviceDate: '2026-11-20',
      state: 'collected',
      recordedAt: '2026-11-20T15:32:00.000Z',
      reason: null,
      bagCount: null,
      note: null,
      photoId: null,
      officeNote: null,
      canReport: true,
      ticket: null,
    },
    {
      id: 4,
      serviceDate: '2026-11-18',
      state: 'missed',
      recordedAt: null,
      reason: null,
      bagCount: null,
      note: null,
      photoId: null,
      officeNote: null,
      canReport: false,
      ticket: {
        id: 9,
        scheduleId: 4,
        kind: 'missed',
        note: 'Bags still out',
        photoId: null,
        status: 'resolved',
        createdAt: '2026-11-18T20:00:00.000Z',
        outcome: {
          resolution: 'return_visit',
          returnDate: '2026-11-19',
          creditCents: null,
          creditApplied: null,
          note: null,
          resolvedAt: '2026-11-18T21:00:00.000Z',
        },
      },
    },
  ],
};

const notice = (over: Partial<ResidentNotice>): ResidentNotice => ({
  id: 1,
  kind: 'courtesy',
  reason: 'not_sealed',
  serviceDate: '2026-11-30',
  status: 'issued',
  feeCents: null,
  photoId: null,
  note: null,
  issuedAt: '2026-11-30T16:00:00.000Z',
  disputeUntil: null,
  dispute: null,
  ...over,
});

const NOTICES: ResidentNotice[] = [
  notice({
    id: 71,
    kind: 'fee',
    reason: 'recycling_in_trash',
    serviceDate: '2026-12-03',
    feeCents: 2500,
    photoId: '3f0a7b6e-8a51-4a41-9d7c-1c9d0f5e2a10',
    note: 'Cans and bottles in the bag',
    issuedAt: '2026-12-03T17:00:00.000Z',
    disputeUntil: '2026-12-10T17:00:00.000Z',
  }),
  notice({
    id: 70,
    kind: 'warning',
    reason: 'boxes_not_broken_down',
    serviceDate: '2026-12-01',
    status: 'disputed',
    dispute: {
      note: 'The boxes were my neighbour’s.',
      photoId: null,
      at: '2026-12-01T20:00:00.000Z',
      outcome: null,
      decisionNote: null,
      decidedAt: null,
    },
  }),
  notice({
    id: 69,
    serviceDate: '2026-11-27',
    status: 'withdrawn',
    dispute: {
      note: 'My bags were tied.',
      photoId: null,
      at: '2026-11-27T20:00:00.000Z',
      outcome: 'withdrawn',
      decisionNote: 'The photo shows a tied bag. Sorry about that.',
      decidedAt: '2026-11-28T15:00:00.000Z',
    },
  }),
  notice({ id: 68, kind: 'thanks', reason: null, serviceDate: '2026-11-23' }),
];

const PAYMENTS: BillingEntry[] = [
  {
    id: 3,
    subscriptionId: 31,
    amount: 6000,
    status: 'paid',
    paidAt: '2026-12-02T15:00:00.000Z',
    receipt: {
      number: 'KVT-2026-000140',
      plan: 'standard',
      periodStart: '2026-12-02T15:00:00.000Z',
      periodEnd: '2027-01-02T15:00:00.000Z',
      method: 'Visa ending in 4242',
      fees: [{ description: 'Trash set out after hours on Nov 20', amountCents: 2500 }],
    },
  },
  {
    id: 1,
    subscriptionId: 31,
    amount: 3500,
    status: 'paid',
    paidAt: '2026-11-02T15:00:00.000Z',
    receipt: {
      number: 'KVT-2026-000123',
      plan: 'standard',
      periodStart: '2026-11-02T15:00:00.000Z',
      periodEnd: '2026-12-02T15:00:00.000Z',
      method: 'Visa ending in 4242',
      fees: [],
    },
  },
  {
    id: 2,
    subscriptionId: 31,
    amount: 3500,
    status: 'failed',
    paidAt: '2026-10-02T15:00:00Z',
    receipt: null,
  },
];

const DETAILS: ServiceDetails = {
  email: CUSTOMER.email,
  phone: CUSTOMER.phone,
  address: CUSTOMER.address,
  unit: CUSTOMER.unit,
  building: '',
  city: CUSTOMER.city,
  state: 'TX',
  zip: CUSTOMER.zip,
  communityId: null,
  communityName: null,
  communityRequest: null,
  gateCode: '#4321',
  specialInstructions: 'Leave by the mat',
  hasSubscription: true,
};

/** The information step saved and not paid: a pending subscription, nothing active or paused. */
const UNPAID: SubscriptionInfo = {
  account: {
    firstName: CUSTOMER.firstName,
    lastName: CUSTOMER.lastName,
    email: CUSTOMER.email,
    phone: CUSTOMER.phone,
    address: CUSTOMER.address,
    unit: CUSTOMER.unit,
    building: '',
    communityId: 3,
    communityRequest: '',
    city: CUSTOMER.city,
    zip: CUSTOMER.zip,
  },
  pending: { subscriptionId: 88, plan: 'premium', gateCode: '', specialInstructions: '' },
  hasCurrent: false,
};

function portal(
  subscriptions: StubReply = { body: [SUBSCRIPTION] },
  info: SubscriptionInfo = { ...UNPAID, pending: null, hasCurrent: true },
  /** Routes of this test's own, in place of the usual replies. */
  own: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    'GET /api/notices': { body: NOTICES },
    'GET /api/subscription-info': { body: info },
    ...signedInAs(CUSTOMER),
    'GET /api/account/service-details': { body: DETAILS },
    'POST /api/account/doorstep': ({ body }) => ({ body: { ...DETAILS, ...(body as object) } }),
    'GET /api/subscriptions': subscriptions,
    'GET /api/service-schedules': { body: SERVICES },
    'GET /api/pickups': { body: PICKUPS },
    'GET /api/payments': { body: PAYMENTS },
    'GET /api/payments/config': {
      body: { card: 'sandbox', paypal: 'sandbox', stripePublishableKey: null },
    },
    [`POST /api/subscriptions/${SUBSCRIPTION.id}/payment-method`]: {
      body: { kind: 'card-form', provider: 'sandbox', clientSecret: 'seti_sandbox_secret' },
    },
    'POST /api/sandbox/payment-methods': ({ body }) =>
      (body as { cardNumber: string }).cardNumber === '4000000000000002'
        ? { status: 402, body: { message: PAYMENT_MESSAGES.cardDeclined } }
        : { body: { status: 'saved' } },
    [`POST /api/subscriptions/${SUBSCRIPTION.id}/payment-method/complete`]: {
      body: { ...SUBSCRIPTION, card: { brand: 'Mastercard', last4: '4444' } },
    },
    ...own,
  });
}

function renderPortal(subscriptions?: StubReply, info?: SubscriptionInfo, path = '/client-portal') {
  const calls = portal(subscriptions, info);
  return { calls, ...renderPage(<ClientPortal />, { path }) };
}

const panel = () => within(screen.getByRole('tabpanel'));

describe('client portal', () => {
  test('a signed-out visitor is told to log in', async () => {
    stubApi({});
    renderPage(<ClientPortal />, { path: '/client-portal' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  test('Dashboard: the plan, the next pickup, recent service and the account', async () => {
    renderPortal();
    expect(await screen.findByText('Hello Jordan.')).toBeInTheDocument();
    expect(await panel().findByText('Standard Plan')).toBeInTheDocument();
    expect(panel().getByTestId('next-pickup')).toHaveTextContent(
      `Saturday, November 28, ${PICKUP_WINDOW_LABEL}`,
    );
    const recent = await panel().findByRole('list', { name: 'Recent pickups' });
    // What the crew recorded, the time in Katy; a missed pickup's report and its resolution.
    expect(recent).toHaveTextContent(
      `${formatServiceDate('2026-11-20')}CollectedCollected at 9:32am.`,
    );
    expect(recent).toHaveTextContent('Your report: Missed pickupResolved');
    expect(recent).toHaveTextContent(`Return visit on ${formatServiceDate('2026-11-19')}.`);
    expect(within(recent).getAllByRole('button', { name: 'Report a problem' })).toHaveLength(1);
    // The next charge, and the smaller plan chosen for it (docs/product.md#billing).
    expect(panel().getByTestId('next-charge')).toHaveTextContent('$25.00 on Dec 23');
    expect(panel().getByTestId('pending-plan')).toHaveTextContent('Changes to Basic on Dec 23');
    expect(panel().getByText('Jordan Rivera')).toBeInTheDocument();
    expect(panel().getByText('Katy, TX 77494', { exact: false })).toBeInTheDocument();
    // The subscription is its plan and state; its database number means nothing to a customer.
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent(`#${SUBSCRIPTION.id}`);
  });

  test('a door the property pays for: no price, no billing and nothing to change', async () => {
    const included = subscriptionFixture({
      payer: 'property',
      provider: null,
      price: 1800,
      nextPickup: '2026-11-28',
    });
    renderPortal({ body: [included] });
    expect(await screen.findByText('Hello Jordan.')).toBeInTheDocument();
    expect(await panel().findByText(PROPERTY_DOOR_TEXT.includedTitle)).toBeInTheDocument();
    expect(panel().getByText(PROPERTY_DOOR_TEXT.includedText)).toBeInTheDocument();
    expect(panel().getByTestId('next-pickup')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('$18.00');
    expect(screen.queryByRole('tab', { name: 'Billing' })).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: /Pause|Cancel|Upgrade|Change Plan/ })).toBeNull();
  });

  test('Schedule: the doorstep details the customer gave', async () => {
    const { user } = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Schedule' }));
    expect(await panel().findByText('Your weekly schedule')).toBeInTheDocument();
    expect(panel().getByText('#4321')).toBeInTheDocument();
    expect(panel().getByText('Leave by the mat')).toBeInTheDocument();
    expect(await panel().findByText(/No pickups scheduled/)).toBeInTheDocument();
  });

  test('Billing: the plan price, how it is paid and every bill with its outcome', async () => {
    const { user } = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Billing' }));
    expect(await panel().findByText('PayPal')).toBeInTheDocument();
    expect(panel().getByText('$35.00 billed monthly, automatically')).toBeInTheDocument();
    expect(panel().getByTestId('next-charge')).toHaveTextContent('$25.00 on Dec 23');
    const invoices = within(await panel().findByRole('list', { name: 'Invoices' })).getAllByRole(
      'listitem',
    );
    expect(invoices.map((invoice) => invoice.textContent)).toEqual([
      // A fee billed beside the plan is its own line; the plan's and the fee's add up to the total.
      'Dec 2, 2026$60.00paidReceipt numberKVT-2026-000140Service periodDec 2, 2026 to Jan 2, 2027' +
        'PlanStandard plan – $35.00FeeTrash set out after hours on Nov 20 – $25.00' +
        'Paid withVisa ending in 4242Download PDF',
      'Nov 2, 2026$35.00paidReceipt numberKVT-2026-000123Service periodNov 2, 2026 to Dec 2, 2026' +
        'PlanStandard planPaid withVisa ending in 4242Download PDF',
      'Oct 2, 2026$35.00unpaid',
    ]);
    // A paid invoice's receipt downloads as a PDF; an unpaid one has none.
    const pdf = within(invoices[1]!).getByRole('link', {
      name: 'Download receipt KVT-2026-000123 as PDF',
    });
    expect(pdf).toHaveAttribute('href', '/api/payments/receipts/KVT-2026-000123/pdf');
    expect(pdf).toHaveAttribute('download', 'receipt-KVT-2026-000123.pdf');
    expect(within(invoices[2]!).queryByRole('link')).toBeNull();
    expect(panel().getByText(/^Receipts are issued by Katy Valet Trash LLC, 1550 W/)).toBeVisible();
  });

  test('Billing: a new card through the sandbox form, typed as a card shows', async () => {
    const { user, calls } = renderPortal({
      body: [{ ...SUBSCRIPTION, provider: 'sandbox', card: { brand: 'Visa', last4: '4242' } }],
    });
    await user.click(await screen.findByRole('tab', { name: 'Billing' }));
    expect(await panel().findByTestId('payment-method')).toHaveTextContent(
      'Visa ending in 4242 (test mode)',
    );
    await user.click(panel().getByRole('button', { name: 'Update payment method' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update payment method' }));
    const number = dialog.getByLabelText('Card number');
    await user.type(number, '5555555555554444');
    expect(number).toHaveValue('5555 5555 5555 4444');
    const expiry = dialog.getByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '1234');
    expect(expiry).toHaveValue('12/34');
    await user.type(dialog.getByLabelText('Security code'), '123');
    await user.click(dialog.getByRole('button', { name: 'Save card' }));
    expect(await toastRegion().findByText('Payment method updated')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/sandbox/payment-methods')?.body).toMatchObject({
      clientSecret: 'seti_sandbox_secret',
      cardNumber: '5555555555554444',
      expiry: '12/34',
    });
    expect(
      calls.some((c) => c.path === `/api/subscriptions/${SUBSCRIPTION.id}/payment-method/complete`),
    ).toBe(true);
  });

  test('Billing: a declined card is said once, at the form, and nothing is completed', async () => {
    const { user, calls } = renderPortal({
      body: [{ ...SUBSCRIPTION, provider: 'sandbox', card: { brand: 'Visa', last4: '4242' } }],
    });
    await user.click(await screen.findByRole('tab', { name: 'Billing' }));
    await user.click(await panel().findByRole('button', { name: 'Update payment method' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update payment method' }));
    await user.type(dialog.getByLabelText('Card number'), '4000000000000002');
    await user.type(dialog.getByLabelText('Expiry (MM/YY)'), '1234');
    await user.type(dialog.getByLabelText('Security code'), '123');
    await user.click(dialog.getByRole('button', { name: 'Save card' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.cardDeclined);
    expect(screen.getAllByText(PAYMENT_MESSAGES.cardDeclined)).toHaveLength(1);
    expect(calls.some((c) => c.path.endsWith('/payment-method/complete'))).toBe(false);
  });

  test('Billing: back from PayPal after turning back, the method is unchanged and said so', async () => {
    const { calls } = renderPortal(
      undefined,
      undefined,
      `/client-portal?tab=billing&payment_method=cancelled&subscription=${SUBSCRIPTION.id}`,
    );
    expect(
      await toastRegion().findByText(PAYMENT_MESSAGES.paymentMethodUnchangedTitle),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/payment-method/complete'))).toBe(false);
  });

  test('Settings: the service details, the account holder and the password change', async () => {
    const { user } = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await panel().findByText('Service details')).toBeInTheDocument();
    expect(await panel().findByText('#4321')).toBeInTheDocument();
    expect(panel().getByText('(281) 555-0123')).toBeInTheDocument();
    expect(panel().getByText('jrivera')).toBeInTheDocument();
    // Changes are the customer's own now, not a call to support.
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('To change these details');
    await user.click(panel().getByRole('button', { name: 'Change Password' }));
    expect(panel().getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  test('Settings: the doorstep details are edited in place, checked by the sign-up rules', async () => {
    const { user, calls } = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(await panel().findByRole('button', { name: /Edit doorstep details/ }));
    const form = within(panel().getByRole('form', { name: 'Doorstep details' }));
    const gate = form.getByLabelText('Gate code (optional)');
    await user.clear(form.getByLabelText('Phone'));
    await user.type(form.getByLabelText('Phone'), '12');
    await user.click(form.getByRole('button', { name: 'Save doorstep details' }));
    expect(await form.findByText('Valid phone number is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(form.getByLabelText('Phone'));
    await user.type(form.getByLabelText('Phone'), '2815550100');
    await user.clear(gate);
    await user.type(gate, '#9999');
    await user.click(form.getByRole('button', { name: 'Save doorstep details' }));
    expect(await panel().findByText('#9999')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      phone: '2815550100',
      gateCode: '#9999',
      specialInstructions: 'Leave by the mat',
    });
  });

  test('a failed renewal: a banner above the tabs says until when, and links to the billing tab', async () => {
    const pastDue = {
      ...SUBSCRIPTION,
      status: 'past_due' as const,
      nextCharge: null,
      pastDue: {
        since: '2026-11-23T15:00:00.000Z',
        amount: 3500,
        graceEndsAt: '2026-11-30T15:00:00.000Z',
      },
    };
    renderPortal({ body: [pastDue] });
    const banner = await screen.findByRole('region', {
      name: "Your last payment didn't go through",
    });
    expect(banner).toHaveTextContent(
      'We could not collect $35.00. Your pickups continue until Nov 30',
    );
    expect(within(banner).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/client-portal?tab=billing',
    );
    // The subscription owes a payment: no plan change or pause until it is paid.
    expect(panel().queryByRole('button', { name: /Upgrade Plan|Pause Service/ })).toBeNull();
    expect(panel().getByText('past due')).toBeInTheDocument();
  });

  test('suspended: the pickups are on hold until the payment goes through', async () => {
    renderPortal({
      body: [
        {
          ...SUBSCRIPTION,
          status: 'suspended',
          nextPickup: null,
          nextCharge: null,
          pastDue: {
            since: '2026-11-23T15:00:00.000Z',
            amount: 3500,
            graceEndsAt: '2026-11-30T15:00:00.000Z',
          },
        },
      ],
    });
    const banner = await screen.findByRole('region', { name: 'Your pickups are on hold' });
    expect(banner).toHaveTextContent(
      'your pickups start again as soon as the payment goes through',
    );
  });

  test('Notices: each notice with what the crew found, their photo, the rule and what happens next', async () => {
    const { user } = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Notices' }));
    const list = await panel().findByRole('list', { name: EN('portal.notices.list') });
    expect(within(list).getAllByRole('article')).toHaveLength(4);

    // The fee: its amount, the day, the reason, the porter's note, the rule, the photo and the
    // dispute, open until a week after it reached the resident.
    const fee = panel().getByRole('article', {
      name: `Fee of $25.00 ${formatServiceDate('2026-12-03')}`,
    });
    expect(fee).toHaveTextContent('What our crew foundRecycling in the trash');
    expect(fee).toHaveTextContent('“Cans and bottles in the bag”');
    expect(fee).toHaveTextContent(NOTICE_RULES.recycling_in_trash);
    expect(fee).toHaveTextContent(
      EN('notice.door.next.fee', { amount: '$25.00', days: DISPUTE_WINDOW_DAYS }),
    );
    expect(fee).toHaveTextContent(EN('portal.notices.state', { state: 'open' }));
    expect(fee).toHaveTextContent('You can dispute this notice until Dec 10, 11:00am.');
    const photo = within(fee).getByRole('img', {
      name: EN('portal.notices.photo', { date: formatServiceDate('2026-12-03') }),
    });
    expect(photo).toHaveAttribute('src', '/api/photos/3f0a7b6e-8a51-4a41-9d7c-1c9d0f5e2a10');
    expect(within(fee).getByRole('button', { name: 'Dispute' })).toBeInTheDocument();

    // Disputed: the resident's note, and no second dispute.
    const warning = panel().getByRole('article', { name: /^Warning / });
    expect(warning).toHaveTextContent(EN('portal.notices.state', { state: 'disputed' }));
    expect(warning).toHaveTextContent('Your disputeThe boxes were my neighbour’s.');
    expect(warning).toHaveTextContent(EN('portal.notices.underReview', { kind: 'warning' }));
    expect(within(warning).queryByRole('button', { name: 'Dispute' })).toBeNull();

    // Decided: what the office said.
    const withdrawn = panel().getByRole('article', { name: /^Courtesy notice / });
    expect(withdrawn).toHaveTextContent(EN('portal.notices.state', { state: 'withdrawn' }));
    expect(withdrawn).toHaveTextContent(EN('portal.notices.decision', { outcome: 'withdrawn' }));
    expect(withdrawn).toHaveTextContent(
      `${EN('portal.notices.ourAnswer')}The photo shows a tied bag. Sorry about that.`,
    );

    // A thank-you note: no rule, nothing to dispute.
    const thanks = panel().getByRole('article', { name: /^Thank you / });
    expect(thanks).toHaveTextContent(EN('portal.notices.thanksNext'));
    expect(thanks).not.toHaveTextContent(EN('portal.notices.rule'));
    expect(within(thanks).queryByRole('button')).toBeNull();
    // Words for residents: no record numbers.
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('#71');
  });

  test('Notices: a dispute needs a note; sent, it shows under the notice', async () => {
    let notices = NOTICES;
    const calls = portal(undefined, undefined, {
      'GET /api/notices': () => ({ body: notices }),
      'POST /api/notices/71/dispute': ({ body }) => {
        const sent = body as { note: string };
        notices = notices.map((n) =>
          n.id === 71
            ? {
                ...n,
                status: 'disputed',
                disputeUntil: null,
                dispute: {
                  note: sent.note,
                  photoId: null,
                  at: '2026-12-04T15:00:00.000Z',
                  outcome: null,
                  decisionNote: null,
                  decidedAt: null,
                },
              }
            : n,
        );
        return { body: notices[0] };
      },
    });
    const { user } = renderPage(<ClientPortal />, { path: '/client-portal?tab=notices' });
    const fee = await screen.findByRole('article', { name: /^Fee of \$25\.00 / });
    await user.click(within(fee).getByRole('button', { name: 'Dispute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute this notice' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      `Tell us why the fee of ${formatServiceDate('2026-12-03')} is wrong.`,
    );
    await user.click(dialog.getByRole('button', { name: 'Send dispute' }));
    expect(await dialog.findByText('Tell us why you think this notice is wrong')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(
      dialog.getByLabelText('Why is it wrong?'),
      'The recycling bin was full, so the cans went in a separate bag.',
    );
    await user.click(dialog.getByRole('button', { name: 'Send dispute' }));
    expect(await toastRegion().findByText('Dispute sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      note: 'The recycling bin was full, so the cans went in a separate bag.',
      photoId: null,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const disputed = await screen.findByRole('article', { name: /^Fee of \$25\.00 / });
    await waitFor(() =>
      expect(disputed).toHaveTextContent(EN('portal.notices.state', { state: 'disputed' })),
    );
    expect(disputed).toHaveTextContent('The recycling bin was full');
    expect(disputed).toHaveTextContent(EN('portal.notices.underReview', { kind: 'fee' }));
    expect(within(disputed).queryByRole('button', { name: 'Dispute' })).toBeNull();
  });

  test('Notices: none yet says what will show there', async () => {
    portal(undefined, undefined, { 'GET /api/notices': { body: [] } });
    renderPage(<ClientPortal />, { path: '/client-portal?tab=notices' });
    expect(await screen.findByRole('tab', { name: 'Notices', selected: true })).toBeInTheDocument();
    expect(await panel().findByText(EN('portal.notices.empty'))).toBeInTheDocument();
  });

  test('an account that never had a subscription has no Notices tab; the link opens the dashboard', async () => {
    renderPortal({ body: [] }, undefined, '/client-portal?tab=notices');
    expect(await screen.findByText('No active subscription')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Notices' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Dashboard', selected: true })).toBeInTheDocument();
  });

  test('?tab=billing opens the billing tab', async () => {
    renderPortal(undefined, undefined, '/client-portal?tab=billing');
    expect(await screen.findByRole('tab', { name: 'Billing', selected: true })).toBeInTheDocument();
  });

  test('without a subscription the dashboard offers the plans', async () => {
    renderPortal({ body: [] });
    expect(await screen.findByText('No active subscription')).toBeInTheDocument();
    expect(screen.queryByTestId('next-pickup')).not.toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });

  test('a sign-up saved but never paid points to the payment step, on every tab', async () => {
    const { user } = renderPortal({ body: [] }, UNPAID);
    const pointer = await screen.findByRole('region', { name: MESSAGES.unfinishedSignUpTitle });
    expect(pointer).toHaveTextContent(MESSAGES.unfinishedSignUpText('Premium'));
    expect(within(pointer).getByRole('link', { name: MESSAGES.continueToPayment })).toHaveAttribute(
      'href',
      '/subscribe?plan=premium',
    );
    expect(pointer).not.toHaveTextContent(`${UNPAID.pending!.subscriptionId}`);
    expect(await panel().findByText(MESSAGES.unfinishedSignUpEmpty)).toBeInTheDocument();
    expect(screen.queryByText('No active subscription')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('region', { name: MESSAGES.unfinishedSignUpTitle })).toBeVisible();
  });

  test('a customer already served is not asked to finish signing up', async () => {
    const { calls } = renderPortal(undefined, { ...UNPAID, hasCurrent: true });
    expect(await screen.findByText('Standard Plan')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/subscription-info');
    expect(screen.queryByText(MESSAGES.unfinishedSignUpTitle)).not.toBeInTheDocument();
  });

  test('a failed load says so instead of showing an empty account', async () => {
    renderPortal({ status: 500, body: { message: 'Something went wrong on our side.' } });
    await screen.findByText('Hello Jordan.');
    expect(await panel().findByRole('alert')).toHaveTextContent(
      'Failed to load subscriptions. Please try again.',
    );
  });
});

describe('client portal in Spanish', () => {
  test('the frame, the tabs, the account summary and the settings’ help read Spanish', async () => {
    portal();
    const { user } = renderPage(<ClientPortal />, { path: '/client-portal', language: 'es' });
    expect(await screen.findByText('Hola, Jordan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Su cuenta', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Inicio',
      'Calendario',
      'Pagos',
      'Ajustes',
      'Avisos',
    ]);
    expect(await panel().findByText('Resumen de su cuenta')).toBeInTheDocument();
    expect(panel().getByText('Cliente desde')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Ajustes' }));
    expect(await panel().findByRole('link', { name: /Política de privacidad/ })).toHaveAttribute(
      'href',
      '/es/privacy-policy',
    );
  });

  test('recent service and a report read Spanish, with Spanish days and times', async () => {
    portal();
    const { user } = renderPage(<ClientPortal />, { path: '/client-portal', language: 'es' });
    const recent = within(await screen.findByRole('list', { name: 'Recolecciones recientes' }));
    const [collected, missed] = recent.getAllByRole('listitem');
    expect(collected).toHaveTextContent('viernes, 20 de noviembre');
    expect(collected).toHaveTextContent(/Recogida a las 9:32\sa\.m\./);
    expect(missed).toHaveTextContent('Su reporte: No pasaron a recoger');
    expect(missed).toHaveTextContent('Volveremos a pasar el jueves, 19 de noviembre.');
    expect(missed).toHaveTextContent('Resuelto');

    await user.click(within(collected!).getByRole('button', { name: 'Reportar un problema' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reportar un problema' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Cuéntenos qué salió mal con la recolección del viernes, 20 de noviembre.',
    );
    expect(dialog.getByRole('radio', { name: 'Dejaron bolsas' })).toBeInTheDocument();
    expect(dialog.getByLabelText('¿Qué pasó? (opcional)')).toBeInTheDocument();
  });

  test('the Notices tab and a dispute read Spanish, the refusal too', async () => {
    portal();
    const { user } = renderPage(<ClientPortal />, {
      path: '/client-portal?tab=notices',
      language: 'es',
    });
    const fee = await screen.findByRole('article', { name: /^Cargo de \$25\.00 / });
    expect(fee).toHaveTextContent('Lo que encontró nuestro equipoReciclaje en la basura');
    expect(fee).toHaveTextContent(
      'No ponga reciclaje en las bolsas de basura; va al área de reciclaje.',
    );
    expect(fee).toHaveTextContent(
      'Se le cobrará un cargo de $25.00 a menos que lo dispute dentro de 7 días.',
    );
    expect(fee).toHaveTextContent('Se puede disputar');
    const thanks = screen.getByRole('article', { name: /^Gracias / });
    expect(thanks).toHaveTextContent('Gracias por sacar su basura como se debe.');

    await user.click(within(fee).getByRole('button', { name: 'Disputar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disputar este aviso' }));
    await user.click(dialog.getByRole('button', { name: 'Enviar disputa' }));
    expect(
      await dialog.findByText('Díganos por qué cree que este aviso es un error'),
    ).toBeVisible();
  });
});

import { formatBillingDate } from '../../../domain/billing.ts';
import { formatCents } from '../../../domain/money.ts';
import { formatServiceDate } from '../../../domain/pickup-calendar.ts';
import { PICKUP_WINDOW_LABEL } from '../../../domain/pickup-window.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { BILLING_TAB_PATH, BUSINESS } from '../../../domain/site.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';

/** Sent once, when a subscription first becomes active (the payment-success email). */
export function subscriptionConfirmedMail(
  to: string,
  name: string,
  plan: PlanId,
  priceCents: number,
  appUrl: string,
): OutgoingMail {
  const { title, features } = PLANS[plan];
  return composeMail(
    to,
    `Your ${title} plan is active`,
    [
      `Hi ${name},`,
      `Thank you for subscribing to ${BUSINESS.name}. Your ${title} plan (${formatCents(priceCents)} a month) is now active.`,
      `${features[0]?.text ?? ''}. Leave your sealed bags at your door between ${PICKUP_WINDOW_LABEL} on your pickup days.`,
      'You can pause, resume or cancel any time from your profile.',
    ],
    { label: 'View your subscription', url: `${appUrl}/profile` },
  );
}

/** The grace period of a failed renewal is over (or the provider gave up): pickups stop. */
export function serviceSuspendedMail(to: string, name: string, appUrl: string): OutgoingMail {
  return composeMail(
    to,
    'Your pickups are on hold until your payment goes through',
    [
      `Hi ${name},`,
      `We still could not collect your last payment, so your doorstep pickups are on hold from today.`,
      'Update your payment method and we will charge it at once: your pickups start again as soon as the payment goes through.',
      `Questions? Call us at ${BUSINESS.phone}.`,
    ],
    { label: 'Update payment method', url: `${appUrl}${BILLING_TAB_PATH}` },
  );
}

/** A suspended subscription is paid again: service is back. */
export function serviceRestoredMail(
  to: string,
  name: string,
  plan: PlanId,
  appUrl: string,
): OutgoingMail {
  return composeMail(
    to,
    'Your pickups are back on',
    [
      `Hi ${name},`,
      `Thank you: your payment went through and your ${PLANS[plan].title} plan's doorstep pickups are back on from your next pickup day.`,
    ],
    { label: 'View your schedule', url: `${appUrl}/client-portal` },
  );
}

/** A hold (or a pause) has started: no pickups and no billing until the return day. */
export function holdStartedMail(
  to: string,
  name: string,
  returnsOn: string,
  appUrl: string,
): OutgoingMail {
  return composeMail(
    to,
    'Your pickups are on hold',
    [
      `Hi ${name},`,
      `Your doorstep pickups are on hold from today, and billing pauses with them. Pickups start again on ${formatServiceDate(returnsOn)}.`,
      'You can end the hold early from your account.',
    ],
    { label: 'View your subscription', url: `${appUrl}/client-portal` },
  );
}

/** A hold ran its course by itself: pickups and billing resume. */
export function holdEndedMail(to: string, name: string, appUrl: string): OutgoingMail {
  return composeMail(
    to,
    'Your hold is over: pickups start again',
    [
      `Hi ${name},`,
      `Your hold has ended and your doorstep pickups are back on from today, ${PICKUP_WINDOW_LABEL} on your pickup days. Billing resumes with them.`,
    ],
    { label: 'View your schedule', url: `${appUrl}/client-portal?tab=schedule` },
  );
}

/** A plan change the customer made: at once, or from the renewal. */
export function planChangedMail(
  to: string,
  name: string,
  plan: PlanId,
  startsAt: Date | null,
  appUrl: string,
): OutgoingMail {
  const { title, priceCents } = PLANS[plan];
  return composeMail(
    to,
    `Your plan changes to ${title}`,
    [
      `Hi ${name},`,
      startsAt
        ? `Your ${title} plan (${formatCents(priceCents)} a month) starts at your renewal on ${formatBillingDate(startsAt)}; until then your current plan goes on.`
        : `Your ${title} plan (${formatCents(priceCents)} a month) starts now; the rest of this billing period is charged today.`,
    ],
    { label: 'View your subscription', url: `${appUrl}${BILLING_TAB_PATH}` },
  );
}

/** A customer's cancel: what goes on and what stops (docs/decisions/039-a-fair-cancel.md). */
/**
 * The resident's own billing ends because their community's property now pays for their door
 * (docs/product.md#property-contracts).
 */
export function handedOverMail(
  to: string,
  name: string,
  serviceEndsAt: Date | null,
  appUrl: string,
): OutgoingMail {
  return composeMail(
    to,
    'Your community now covers your pickups',
    [
      `Hi ${name},`,
      'Your apartment community now pays for doorstep pickup at your door, so we have stopped billing you. There is nothing more for you to pay.',
      serviceEndsAt
        ? `The period you already paid for runs until ${formatBillingDate(serviceEndsAt)}; from then on your pickups come with your community, without a gap.`
        : 'Your pickups now come with your community.',
    ],
    { label: 'View your account', url: `${appUrl}/client-portal` },
  );
}

export function cancelledMail(
  to: string,
  name: string,
  serviceEndsAt: Date | null,
  appUrl: string,
): OutgoingMail {
  return composeMail(
    to,
    'Your subscription is cancelled',
    [
      `Hi ${name},`,
      serviceEndsAt
        ? `Your subscription is cancelled and billing has stopped. Pickups continue until ${formatBillingDate(serviceEndsAt)}, the end of the period you have paid for.`
        : 'Your subscription is cancelled and billing has stopped. There are no more pickups.',
      `We're sorry to see you go. You can subscribe again any time.`,
    ],
    { label: 'View your account', url: `${appUrl}/client-portal` },
  );
}

import { formatCents } from '../../../domain/money.ts';
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

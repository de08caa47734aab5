import { formatCents } from '../../../domain/money.ts';
import { PICKUP_WINDOW_LABEL } from '../../../domain/pickup-window.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { BUSINESS } from '../../../domain/site.ts';
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

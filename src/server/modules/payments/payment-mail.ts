import { formatCents } from '../../../domain/money.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { BUSINESS } from '../../../domain/site.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';

export function paymentFailedMail(
  to: string,
  name: string,
  plan: PlanId,
  amountCents: number,
  reason: string | undefined,
  appUrl: string,
): OutgoingMail {
  return composeMail(
    to,
    `Payment failed for your ${PLANS[plan].title} plan`,
    [
      `Hi ${name},`,
      `We could not collect your payment of ${formatCents(amountCents)} for your ${PLANS[plan].title} plan.${reason ? ` The payment provider said: ${reason}` : ''}`,
      `Please check your payment method or try again. Questions? Call us at ${BUSINESS.phone}.`,
    ],
    { label: 'Try again', url: `${appUrl}/pricing` },
  );
}

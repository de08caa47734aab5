import { formatCents } from '../../../domain/money.ts';
import { PICKUP_WINDOW_LABEL } from '../../../domain/pickup-window.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { BUSINESS } from '../../../domain/site.ts';
import type { OutgoingMail } from '../mail/outbox-repository.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): OutgoingMail {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = `<p><a href="${escapeHtml(action.url)}" style="background:#087F5B;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`;
  const footer = `<p style="color:#6b7280;font-size:12px">${escapeHtml(BUSINESS.name)} · ${escapeHtml(BUSINESS.phone)} · ${escapeHtml(BUSINESS.email)}</p>`;
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">${paragraphs}${button}${footer}</body></html>`,
  };
}

/** Sent once, when a subscription first becomes active (spec §2 Payment success). */
export function subscriptionConfirmedMail(
  to: string,
  name: string,
  plan: PlanId,
  priceCents: number,
  appUrl: string,
): OutgoingMail {
  const { title, features } = PLANS[plan];
  return compose(
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

export function paymentFailedMail(
  to: string,
  name: string,
  plan: PlanId,
  amountCents: number,
  reason: string | undefined,
  appUrl: string,
): OutgoingMail {
  return compose(
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

import { planFeatures } from '../../../domain/content/plan-text.ts';
import type { Translator } from '../../../domain/i18n/translate.ts';
import { messageFormats } from '../../../domain/message-formats.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { BILLING_TAB_PATH, BUSINESS } from '../../../domain/site.ts';
import type { MailWords } from '../mail/mail-module.ts';

// The billing emails of a subscription, each a function of the translator of the customer's
// language (docs/decisions/063-one-message-catalogue.md).

type Written = (translator: Translator) => MailWords;

/** Sent once, when a subscription first becomes active (the payment-success email). */
export const subscriptionConfirmedMail =
  (name: string, planId: PlanId, priceCents: number, appUrl: string): Written =>
  (translator) => {
    const f = messageFormats(translator.language);
    const plan = PLANS[planId];
    const [pickups] = planFeatures(translator, plan);
    return {
      subject: ['mail.subscriptionConfirmed.subject', { plan: plan.title }],
      lines: [
        ['mail.greeting', { name }],
        [
          'mail.subscriptionConfirmed.thanks',
          { business: BUSINESS.name, plan: plan.title, price: f.money(priceCents) },
        ],
        ['mail.subscriptionConfirmed.bags', { feature: pickups?.text ?? '', window: f.window }],
        ['mail.subscriptionConfirmed.manage'],
      ],
      action: { label: ['mail.action.subscription'], url: `${appUrl}/profile` },
    };
  };

/** The grace period of a failed renewal is over (or the provider gave up): pickups stop. */
export const serviceSuspendedMail =
  (name: string, appUrl: string): Written =>
  () => ({
    subject: ['mail.suspended.subject'],
    lines: [
      ['mail.greeting', { name }],
      ['mail.suspended.body'],
      ['mail.suspended.update'],
      ['mail.questions', { phone: BUSINESS.phone }],
    ],
    action: { label: ['mail.action.updatePayment'], url: `${appUrl}${BILLING_TAB_PATH}` },
  });

/** A suspended subscription is paid again: service is back. */
export const serviceRestoredMail =
  (name: string, plan: PlanId, appUrl: string): Written =>
  () => ({
    subject: ['mail.restored.subject'],
    lines: [
      ['mail.greeting', { name }],
      ['mail.restored.body', { plan: PLANS[plan].title }],
    ],
    action: { label: ['mail.action.schedule'], url: `${appUrl}/client-portal` },
  });

/** A hold (or a pause) has started: no pickups and no billing until the return day. */
export const holdStartedMail =
  (name: string, returnsOn: string, appUrl: string): Written =>
  ({ language }) => ({
    subject: ['mail.holdStarted.subject'],
    lines: [
      ['mail.greeting', { name }],
      ['mail.holdStarted.body', { date: messageFormats(language).serviceDate(returnsOn) }],
      ['mail.holdStarted.early'],
    ],
    action: { label: ['mail.action.subscription'], url: `${appUrl}/client-portal` },
  });

/** A hold ran its course by itself: pickups and billing resume. */
export const holdEndedMail =
  (name: string, appUrl: string): Written =>
  ({ language }) => ({
    subject: ['mail.holdEnded.subject'],
    lines: [
      ['mail.greeting', { name }],
      ['mail.holdEnded.body', { window: messageFormats(language).window }],
    ],
    action: { label: ['mail.action.schedule'], url: `${appUrl}/client-portal?tab=schedule` },
  });

/** A plan change the customer made: at once, or from the renewal. */
export const planChangedMail =
  (name: string, planId: PlanId, startsAt: Date | null, appUrl: string): Written =>
  ({ language }) => {
    const f = messageFormats(language);
    const plan = PLANS[planId].title;
    const price = f.money(PLANS[planId].priceCents);
    return {
      subject: ['mail.planChanged.subject', { plan }],
      lines: [
        ['mail.greeting', { name }],
        startsAt
          ? ['mail.planChanged.later', { plan, price, date: f.billingDate(startsAt) }]
          : ['mail.planChanged.now', { plan, price }],
      ],
      action: { label: ['mail.action.subscription'], url: `${appUrl}${BILLING_TAB_PATH}` },
    };
  };

/**
 * The resident's own billing ends because their community's property now pays for their door
 * (docs/product.md#property-contracts).
 */
export const handedOverMail =
  (name: string, serviceEndsAt: Date | null, appUrl: string): Written =>
  ({ language }) => ({
    subject: ['mail.handedOver.subject'],
    lines: [
      ['mail.greeting', { name }],
      ['mail.handedOver.body'],
      serviceEndsAt
        ? ['mail.handedOver.until', { date: messageFormats(language).billingDate(serviceEndsAt) }]
        : ['mail.handedOver.now'],
    ],
    action: { label: ['mail.action.account'], url: `${appUrl}/client-portal` },
  });

/** A customer's cancel: what goes on and what stops (docs/decisions/039-a-fair-cancel.md). */
export const cancelledMail =
  (name: string, serviceEndsAt: Date | null, appUrl: string): Written =>
  ({ language }) => ({
    subject: ['mail.cancelled.subject'],
    lines: [
      ['mail.greeting', { name }],
      serviceEndsAt
        ? ['mail.cancelled.until', { date: messageFormats(language).billingDate(serviceEndsAt) }]
        : ['mail.cancelled.now'],
      ['mail.cancelled.goodbye'],
    ],
    action: { label: ['mail.action.account'], url: `${appUrl}/client-portal` },
  });

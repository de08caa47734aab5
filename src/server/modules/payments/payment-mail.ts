import type { Translator } from '../../../domain/i18n/translate.ts';
import { messageFormats } from '../../../domain/message-formats.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { RECEIPT_TEXT, receiptLines, type ReceiptContent } from '../../../domain/receipts.ts';
import { BILLING_TAB_PATH, BUSINESS } from '../../../domain/site.ts';
import type { MailWords } from '../mail/mail-module.ts';

/**
 * A renewal could not be collected (docs/product.md#failed-renewals): sent once per invoice, with
 * how long pickups go on and the one thing to do.
 */
export const paymentFailedMail =
  (failure: {
    name: string;
    plan: PlanId;
    amountCents: number;
    reason: string | undefined;
    graceEndsAt: Date;
    suspended: boolean;
    appUrl: string;
  }) =>
  ({ language }: Translator): MailWords => {
    const f = messageFormats(language);
    const plan = PLANS[failure.plan].title;
    const amount = f.money(failure.amountCents);
    return {
      subject: ['mail.paymentFailed.subject', { plan }],
      lines: [
        ['mail.greeting', { name: failure.name }],
        failure.reason
          ? ['mail.paymentFailed.bodyWithReason', { amount, plan, reason: failure.reason }]
          : ['mail.paymentFailed.body', { amount, plan }],
        failure.suspended
          ? ['mail.paymentFailed.onHold']
          : ['mail.paymentFailed.grace', { date: f.billingDate(failure.graceEndsAt) }],
        ['mail.questions', { phone: BUSINESS.phone }],
      ],
      action: {
        label: ['mail.action.updatePayment'],
        url: `${failure.appUrl}${BILLING_TAB_PATH}`,
      },
    };
  };

/** The receipt of a paid invoice (docs/product.md#receipts), sent once when it is paid. */
export const receiptMail =
  (name: string, receipt: ReceiptContent, appUrl: string) =>
  (translator: Translator): MailWords => ({
    subject: ['mail.receipt.subject', { business: BUSINESS.name, number: receipt.number }],
    lines: [
      ['mail.greeting', { name }],
      ['mail.receipt.thanks'],
      ...receiptLines(receipt, translator).map(
        ({ label, value }) => ['mail.line', { label, value }] as const,
      ),
      { verbatim: RECEIPT_TEXT.issuer },
      ['mail.receipt.where'],
    ],
    action: { label: ['mail.action.receipts'], url: `${appUrl}${BILLING_TAB_PATH}` },
  });

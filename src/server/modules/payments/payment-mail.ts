import { formatBillingDate } from '../../../domain/billing.ts';
import { formatCents } from '../../../domain/money.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import { RECEIPT_TEXT, receiptLines, type ReceiptContent } from '../../../domain/receipts.ts';
import { BILLING_TAB_PATH, BUSINESS } from '../../../domain/site.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';

/**
 * A renewal could not be collected (docs/product.md#failed-renewals): sent once per invoice, with
 * how long pickups go on and the one thing to do.
 */
export function paymentFailedMail(failure: {
  to: string;
  name: string;
  plan: PlanId;
  amountCents: number;
  reason: string | undefined;
  graceEndsAt: Date;
  suspended: boolean;
  appUrl: string;
}): OutgoingMail {
  const title = PLANS[failure.plan].title;
  return composeMail(
    failure.to,
    `Payment failed for your ${title} plan`,
    [
      `Hi ${failure.name},`,
      `We could not collect your payment of ${formatCents(failure.amountCents)} for your ${title} plan.${failure.reason ? ` The payment provider said: ${failure.reason}` : ''}`,
      failure.suspended
        ? 'Your pickups are on hold until the payment goes through.'
        : `Your pickups continue until ${formatBillingDate(failure.graceEndsAt)}. Update your payment method before then and we will charge it at once.`,
      `Questions? Call us at ${BUSINESS.phone}.`,
    ],
    { label: 'Update payment method', url: `${failure.appUrl}${BILLING_TAB_PATH}` },
  );
}

/** The receipt of a paid invoice (docs/product.md#receipts), sent once when it is paid. */
export function receiptMail(to: string, name: string, receipt: ReceiptContent, appUrl: string) {
  return composeMail(
    to,
    `Your ${BUSINESS.name} receipt ${receipt.number}`,
    [
      `Hi ${name},`,
      `Thank you for your payment. This is your receipt.`,
      ...receiptLines(receipt).map((line) => `${line.label}: ${line.value}`),
      RECEIPT_TEXT.issuer,
      'Your receipts are in the Billing tab of your account, each with a PDF to download.',
    ],
    { label: 'View your receipts', url: `${appUrl}${BILLING_TAB_PATH}` },
  );
}

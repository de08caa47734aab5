import { cardLabel } from './billing.ts';
import { moneyIn } from './content/site-formats.ts';
import { INTL_LOCALE } from './i18n/languages.ts';
import type { Translate, Translator } from './i18n/translate.ts';
import { PLANS, type PlanId } from './plans.ts';
import { SERVICE_TIME_ZONE } from './pickup-calendar.ts';
import { BUSINESS } from './site.ts';

/**
 * Receipts for paid invoices (docs/product.md#receipts). A receipt number reads
 * "KVT-2026-000123": the business's initials, the year it was paid in the service's time zone, and
 * a counter shared by every customer. The migration that numbered the invoices paid before
 * receipts existed spells the same prefix (docs/decisions/037-receipts.md).
 */
export const RECEIPT_PREFIX = 'KVT';

/** "KVT-2026-": a receipt number up to its counter, for a payment made at `paidAt`. */
export function receiptNumberPrefix(paidAt: Date): string {
  const year = paidAt.toLocaleDateString('en-US', { year: 'numeric', timeZone: SERVICE_TIME_ZONE });
  return `${RECEIPT_PREFIX}-${year}-`;
}

/** How a payment was made, as its receipt says it: "Visa ending in 4242", "PayPal" or "Card". */
export function receiptMethod(
  flow: 'card' | 'paypal',
  card: { brand: string; last4: string } | null,
): string {
  if (flow === 'paypal') return 'PayPal';
  return card ? cardLabel(card) : 'Card';
}

/** Who the receipt is from: the name and postal address printed on every receipt. */
export const RECEIPT_ISSUER = {
  name: BUSINESS.legalName,
  address: [BUSINESS.street, `${BUSINESS.city}, ${BUSINESS.state} ${BUSINESS.zip}`],
} as const;

/** The receipts' words on screen and in replies. */
export const RECEIPT_TEXT = {
  notFound: 'Receipt not found.',
  issuer: [RECEIPT_ISSUER.name, ...RECEIPT_ISSUER.address].join(', '),
} as const;

const RECEIPT_DATE: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: SERVICE_TIME_ZONE,
};

/** "Nov 24, 2026": a receipt's dates, with the year, in the service's time zone. */
export const formatReceiptDate = (instant: Date | string) =>
  new Date(instant).toLocaleDateString('en-US', RECEIPT_DATE);

/** The file a receipt downloads as. */
export const receiptFileName = (number: string) => `receipt-${number}.pdf`;

/** The receipt's PDF, for the signed-in owner (or the office). */
export const receiptPdfPath = (number: string) =>
  `/api/payments/receipts/${encodeURIComponent(number)}/pdf`;

/** Receipt numbers as the receipt routes accept them. */
export const RECEIPT_NUMBER_PATTERN = /^[A-Z]{2,5}-\d{4}-\d{6,}$/;

/**
 * A one-off fee billed with the plan (docs/decisions/060-fees-on-the-next-bill.md): its words as
 * the bill carried them and its amount in cents.
 */
export type ReceiptFee = { description: string; amountCents: number };

/** A receipt as every copy of it shows it: the portal, the PDF and the email. */
export type ReceiptContent = {
  number: string;
  paidAt: string;
  amount: number;
  plan: PlanId | null;
  periodStart: string | null;
  periodEnd: string | null;
  method: string | null;
  /** The fees the invoice carried beside the plan, in the order billed; none on most. */
  fees: ReceiptFee[];
};

/** Which fact a receipt line states, so a screen that shows some elsewhere can leave them out. */
export type ReceiptLineKey = 'number' | 'paidAt' | 'period' | 'plan' | 'fee' | 'amount' | 'method';

/**
 * The receipt's labelled lines, in order, in the translator's language; a fact not recorded is
 * left out rather than guessed. With fees, the plan and each fee say what they came to, and they
 * add up to the amount paid: the plan's part is what the fees leave of it, so a credit taken off
 * the bill is taken off the plan.
 */
export function receiptLines(
  receipt: ReceiptContent,
  { t, language }: Translator,
): { key: ReceiptLineKey; label: string; value: string }[] {
  const { periodStart, periodEnd, plan, method, fees } = receipt;
  const date = (instant: string) =>
    new Date(instant).toLocaleDateString(INTL_LOCALE[language], RECEIPT_DATE);
  const money = (cents: number) => moneyIn(language, cents);
  const withAmount = (what: string, cents: number) =>
    t('receipt.withAmount', { what, amount: money(cents) });
  const feesCents = fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const planTitle = plan ? t('receipt.planValue', { plan: PLANS[plan].title }) : null;
  const lines: { key: ReceiptLineKey; label: string; value: string | null }[] = [
    { key: 'number', label: t('receipt.number'), value: receipt.number },
    { key: 'paidAt', label: t('receipt.paidAt'), value: date(receipt.paidAt) },
    {
      key: 'period',
      label: t('receipt.period'),
      value:
        periodStart && periodEnd
          ? t('receipt.periodValue', { start: date(periodStart), end: date(periodEnd) })
          : null,
    },
    {
      key: 'plan',
      label: t('receipt.plan'),
      value:
        planTitle && fees.length ? withAmount(planTitle, receipt.amount - feesCents) : planTitle,
    },
    ...fees.map((fee) => ({
      key: 'fee' as const,
      label: t('receipt.fee'),
      value: withAmount(fee.description, fee.amountCents),
    })),
    { key: 'amount', label: t('receipt.amount'), value: money(receipt.amount) },
    { key: 'method', label: t('receipt.method'), value: method && methodIn(t, method) },
  ];
  return lines.flatMap(({ value, ...line }) => (value === null ? [] : [{ ...line, value }]));
}

/**
 * How a payment was made, in the language: the receipt records it as its English words
 * (`receiptMethod`), which name a card's brand and last digits, or PayPal.
 */
function methodIn(t: Translate, method: string): string {
  const card = /^(.+) ending in (\d{4})$/.exec(method);
  if (card) return t('receipt.card', { brand: card[1]!, last4: card[2]! });
  return method === 'Card' ? t('receipt.anyCard') : method;
}

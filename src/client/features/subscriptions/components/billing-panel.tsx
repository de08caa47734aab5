import { Download, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLANS } from '../../../../domain/plans';
import {
  RECEIPT_ISSUER,
  receiptFileName,
  receiptLines,
  receiptPdfPath,
  type ReceiptLineKey,
} from '../../../../domain/receipts';
import type { BillingEntry } from '../../../../domain/schemas/payments';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';
import { useBillingHistory } from '../api/get-billing-history';
import { NextChargeItem } from './next-charge';
import { QueryState } from './query-state';
import { SandboxRenewalControls } from './sandbox-renewal-controls';

// An invoice not paid yet reads "unpaid": the provider is still collecting it.
const PAYMENT_BADGE = {
  paid: 'default',
  failed: 'destructive',
  refunded: 'secondary',
} as const;
/** The facts each line's heading already shows (its date and amount) are not repeated below it. */
const SHOWN_IN_HEADING = new Set<ReceiptLineKey>(['paidAt', 'amount']);

/** One invoice: its date, amount and state, and once paid its receipt with the PDF to download. */
function Invoice({ invoice }: { invoice: BillingEntry }) {
  const site = useSiteText();
  const { t } = site;
  const formats = useFormats();
  const { receipt } = invoice;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium text-ink">{formats.receiptDate(invoice.paidAt)}</p>
        <p className="flex items-center gap-3">
          <span className="font-semibold text-ink">{formats.money(invoice.amount)}</span>
          <Badge variant={PAYMENT_BADGE[invoice.status]}>
            {t('portal.billing.invoiceStatus', { status: invoice.status })}
          </Badge>
        </p>
      </div>
      {receipt ? (
        <>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {receiptLines({ ...receipt, paidAt: invoice.paidAt, amount: invoice.amount }, site)
              .filter((line) => !SHOWN_IN_HEADING.has(line.key))
              // A receipt may list several fees: their place tells them apart.
              .map((line, index) => (
                <div key={`${line.key}-${index}`} className="flex flex-wrap gap-x-2">
                  <dt className="text-muted">{line.label}</dt>
                  <dd className="text-ink">{line.value}</dd>
                </div>
              ))}
          </dl>
          <a
            href={receiptPdfPath(receipt.number)}
            download={receiptFileName(receipt.number)}
            aria-label={t('portal.billing.downloadLabel', { number: receipt.number })}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'mt-3')}
          >
            <Download aria-hidden />
            {t('portal.billing.download')}
          </a>
        </>
      ) : null}
    </li>
  );
}

function BillingHistory() {
  const { t } = useSiteText();
  const query = useBillingHistory();
  return (
    <QueryState
      isPending={query.isPending}
      isError={query.isError}
      loadingLabel={t('portal.billing.loadingHistory')}
      errorText={t('portal.billing.historyFailed')}
      onRetry={() => void query.refetch()}
    >
      {query.data?.length ? (
        <>
          <ul aria-label={t('portal.billing.invoices')} className="divide-y divide-slate-200">
            {query.data.map((invoice) => (
              <Invoice key={invoice.id} invoice={invoice} />
            ))}
          </ul>
          <p className="mt-4 border-t border-slate-200 pt-3 text-xs text-muted">
            {t('portal.billing.issuedBy', {
              name: RECEIPT_ISSUER.name,
              address: RECEIPT_ISSUER.address.join(', '),
            })}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted">{t('portal.billing.noPayments')}</p>
      )}
    </QueryState>
  );
}

/**
 * The portal's Billing tab: what the customer pays, how (`paymentMethod`, the payments feature's
 * card, handed in by the page), and what they have paid.
 */
export function BillingPanel({
  subscription,
  paymentMethod,
}: {
  subscription: Subscription | undefined;
  paymentMethod: ReactNode;
}) {
  const { t } = useSiteText();
  const formats = useFormats();
  return (
    <div className="grid gap-6">
      {subscription ? (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Receipt aria-hidden className="size-5 text-brand-700" />{' '}
                {t('portal.billing.currentPlan')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-xl font-bold text-ink">{PLANS[subscription.plan].title}</p>
              <p className="text-sm text-muted">
                {t('portal.billing.billedMonthly', { price: formats.money(subscription.price) })}
              </p>
              <dl className="mt-3 text-sm">
                <NextChargeItem subscription={subscription} />
              </dl>
            </CardContent>
          </Card>
          {paymentMethod}
        </div>
      ) : null}
      {subscription ? <SandboxRenewalControls subscription={subscription} /> : null}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('portal.billing.history')}</CardTitle>
        </CardHeader>
        <CardContent>
          <BillingHistory />
        </CardContent>
      </Card>
    </div>
  );
}

import { Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCents } from '../../../../domain/money';
import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useBillingHistory } from '../api/get-billing-history';
import { NextChargeItem } from './next-charge';
import { QueryState } from './query-state';
import { SandboxRenewalControls } from './sandbox-renewal-controls';

// An invoice not paid yet reads "unpaid": the provider is still collecting it.
const PAYMENT_BADGE = {
  paid: { variant: 'default', label: 'paid' },
  failed: { variant: 'destructive', label: 'unpaid' },
  refunded: { variant: 'secondary', label: 'refunded' },
} as const;
const billDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function BillingHistory() {
  const query = useBillingHistory();
  return (
    <QueryState
      isPending={query.isPending}
      isError={query.isError}
      loadingLabel="Loading billing history"
      errorText="Failed to load your billing history. Please try again."
      onRetry={() => void query.refetch()}
    >
      {query.data?.length ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Billing history</caption>
          <thead className="border-b border-slate-200 text-muted">
            <tr>
              <th scope="col" className="py-2 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {query.data.map((payment) => (
              <tr key={payment.id}>
                <td className="py-3">{billDate(payment.paidAt)}</td>
                <td className="py-3 font-medium">{formatCents(payment.amount)}</td>
                <td className="py-3 text-right">
                  <Badge variant={PAYMENT_BADGE[payment.status].variant}>
                    {PAYMENT_BADGE[payment.status].label}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted">No payments yet.</p>
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
  return (
    <div className="grid gap-6">
      {subscription ? (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Receipt aria-hidden className="size-5 text-brand-700" /> Current plan
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-xl font-bold text-ink">{PLANS[subscription.plan].title}</p>
              <p className="text-sm text-muted">
                {formatCents(subscription.price)} billed monthly, automatically
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
          <CardTitle className="text-lg">Billing history</CardTitle>
        </CardHeader>
        <CardContent>
          <BillingHistory />
        </CardContent>
      </Card>
    </div>
  );
}

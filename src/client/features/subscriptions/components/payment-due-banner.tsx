import { AlertTriangle, CreditCard } from 'lucide-react';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { BILLING_TAB_PATH } from '../../../../domain/site';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/formats';
import { followInPlace } from '../../../lib/search-params';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * A renewal that failed (docs/product.md#failed-renewals), said at the top of the portal and the
 * profile: how long pickups go on, or that they are on hold, and the one thing to do about it.
 * Nothing for a subscription that owes nothing.
 */
export function PaymentDueBanner({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useSiteText();
  const formats = useFormats();
  const due = subscriptions.find((s) => s.pastDue);
  if (!due?.pastDue) return null;
  const suspended = due.status === 'suspended';
  const amount = formats.money(due.pastDue.amount);
  return (
    <section
      aria-labelledby="payment-due-title"
      className={cn(
        'mt-6 flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        suspended ? 'border-red-200 bg-red-50' : 'border-amber-300 bg-amber-50',
      )}
      data-testid="payment-due-banner"
    >
      <div className="flex gap-3">
        <AlertTriangle
          aria-hidden
          className={cn('mt-0.5 size-5 shrink-0', suspended ? 'text-red-700' : 'text-amber-700')}
        />
        <div>
          <h2 id="payment-due-title" className="font-bold text-ink">
            {suspended ? t('portal.billing.suspendedTitle') : t('portal.billing.pastDueTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            {suspended
              ? t('portal.billing.suspendedText', { amount })
              : t('portal.billing.pastDueText', {
                  amount,
                  date: formats.billingDate(due.pastDue.graceEndsAt),
                })}
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <a href={BILLING_TAB_PATH} onClick={followInPlace}>
          <CreditCard aria-hidden /> {t('portal.billing.updateMethod')}
        </a>
      </Button>
    </section>
  );
}

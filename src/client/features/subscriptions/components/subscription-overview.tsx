import { CalendarClock } from 'lucide-react';
import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { SubscriptionStatusBadge } from '../../../components/status-badges';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';
import { NextChargeItem } from './next-charge';
import { ServiceEndsNotice } from './service-ends-notice';
import { SubscriptionActions } from './subscription-actions';

/** The portal's subscription overview: plan, price, status, next pickup and what can be done. */
export function SubscriptionOverview({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const formats = useFormats();
  const plan = PLANS[subscription.plan];
  // A door the property pays for: no price, no bill and nothing to change, and its days are the
  // contract's, shown by its next pickup (docs/product.md#property-contracts).
  const included = subscription.payer === 'property';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-muted">{t('portal.plan.yours')}</p>
          <CardTitle className="text-2xl">
            {included
              ? t('portal.plan.includedTitle')
              : t('portal.plan.title', { plan: plan.title })}
          </CardTitle>
          {included ? (
            <p className="mt-1 max-w-prose text-sm text-muted">{t('portal.plan.includedText')}</p>
          ) : (
            <p className="mt-1 text-sm text-muted">
              <span className="text-lg font-bold text-ink">
                {formats.money(subscription.price)}
              </span>{' '}
              {t('portal.plan.perMonth')}
            </p>
          )}
        </div>
        <SubscriptionStatusBadge
          status={subscription.status}
          label={t('portal.status', { status: subscription.status })}
        />
      </CardHeader>
      <CardContent>
        {subscription.nextPickup ? (
          <div className="flex items-center gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
            <CalendarClock aria-hidden className="size-8 shrink-0 text-brand-700" />
            <div>
              <p className="text-sm font-medium">{t('portal.plan.nextPickup')}</p>
              <p className="text-lg font-bold" data-testid="next-pickup">
                {t('portal.plan.pickupWhen', {
                  date: formats.serviceDate(subscription.nextPickup),
                  window: formats.window,
                })}
              </p>
            </div>
          </div>
        ) : null}
        {subscription.serviceEndsAt ? (
          <ServiceEndsNotice serviceEndsAt={subscription.serviceEndsAt} />
        ) : null}
        {subscription.status === 'paused' && subscription.pausedAt && subscription.returnsOn ? (
          <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            {t('portal.plan.onHold', {
              since: formats.longDate(subscription.pausedAt),
              returns: formats.serviceDate(subscription.returnsOn),
            })}
          </p>
        ) : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          {included ? null : (
            <div>
              <dt className="text-muted">{t('portal.plan.pickupDays')}</dt>
              <dd className="font-medium">{formats.weekdays(plan.pickupDays)}</dd>
            </div>
          )}
          <div>
            <dt className="text-muted">{t('portal.plan.bags')}</dt>
            <dd className="font-medium">
              {t('portal.plan.bagsUpTo', { count: plan.bagsPerPickup })}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('portal.plan.gateCode')}</dt>
            <dd className="font-medium">{subscription.gateCode || '—'}</dd>
          </div>
          <NextChargeItem subscription={subscription} />
        </dl>
        {subscription.status === 'active' && !included ? (
          <p className="mt-3 text-sm text-muted">
            {t('portal.plan.holdDaysLeft', { days: subscription.pauseDaysLeft })}
          </p>
        ) : null}
        {included ? null : <SubscriptionActions subscription={subscription} />}
      </CardContent>
    </Card>
  );
}

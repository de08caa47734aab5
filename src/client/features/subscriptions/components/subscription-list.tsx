import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { planFeatures } from '../../../../domain/content/plan-text';
import { PLANS } from '../../../../domain/plans';
import { sitePath } from '../../../../domain/site-language';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { SubscriptionStatusBadge } from '../../../components/status-badges';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useFormats } from '../../../lib/formats';
import { marks, richText } from '../../../lib/rich-text';
import { useSiteText } from '../../../lib/site-text-context';
import { useSubscriptions } from '../api/get-subscriptions';
import { NextChargeItem } from './next-charge';
import { ServiceEndsNotice } from './service-ends-notice';
import { SubscriptionActions } from './subscription-actions';

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const site = useSiteText();
  const { t } = site;
  const formats = useFormats();
  const plan = PLANS[subscription.plan];
  const titleId = `subscription-${subscription.id}-title`;
  // A door the property pays for: no price, no plan to change (docs/product.md#property-contracts).
  const included = subscription.payer === 'property';
  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div>
          <CardTitle id={titleId}>
            {included
              ? t('portal.plan.includedTitle')
              : t('portal.plan.title', { plan: plan.title })}
          </CardTitle>
          <p className="mt-1 text-sm text-muted">
            {included
              ? t('portal.plan.includedText')
              : t('portal.plan.pricePerMonth', { price: formats.money(subscription.price) })}
          </p>
        </div>
        <SubscriptionStatusBadge
          status={subscription.status}
          label={t('portal.status', { status: subscription.status })}
        />
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {included ? null : (
            <div>
              <dt className="text-muted">{t('portal.plan.pickups')}</dt>
              <dd className="font-medium">{planFeatures(site, plan)[0]?.text}</dd>
            </div>
          )}
          <div>
            <dt className="text-muted">{t('portal.plan.gateCode')}</dt>
            <dd className="font-medium">{subscription.gateCode || '—'}</dd>
          </div>
          {subscription.specialInstructions ? (
            <div className="sm:col-span-2">
              <dt className="text-muted">{t('portal.plan.instructions')}</dt>
              <dd className="font-medium">{subscription.specialInstructions}</dd>
            </div>
          ) : null}
          {subscription.nextPickup ? (
            <div>
              <dt className="text-muted">{t('portal.plan.nextPickup')}</dt>
              <dd className="font-medium">
                {t('portal.plan.pickupWhen', {
                  date: formats.serviceDate(subscription.nextPickup),
                  window: formats.window,
                })}
              </dd>
            </div>
          ) : null}
          {subscription.status === 'paused' && subscription.pausedAt && subscription.returnsOn ? (
            <div>
              <dt className="text-muted">{t('portal.plan.onHoldLabel')}</dt>
              <dd className="font-medium">
                {t('portal.plan.onHoldShort', {
                  since: formats.longDate(subscription.pausedAt),
                  returns: formats.shortServiceDate(subscription.returnsOn),
                })}
              </dd>
            </div>
          ) : null}
          <NextChargeItem subscription={subscription} />
          <div>
            <dt className="text-muted">{t('portal.plan.started')}</dt>
            <dd className="font-medium">{formats.longDate(subscription.createdAt)}</dd>
          </div>
        </dl>
        {subscription.serviceEndsAt ? (
          <ServiceEndsNotice serviceEndsAt={subscription.serviceEndsAt} />
        ) : subscription.status === 'cancelled' ? (
          <p className="mt-4 text-sm text-muted">
            {richText(t('portal.plan.cancelled', marks('signUp')), {
              signUp: (
                <Link to="/signup" className="font-semibold text-brand-700 underline">
                  {t('portal.plan.signUpAgain')}
                </Link>
              ),
            })}
          </p>
        ) : null}
        {included ? null : <SubscriptionActions subscription={subscription} />}
      </CardContent>
    </Card>
  );
}

/** The profile's "none yet" state, with the way to the plans. */
export function NoSubscriptionsYet() {
  const { t, language } = useSiteText();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <PackageOpen aria-hidden className="mx-auto size-10 text-brand-600" />
      <h2 className="mt-3 text-lg font-semibold">{t('portal.plan.noneYet')}</h2>
      <p className="mt-1 text-sm text-muted">{t('portal.plan.noneYetText')}</p>
      <Button asChild className="mt-4">
        <Link to={sitePath(language, '/pricing')}>{t('portal.viewPlans')}</Link>
      </Button>
    </div>
  );
}

/**
 * The customer's subscriptions: spinner, error, cards, or what the route shows when there are
 * none (the profile's Subscriptions tab).
 */
export function SubscriptionList({ empty }: { empty: ReactNode }) {
  const { t } = useSiteText();
  const { data, isPending, isError } = useSubscriptions();
  if (isPending) return <Spinner label={t('portal.plan.loading')} />;
  if (isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
        {t('portal.loadFailed')}
      </p>
    );
  }
  if (data.length === 0) return empty;
  return (
    <div className="grid gap-4">
      {data.map((s) => (
        <SubscriptionCard key={s.id} subscription={s} />
      ))}
    </div>
  );
}

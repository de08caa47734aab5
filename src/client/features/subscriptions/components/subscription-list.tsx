import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../domain/messages';
import { formatCents } from '../../../../domain/money';
import { formatServiceDate, formatShortServiceDate } from '../../../../domain/pickup-calendar';
import { PICKUP_WINDOW_LABEL } from '../../../../domain/pickup-window';
import { PROPERTY_DOOR_TEXT } from '../../../../domain/property-door-text';
import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { SubscriptionStatusBadge } from '../../../components/status-badges';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSubscriptions } from '../api/get-subscriptions';
import { NextChargeItem } from './next-charge';
import { ServiceEndsNotice } from './service-ends-notice';
import { SubscriptionActions } from './subscription-actions';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const plan = PLANS[subscription.plan];
  const titleId = `subscription-${subscription.id}-title`;
  // A door the property pays for: no price, no plan to change (docs/product.md#property-contracts).
  const included = subscription.payer === 'property';
  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div>
          <CardTitle id={titleId}>
            {included ? PROPERTY_DOOR_TEXT.includedTitle : `${plan.title} Plan`}
          </CardTitle>
          <p className="mt-1 text-sm text-muted">
            {included
              ? PROPERTY_DOOR_TEXT.includedText
              : `${formatCents(subscription.price)} / month`}
          </p>
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {included ? null : (
            <div>
              <dt className="text-muted">Pickups</dt>
              <dd className="font-medium">{plan.features[0]?.text}</dd>
            </div>
          )}
          <div>
            <dt className="text-muted">Gate code</dt>
            <dd className="font-medium">{subscription.gateCode || '—'}</dd>
          </div>
          {subscription.specialInstructions ? (
            <div className="sm:col-span-2">
              <dt className="text-muted">Special instructions</dt>
              <dd className="font-medium">{subscription.specialInstructions}</dd>
            </div>
          ) : null}
          {subscription.nextPickup ? (
            <div>
              <dt className="text-muted">Next pickup</dt>
              <dd className="font-medium">
                {formatServiceDate(subscription.nextPickup)}, {PICKUP_WINDOW_LABEL}
              </dd>
            </div>
          ) : null}
          {subscription.status === 'paused' && subscription.pausedAt && subscription.returnsOn ? (
            <div>
              <dt className="text-muted">On hold</dt>
              <dd className="font-medium">
                Since {shortDate(subscription.pausedAt)}; back on{' '}
                {formatShortServiceDate(subscription.returnsOn)}, billing paused
              </dd>
            </div>
          ) : null}
          <NextChargeItem subscription={subscription} />
          <div>
            <dt className="text-muted">Started</dt>
            <dd className="font-medium">{shortDate(subscription.createdAt)}</dd>
          </div>
        </dl>
        {subscription.serviceEndsAt ? (
          <ServiceEndsNotice serviceEndsAt={subscription.serviceEndsAt} />
        ) : subscription.status === 'cancelled' ? (
          <p className="mt-4 text-sm text-muted">
            This subscription was cancelled. To restart service,{' '}
            <Link to="/signup" className="font-semibold text-brand-700 underline">
              sign up again
            </Link>
            .
          </p>
        ) : null}
        {included ? null : <SubscriptionActions subscription={subscription} />}
      </CardContent>
    </Card>
  );
}

/** The profile's "none yet" state, with the way to the plans. */
export function NoSubscriptionsYet() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <PackageOpen aria-hidden className="mx-auto size-10 text-brand-600" />
      <h2 className="mt-3 text-lg font-semibold">No subscriptions yet</h2>
      <p className="mt-1 text-sm text-muted">Choose a plan to start doorstep pickup.</p>
      <Button asChild className="mt-4">
        <Link to="/pricing">View Plans</Link>
      </Button>
    </div>
  );
}

/**
 * The customer's subscriptions: spinner, error, cards, or what the route shows when there are
 * none (the profile's Subscriptions tab).
 */
export function SubscriptionList({ empty }: { empty: ReactNode }) {
  const { data, isPending, isError } = useSubscriptions();
  if (isPending) return <Spinner label="Loading subscriptions" />;
  if (isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
        {MESSAGES.subscriptionsLoadFailed}
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

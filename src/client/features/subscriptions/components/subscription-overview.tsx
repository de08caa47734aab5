import { CalendarClock } from 'lucide-react';
import { dateFormatter } from '../../../../domain/date-format';
import { weekdayList } from '../../../../domain/content/weekdays';
import { formatCents } from '../../../../domain/money';
import { formatServiceDate } from '../../../../domain/pickup-calendar';
import { PICKUP_WINDOW_LABEL } from '../../../../domain/pickup-window';
import { PROPERTY_DOOR_TEXT } from '../../../../domain/property-door-text';
import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { SubscriptionStatusBadge } from '../../../components/status-badges';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { NextChargeItem } from './next-charge';
import { ServiceEndsNotice } from './service-ends-notice';
import { SubscriptionActions } from './subscription-actions';

const longDateFormat = dateFormatter({ month: 'long', day: 'numeric', year: 'numeric' });
const longDate = (iso: string) => longDateFormat().format(new Date(iso));

/** The portal's subscription overview: plan, price, status, next pickup and what can be done. */
export function SubscriptionOverview({ subscription }: { subscription: Subscription }) {
  const plan = PLANS[subscription.plan];
  // A door the property pays for: no price, no bill and nothing to change, and its days are the
  // contract's, shown by its next pickup (docs/product.md#property-contracts).
  const included = subscription.payer === 'property';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-muted">Your subscription</p>
          <CardTitle className="text-2xl">
            {included ? PROPERTY_DOOR_TEXT.includedTitle : `${plan.title} Plan`}
          </CardTitle>
          {included ? (
            <p className="mt-1 max-w-prose text-sm text-muted">{PROPERTY_DOOR_TEXT.includedText}</p>
          ) : (
            <p className="mt-1 text-sm text-muted">
              <span className="text-lg font-bold text-ink">{formatCents(subscription.price)}</span>{' '}
              / month
            </p>
          )}
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </CardHeader>
      <CardContent>
        {subscription.nextPickup ? (
          <div className="flex items-center gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
            <CalendarClock aria-hidden className="size-8 shrink-0 text-brand-700" />
            <div>
              <p className="text-sm font-medium">Next pickup</p>
              <p className="text-lg font-bold" data-testid="next-pickup">
                {formatServiceDate(subscription.nextPickup)}, {PICKUP_WINDOW_LABEL}
              </p>
            </div>
          </div>
        ) : null}
        {subscription.serviceEndsAt ? (
          <ServiceEndsNotice serviceEndsAt={subscription.serviceEndsAt} />
        ) : null}
        {subscription.status === 'paused' && subscription.pausedAt && subscription.returnsOn ? (
          <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            Pickups are on hold since {longDate(subscription.pausedAt)}, and billing is paused with
            them. They come back on {formatServiceDate(subscription.returnsOn)}, or whenever you
            resume now.
          </p>
        ) : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          {included ? null : (
            <div>
              <dt className="text-muted">Pickup days</dt>
              <dd className="font-medium">{weekdayList(plan.pickupDays)}</dd>
            </div>
          )}
          <div>
            <dt className="text-muted">Bags per pickup</dt>
            <dd className="font-medium">Up to {plan.bagsPerPickup}</dd>
          </div>
          <div>
            <dt className="text-muted">Gate code</dt>
            <dd className="font-medium">{subscription.gateCode || '—'}</dd>
          </div>
          <NextChargeItem subscription={subscription} />
        </dl>
        {subscription.status === 'active' && !included ? (
          <p className="mt-3 text-sm text-muted">
            Going away? You can put pickups on hold for up to {subscription.pauseDaysLeft} more{' '}
            {subscription.pauseDaysLeft === 1 ? 'day' : 'days'} this year.
          </p>
        ) : null}
        {included ? null : <SubscriptionActions subscription={subscription} />}
      </CardContent>
    </Card>
  );
}

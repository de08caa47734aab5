import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CheckCircle2, DoorClosed, LoaderCircle, Mail, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hourIn, moneyIn, pickupWindowIn, serviceDateIn } from '../../domain/content/site-formats';
import { PICKUP_WINDOW_START_HOUR } from '../../domain/pickup-window';
import { PLANS } from '../../domain/plans';
import { PROFILE_PATH } from '../../domain/site';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { useUser } from '../features/auth/api/get-user';
import {
  useProviderSubscription,
  type CheckoutReturn,
} from '../features/payments/api/get-provider-subscription';
import { SUBSCRIPTION_INFO_QUERY_KEY } from '../features/payments/api/get-subscription-info';
import {
  currentSubscription,
  SUBSCRIPTIONS_QUERY_KEY,
  useSubscriptions,
} from '../features/subscriptions/api/get-subscriptions';
import { errorMessage } from '../lib/api-client';
import { sitePath } from '../../domain/site-language';
import { pageMeta } from '../lib/seo';
import { marks, richText } from '../lib/rich-text';
import { useSiteText } from '../lib/site-text-context';
import { toast } from '../lib/toast-store';

// The Profile's Subscriptions tab lists every subscription (docs/product.md#account-and-payment-screens).

export const meta = () =>
  pageMeta({
    title: 'Payment Successful',
    description: 'Your doorstep trash pickup subscription.',
    path: '/payment-success',
    noIndex: true,
  });

function Processing() {
  const { t } = useSiteText();
  return (
    <div className="py-6 text-center" role="status">
      <LoaderCircle aria-hidden className="mx-auto size-12 animate-spin text-brand-600" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('pay.processing.title')}</h1>
      <p className="mt-2 text-muted">{t('pay.processing.text')}</p>
    </div>
  );
}

/**
 * The signed-in customer's active or paused subscription (undefined for a visitor or none), and
 * whether that is known yet.
 */
function useExistingSubscription() {
  const user = useUser();
  const subscriptions = useSubscriptions({ enabled: Boolean(user.data) });
  const settled = !user.isPending && (!user.data || !subscriptions.isPending);
  const existing = subscriptions.data ? currentSubscription(subscriptions.data) : undefined;
  return { settled, existing: user.data ? existing : undefined };
}

/**
 * A customer who comes back here later (a reload, an old link) and already has a subscription gets
 * the way to it beside the error, not a dead end.
 */
function Failure({ message }: { message: string }) {
  const { t, language } = useSiteText();
  const { settled, existing } = useExistingSubscription();
  return (
    <div className="py-6 text-center">
      <XCircle aria-hidden className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('pay.failure.title')}</h1>
      <p role="alert" className="mt-2 text-muted">
        {message}
      </p>
      {existing ? <p className="mt-2 text-ink">{t('pay.existing')}</p> : null}
      {/* Held until the answer is in, so the main button does not change under the pointer. */}
      {settled ? (
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {existing ? (
            <Button asChild>
              <Link to={PROFILE_PATH}>{t('pay.viewSubscription')}</Link>
            </Button>
          ) : null}
          <Button asChild variant={existing ? 'outline' : 'default'}>
            <Link to={sitePath(language, '/pricing')}>{t('pay.returnToPricing')}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** What the customer does next: the first pickup, the bags at the door, the email. */
function Success({ outcome }: { outcome: CheckoutReturn }) {
  const { t, language } = useSiteText();
  const plan = PLANS[outcome.plan];
  // Only the signed-in owner's reply carries the pickups (docs/product.md#pickup-days-and-window).
  const nextPickup = 'nextPickup' in outcome ? outcome.nextPickup : null;
  return (
    <div className="py-6 text-center">
      <CheckCircle2 aria-hidden className="mx-auto size-14 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-ink">{t('pay.success.title')}</h1>
      <p className="mt-3 text-lg text-ink">
        {t('pay.success.active', { plan: plan.title, price: moneyIn(language, outcome.price) })}
      </p>
      <section
        aria-labelledby="next-steps-title"
        className="mt-6 rounded-lg bg-brand-50 p-4 text-left text-brand-900"
      >
        <h2 id="next-steps-title" className="text-base font-semibold">
          {t('pay.success.next')}
        </h2>
        <ul className="mt-3 space-y-3 text-sm">
          <li className="flex gap-3">
            <CalendarClock aria-hidden className="size-5 shrink-0 text-brand-700" />
            {nextPickup ? (
              <span>
                {richText(t('pay.success.firstPickup', marks('when')), {
                  when: (
                    <strong>
                      {serviceDateIn(language, nextPickup)}, {pickupWindowIn(language)}
                    </strong>
                  ),
                })}
              </span>
            ) : (
              <span>{t('pay.success.firstPickupInAccount')}</span>
            )}
          </li>
          <li className="flex gap-3">
            <DoorClosed aria-hidden className="size-5 shrink-0 text-brand-700" />
            <span>
              {t('pay.success.bags', {
                bags: plan.bagsPerPickup,
                time: hourIn(language, PICKUP_WINDOW_START_HOUR),
              })}
            </span>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden className="size-5 shrink-0 text-brand-700" />
            <span>{t('pay.success.email')}</span>
          </li>
        </ul>
      </section>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to={PROFILE_PATH}>{t('pay.viewSubscription')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={sitePath(language, '/')}>{t('pay.home')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** The return page of both providers (docs/product.md#payment-flow); reads subscription_id. */
export default function PaymentSuccess() {
  const { t } = useSiteText();
  const [params] = useSearchParams();
  const id = params.get('subscription_id');
  const subscription = useProviderSubscription(id);
  const queryClient = useQueryClient();
  const active = subscription.data?.status === 'active';

  const successTitle = t('pay.success.toastTitle');
  const successText = t('pay.success.toastText');
  useEffect(() => {
    if (!active) return;
    // Paid: the subscription is listed, and the sign-up it finishes no longer waits for payment.
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_INFO_QUERY_KEY });
    toast({ title: successTitle, description: successText });
  }, [active, queryClient, successTitle, successText]);

  let body;
  if (!id) body = <Failure message={t('pay.noSubscriptionId')} />;
  // Stripe returns here with redirect_status=failed when the bank refused the payment.
  else if (params.get('redirect_status') === 'failed') {
    body = <Failure message={t('pay.notCompleted')} />;
  } else if (subscription.isError) {
    body = <Failure message={errorMessage(subscription.error, t('pay.fetchFailed'))} />;
  } else if (!subscription.data || subscription.data.status === 'pending') {
    body =
      subscription.isFetching || subscription.isPending ? (
        <Processing />
      ) : (
        <Failure message={t('pay.fetchFailed')} />
      );
  } else if (!active) {
    const status = t('portal.status', { status: subscription.data.status });
    body = <Failure message={t('pay.notActive', { status })} />;
  } else {
    body = <Success outcome={subscription.data} />;
  }
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardContent className="p-6">{body}</CardContent>
      </Card>
    </section>
  );
}

import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { displayName } from '../../domain/person-name';
import { parsePlanParam, PLANS } from '../../domain/plans';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { useSubscriptionInfo } from '../features/payments/api/get-subscription-info';
import { PaymentStep } from '../features/payments/components/payment-step';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';
import { signedOutDestination } from '../../domain/site';

export const meta = () =>
  pageMeta({
    title: 'Subscribe',
    description: 'Pay securely by card and start your doorstep trash pickup.',
    path: '/subscribe',
    noIndex: true,
  });

/**
 * The payment step of /signup (docs/product.md#sign-up-flow): pays the pending subscription the
 * server holds, from this browser or any other the customer signs in on.
 */
export default function Subscribe() {
  const { t } = useSiteText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  const info = useSubscriptionInfo(Boolean(user));
  if (isPending) return <PageSpinner label={t('pay.checkingSession')} />;
  // The account comes from /signup (docs/decisions/011-account-before-payment.md), never a
  // placeholder user.
  if (!user)
    return <Navigate to={signedOutDestination('/subscribe', params) ?? '/signup'} replace />;
  if (info.isPending) return <PageSpinner label={t('pay.loadingSubscription')} />;
  // Without a plan in the link, the one saved at the information step.
  const plan = params.get('plan')
    ? parsePlanParam(params.get('plan'))
    : (info.data?.pending?.plan ?? parsePlanParam(null));
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-4xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink">{t('pay.title')}</h1>
          <p className="text-muted">
            {t('pay.oneStep', { name: displayName(user), plan: PLANS[plan].title })}
          </p>
        </CardHeader>
        <CardContent>
          <PaymentStep
            plan={plan}
            initialMethod="card"
            onBack={() => navigate(`/signup?plan=${plan}`)}
            onPaid={navigate}
          />
        </CardContent>
      </Card>
    </section>
  );
}

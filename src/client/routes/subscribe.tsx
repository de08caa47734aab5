import { Navigate, useSearchParams } from 'react-router';
import { displayName } from '../../domain/person-name';
import { parsePlanParam, PLANS } from '../../domain/plans';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { CardCheckout } from '../features/payments/components/card-checkout';
import { pageMeta } from '../lib/seo';
import { readSignup } from '../lib/signup-storage';

export const meta = () =>
  pageMeta({
    title: 'Subscribe',
    description: 'Pay securely by card and start your doorstep trash pickup.',
    path: '/subscribe',
    noIndex: true,
  });

export default function Subscribe() {
  const [params] = useSearchParams();
  const plan = parsePlanParam(params.get('plan'));
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  // The account comes from /signup (docs/decisions/011-account-before-payment.md), never a
  // placeholder user.
  if (!user) return <Navigate to={`/signup?plan=${plan}`} replace />;
  const saved = readSignup();
  const details = saved?.plan === plan ? saved : null;
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-4xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink">Complete your subscription</h1>
          <p className="text-muted">
            {displayName(user)}, you are one step away from doorstep pickup on the{' '}
            {PLANS[plan].title} plan.
          </p>
        </CardHeader>
        <CardContent>
          <CardCheckout
            plan={plan}
            gateCode={details?.gateCode ?? ''}
            specialInstructions={details?.specialInstructions ?? ''}
          />
        </CardContent>
      </Card>
    </section>
  );
}

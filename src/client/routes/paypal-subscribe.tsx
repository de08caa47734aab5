import { useSearchParams } from 'react-router';
import { parsePlanParam } from '../../domain/plans';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { usePaymentConfig } from '../features/payments/api/get-payment-config';
import { PaymentUnavailable } from '../features/payments/components/payment-panels';
import { PaypalCheckout } from '../features/payments/components/paypal-checkout';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Subscribe with PayPal',
    description: 'Enter your details and subscribe to doorstep trash pickup with PayPal.',
    path: '/paypal-subscribe',
    noIndex: true,
  });

export default function PaypalSubscribe() {
  const [params] = useSearchParams();
  const user = useUser();
  const config = usePaymentConfig();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink">Subscribe with PayPal</h1>
          <p className="text-muted">
            Tell us where to pick up, then approve the monthly subscription with PayPal.
          </p>
        </CardHeader>
        <CardContent>
          {user.isPending || config.isPending ? (
            <PageSpinner />
          ) : !config.data?.paypal ? (
            <PaymentUnavailable />
          ) : (
            <PaypalCheckout
              initialPlan={parsePlanParam(params.get('plan'))}
              signedIn={Boolean(user.data)}
              testMode={config.data.paypal === 'sandbox'}
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

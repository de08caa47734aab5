import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, LoaderCircle, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../domain/money';
import { PAYMENT_MESSAGES as M } from '../../domain/payment-messages';
import { PLANS } from '../../domain/plans';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { useProviderSubscription } from '../features/payments/api/get-provider-subscription';
import { errorMessage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';
import { clearSignup } from '../lib/signup-storage';
import { toast } from '../lib/toast-store';

export const meta = () =>
  pageMeta({
    title: 'Payment Successful',
    description: 'Your doorstep trash pickup subscription.',
    path: '/payment-success',
    noIndex: true,
  });

function Processing() {
  return (
    <div className="py-6 text-center" role="status">
      <LoaderCircle aria-hidden className="mx-auto size-12 animate-spin text-brand-600" />
      <h1 className="mt-4 text-2xl font-bold text-ink">Processing Your Subscription</h1>
      <p className="mt-2 text-muted">We are confirming your payment. This takes a moment.</p>
    </div>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <div className="py-6 text-center">
      <XCircle aria-hidden className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-2xl font-bold text-ink">Something went wrong</h1>
      <p role="alert" className="mt-2 text-muted">
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to="/pricing">Return to Pricing</Link>
      </Button>
    </div>
  );
}

/** The return page of both providers (docs/product.md#payment-flow); reads subscription_id. */
export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const id = params.get('subscription_id');
  const subscription = useProviderSubscription(id);
  const queryClient = useQueryClient();
  const active = subscription.data?.status === 'active';

  useEffect(() => {
    if (!active) return;
    clearSignup();
    void queryClient.invalidateQueries({ queryKey: ['/api/subscriptions'] });
    toast({ title: M.subscriptionSuccessTitle, description: M.subscriptionSuccessText });
  }, [active, queryClient]);

  let body;
  if (!id) body = <Failure message={M.noSubscriptionId} />;
  // Stripe returns here with redirect_status=failed when the bank refused the payment.
  else if (params.get('redirect_status') === 'failed') {
    body = <Failure message={M.paymentNotCompleted} />;
  } else if (subscription.isError) {
    body = <Failure message={errorMessage(subscription.error, M.fetchDetailsFailed)} />;
  } else if (!subscription.data || subscription.data.status === 'pending') {
    body =
      subscription.isFetching || subscription.isPending ? (
        <Processing />
      ) : (
        <Failure message={M.fetchDetailsFailed} />
      );
  } else if (!active) {
    body = <Failure message={`This subscription is ${subscription.data.status}.`} />;
  } else {
    const plan = PLANS[subscription.data.plan];
    body = (
      <div className="py-6 text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-14 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-ink">Payment Successful!</h1>
        <p className="mt-3 text-lg text-ink">
          Your {plan.title} plan ({formatCents(subscription.data.price)}/month) is now active.
        </p>
        <p className="mt-1 text-muted">An email confirmation will follow shortly.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/">Return to Home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile">View My Subscription</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardContent className="p-6">{body}</CardContent>
      </Card>
    </section>
  );
}

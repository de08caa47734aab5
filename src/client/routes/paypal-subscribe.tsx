import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parsePlanParam, type PlanId } from '../../domain/plans';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { usePaymentConfig } from '../features/payments/api/get-payment-config';
import { InformationStep } from '../features/payments/components/information-step';
import { PaymentUnavailable } from '../features/payments/components/payment-panels';
import { PaymentStep } from '../features/payments/components/payment-step';
import { cn } from '../lib/cn';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Subscribe with PayPal',
    description: 'Enter your details and subscribe to doorstep trash pickup with PayPal.',
    path: '/paypal-subscribe',
    noIndex: true,
  });

function Progress({ step }: { step: 1 | 2 }) {
  return (
    <ol className="flex flex-wrap gap-4 text-sm font-semibold" aria-label="Progress">
      {['Your information', 'Payment'].map((label, i) => (
        <li
          key={label}
          aria-current={step === i + 1 ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2',
            step === i + 1 ? 'text-brand-800' : 'text-slate-600',
          )}
        >
          <span
            className={cn(
              'flex size-6 items-center justify-center rounded-full text-xs',
              step > i + 1
                ? 'bg-brand-600 text-white'
                : step === i + 1
                  ? 'border-2 border-brand-600'
                  : 'border-2 border-slate-300',
            )}
          >
            {step > i + 1 ? <Check aria-hidden className="size-3.5" /> : i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/**
 * /paypal-subscribe (docs/product.md#sign-up-flow): the same information step as /signup, then
 * the payment step with PayPal chosen (card offered beside it). Back to Information brings the
 * form back filled from the server.
 */
export default function PaypalSubscribe() {
  const [params] = useSearchParams();
  const user = useUser();
  const config = usePaymentConfig();
  const [step, setStep] = useState<1 | 2>(1);
  const [plan, setPlan] = useState<PlanId>(parsePlanParam(params.get('plan')));
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink">Subscribe with PayPal</h1>
          <p className="text-muted">
            Tell us where to pick up, then approve the monthly subscription with PayPal.
          </p>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Progress step={step} />
            <Button asChild variant="ghost" size="sm">
              <Link to="/pricing">
                <ArrowLeft aria-hidden /> Back to pricing
              </Link>
            </Button>
          </div>
          {user.isPending || config.isPending ? (
            <PageSpinner />
          ) : !config.data?.paypal && !config.data?.card ? (
            <PaymentUnavailable />
          ) : step === 1 ? (
            <InformationStep
              signedIn={Boolean(user.data)}
              initialPlan={plan}
              onSaved={(saved) => {
                setPlan(saved.plan);
                setStep(2);
              }}
            />
          ) : (
            <PaymentStep plan={plan} initialMethod="paypal" onBack={() => setStep(1)} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatCents } from '../../../../domain/money';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { PLAN_LIST, PLANS, type PlanId } from '../../../../domain/plans';
import { PaypalAccountSchema, PaypalDetailsSchema } from '../../../../domain/schemas/payments';
import { DoorstepFields } from '../../../components/forms/doorstep-fields';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { AccountFields } from '../../../components/forms/account-fields';
import { useCreatePaypalSubscription } from '../api/create-paypal-subscription';
import { useSaveSubscriptionInfo } from '../api/save-subscription-info';
import { OrderSummary } from './order-summary';
import { TestModeNotice } from './payment-panels';

/**
 * PayPal flow (docs/product.md#sign-up-flow): the approval page opens after this pause, with a
 * manual link meanwhile.
 */
export const PAYPAL_REDIRECT_MS = 1000;

type AccountInput = z.input<typeof PaypalAccountSchema>;
type AccountOutput = z.output<typeof PaypalAccountSchema>;

/**
 * Three segments side by side from the sm breakpoint; on a phone, where a third of the width is
 * narrower than "Standard", one row per plan with its price beside it.
 */
function PlanSwitch({ plan, onChange }: { plan: PlanId; onChange: (plan: PlanId) => void }) {
  return (
    <div role="group" aria-label="Plan" className="grid gap-2 sm:grid-cols-3">
      {PLAN_LIST.map((p) => (
        <button
          key={p.planId}
          type="button"
          aria-pressed={plan === p.planId}
          onClick={() => onChange(p.planId)}
          className={cn(
            'flex items-baseline justify-between gap-2 rounded-lg border-2 px-3 py-2 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:block sm:text-center',
            plan === p.planId
              ? 'border-brand-600 bg-brand-50 text-brand-800'
              : 'border-slate-200 text-ink hover:border-brand-200',
          )}
        >
          <span className="block font-bold">{p.title}</span>
          <span className="block text-sm text-muted">${p.price}/mo</span>
        </button>
      ))}
    </div>
  );
}

/**
 * /paypal-subscribe (docs/product.md#sign-up-flow): step one saves the details (creating the
 * account for a visitor), step two opens the PayPal approval page.
 */
export function PaypalCheckout({
  initialPlan,
  signedIn,
  testMode,
}: {
  initialPlan: PlanId;
  signedIn: boolean;
  testMode: boolean;
}) {
  const [plan, setPlan] = useState<PlanId>(initialPlan);
  const [step, setStep] = useState<1 | 2>(1);
  const [subscriptionId, setSubscriptionId] = useState<number | null>(null);
  const [approvalUrl, setApprovalUrl] = useState<string | null>(null);
  const save = useSaveSubscriptionInfo();
  const createPaypal = useCreatePaypalSubscription();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<AccountInput, unknown, AccountOutput>({
    // A signed-in customer already has an account: only the doorstep details are asked for.
    resolver: zodResolver(
      (signedIn ? PaypalDetailsSchema : PaypalAccountSchema) as typeof PaypalAccountSchema,
    ),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      password: '',
      email: '',
      phone: '',
      address: '',
      unit: '',
      city: '',
      zip: '',
      gateCode: '',
      specialInstructions: '',
    },
  });

  const onSaveInfo = handleSubmit((values) => {
    const body = signedIn
      ? { gateCode: values.gateCode, specialInstructions: values.specialInstructions }
      : values;
    save.mutate(
      { ...body, planType: plan },
      {
        onSuccess: (saved) => {
          setSubscriptionId(saved.subscriptionId);
          setStep(2);
        },
        onError: (err) => {
          applyServerErrors(err, setError);
          toast({
            title: M.subscriptionErrorTitle,
            description: errorMessage(err, M.infoSaveFailed),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const onPay = () => {
    if (subscriptionId === null) return;
    createPaypal.mutate(
      { subscriptionId, planType: plan },
      {
        onSuccess: (created) => {
          const approve = created.links.find((l) => l.rel === 'approve');
          if (!approve) {
            toast({
              title: M.subscriptionErrorTitle,
              description: M.paypalNoApprovalUrl,
              variant: 'destructive',
            });
            return;
          }
          setApprovalUrl(approve.href);
          toast({ title: 'Redirecting to PayPal', description: 'Approve the subscription there.' });
          window.setTimeout(() => window.location.assign(approve.href), PAYPAL_REDIRECT_MS);
        },
        onError: (err) =>
          toast({
            title: M.subscriptionErrorTitle,
            description: errorMessage(err, M.paypalCreateFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ol className="flex gap-4 text-sm font-semibold" aria-label="Progress">
          {['Your information', 'PayPal payment'].map((label, i) => (
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
        <Button asChild variant="ghost" size="sm">
          <Link to="/pricing">
            <ArrowLeft aria-hidden /> Back to pricing
          </Link>
        </Button>
      </div>
      <PlanSwitch plan={plan} onChange={setPlan} />
      {testMode ? (
        <TestModeNotice>
          <p className="mt-1">PayPal is simulated: you approve or cancel on a test page.</p>
        </TestModeNotice>
      ) : null}

      {step === 1 ? (
        <form onSubmit={onSaveInfo} noValidate className="space-y-8">
          {signedIn ? null : <AccountFields register={register} errors={errors} />}
          <DoorstepFields
            legend="Doorstep details"
            gateCode={register('gateCode')}
            specialInstructions={register('specialInstructions')}
            errors={errors}
          />
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={save.isPending}>
            {save.isPending ? (
              <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label="Saving" />
            ) : null}
            Continue to Payment
          </Button>
        </form>
      ) : (
        <div className="space-y-6">
          <OrderSummary
            plan={plan}
            gateCode={getValues('gateCode')}
            specialInstructions={getValues('specialInstructions')}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" onClick={() => setStep(1)} disabled={createPaypal.isPending}>
              <ArrowLeft aria-hidden /> Back to Information
            </Button>
            <Button
              size="lg"
              className="h-auto min-h-12 bg-[#0070ba] py-3 whitespace-normal hover:bg-[#005ea6] sm:flex-1"
              onClick={onPay}
              disabled={createPaypal.isPending || approvalUrl !== null}
            >
              {createPaypal.isPending ? (
                <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label="Contacting PayPal" />
              ) : null}
              Subscribe with PayPal - {formatCents(PLANS[plan].priceCents)}/month
            </Button>
          </div>
          {approvalUrl ? (
            <p role="status" className="text-sm text-muted">
              Taking you to PayPal… If nothing happens,{' '}
              <a href={approvalUrl} className="font-semibold text-brand-700 underline">
                click here
              </a>
              .
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { displayName } from '../../domain/person-name';
import { PLAN_LIST, PLANS, parsePlanParam, type PlanId } from '../../domain/plans';
import { SignupFormSchema, SubscriptionDetailsSchema } from '../../domain/schemas/account';
import { DoorstepFields } from '../components/forms/doorstep-fields';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { useRegister } from '../features/auth/api/register';
import { AccountFields } from '../components/forms/account-fields';
import { applyServerErrors } from '../lib/apply-server-errors';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { pageMeta } from '../lib/seo';
import { saveSignup, type StoredSignup } from '../lib/signup-storage';
import { toast } from '../lib/toast-store';

export const meta = () =>
  pageMeta({
    title: 'Sign Up',
    description: 'Choose your plan and create your doorstep trash pickup account.',
    path: '/signup',
  });

type SignupInput = z.input<typeof SignupFormSchema>;
type SignupOutput = z.output<typeof SignupFormSchema>;
type DetailsInput = z.input<typeof SubscriptionDetailsSchema>;
type DetailsOutput = z.output<typeof SubscriptionDetailsSchema>;

function PlanChoice({
  register,
  selected,
}: {
  register: UseFormRegister<{ plan?: PlanId }>;
  selected: PlanId;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Choose your plan</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <label
            key={plan.planId}
            className={cn(
              'relative flex cursor-pointer flex-col rounded-lg border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              selected === plan.planId
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-200 hover:border-brand-200',
            )}
          >
            <input type="radio" value={plan.planId} className="sr-only" {...register('plan')} />
            <span className="flex items-center justify-between font-bold text-ink">
              {plan.title}
              {selected === plan.planId ? (
                <Check aria-hidden className="size-5 text-brand-700" />
              ) : null}
            </span>
            <span className="mt-1 text-2xl font-extrabold text-ink">
              ${plan.price}
              <span className="text-sm font-medium text-muted">/month</span>
            </span>
            <span className="mt-1 text-xs text-muted">{plan.features[0]?.text}</span>
            {plan.popular ? (
              <span className="absolute -top-2.5 right-3 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                Most Popular
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function storeAndContinue(
  navigate: ReturnType<typeof useNavigate>,
  details: DetailsOutput,
  person: { firstName: string; lastName: string; email: string },
) {
  const plan = PLANS[details.plan];
  const stored: StoredSignup = {
    ...details,
    ...person,
    planTitle: plan.title,
    priceCents: plan.priceCents,
  };
  try {
    saveSignup(stored);
  } catch {
    toast({
      title: MESSAGES.signupErrorTitle,
      description: MESSAGES.signupErrorText,
      variant: 'destructive',
    });
    return;
  }
  toast({ title: MESSAGES.signupSavedTitle });
  navigate(`/subscribe?plan=${details.plan}`);
}

/** A signed-in customer only picks the plan and doorstep details: the account already exists. */
function SignedInSignup({ initialPlan, name }: { initialPlan: PlanId; name: string }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(SubscriptionDetailsSchema),
    defaultValues: { plan: initialPlan, gateCode: '', specialInstructions: '' },
  });
  const onSubmit = handleSubmit((details) => {
    if (!user) return;
    storeAndContinue(navigate, details, user);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-800">
        You are signed in as {name}. Choose a plan to continue to payment.
      </p>
      <PlanChoice register={register} selected={watch('plan') ?? initialPlan} />
      <DoorstepFields
        gateCode={register('gateCode')}
        specialInstructions={register('specialInstructions')}
        errors={errors}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Continue to Payment
      </Button>
    </form>
  );
}

function NewAccountSignup({ initialPlan }: { initialPlan: PlanId }) {
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<SignupInput, unknown, SignupOutput>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: {
      plan: initialPlan,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      username: '',
      password: '',
      address: '',
      unit: '',
      city: '',
      zip: '',
      gateCode: '',
      specialInstructions: '',
      agreeToTerms: false,
    },
  });

  const onSubmit = handleSubmit((values) => {
    const { plan, gateCode, specialInstructions, agreeToTerms: _agreed, ...account } = values;
    registerAccount.mutate(account, {
      onSuccess: (user) =>
        storeAndContinue(navigate, { plan, gateCode, specialInstructions }, user),
      onError: (err) => {
        applyServerErrors(err, setError);
        toast({
          title: MESSAGES.registrationFailedTitle,
          description: errorMessage(err, MESSAGES.registrationFailedDefault),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <PlanChoice
        register={register as unknown as UseFormRegister<{ plan?: PlanId }>}
        selected={watch('plan') ?? initialPlan}
      />
      <AccountFields register={register} errors={errors} />
      <DoorstepFields
        gateCode={register('gateCode')}
        specialInstructions={register('specialInstructions')}
        errors={errors}
      />
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id="agreeToTerms"
            type="checkbox"
            className="mt-1 size-5 accent-brand-600"
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? 'agreeToTerms-error' : undefined}
            {...register('agreeToTerms')}
          />
          <label htmlFor="agreeToTerms" className="text-sm text-ink">
            I agree to the{' '}
            <Link to="/terms-of-service" className="font-semibold text-brand-700 underline">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </label>
        </div>
        {errors.agreeToTerms ? (
          <p id="agreeToTerms-error" className="text-sm font-medium text-red-700">
            {errors.agreeToTerms.message}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={registerAccount.isPending}
      >
        {registerAccount.isPending ? (
          <Spinner className="[&_svg]:text-white" label="Creating your account" />
        ) : null}
        Continue to Payment
      </Button>
      <p className="text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}

export default function Signup() {
  const [params] = useSearchParams();
  const initialPlan = parsePlanParam(params.get('plan'));
  const { data: user, isPending } = useUser();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink">Sign Up</h1>
          <p className="text-muted">
            Start doorstep pickup in minutes: choose a plan, tell us where to collect, then pay
            securely. You can change plans any time.
          </p>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <PageSpinner />
          ) : user ? (
            <SignedInSignup initialPlan={initialPlan} name={displayName(user)} />
          ) : (
            <NewAccountSignup initialPlan={initialPlan} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

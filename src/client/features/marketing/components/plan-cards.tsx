import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../../domain/money';
import { PLAN_LIST, type PlanId } from '../../../../domain/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Pricing: Subscribe Now goes to the PayPal flow for that plan. */
export const subscribeHref = (planId: PlanId) => `/paypal-subscribe?plan=${planId}`;
/** The card path, where the plans' search-engine offers point. */
export const cardSignupHref = (planId: PlanId) => `/signup?plan=${planId}`;

export function PlanCards() {
  return (
    <ul className="grid gap-8 lg:grid-cols-3 lg:items-stretch">
      {PLAN_LIST.map((plan) => (
        <li
          key={plan.planId}
          id={`plan-${plan.planId}`}
          aria-labelledby={`plan-${plan.planId}-title`}
          className={cn(
            'relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm',
            plan.popular
              ? 'border-2 border-brand-600 shadow-lg lg:-my-4 lg:py-12'
              : 'border-slate-200',
          )}
        >
          {plan.popular ? (
            <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-4 py-1 text-sm normal-case">
              Most Popular
            </Badge>
          ) : null}
          <h3 id={`plan-${plan.planId}-title`} className="text-xl font-bold text-ink">
            {plan.title}
          </h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-5xl font-extrabold tracking-tight text-ink">${plan.price}</span>
            <span className="text-muted">/month</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            Billed monthly at {formatCents(plan.priceCents)}. Cancel any time.
          </p>
          <ul className="mt-8 flex-1 space-y-3">
            {plan.features.map((feature) => (
              <li key={feature.text} className="flex gap-3 text-sm">
                {feature.included ? (
                  <Check aria-hidden className="size-5 shrink-0 text-brand-600" />
                ) : (
                  <X aria-hidden className="size-5 shrink-0 text-slate-500" />
                )}
                <span className={feature.included ? 'text-ink' : 'text-slate-600 line-through'}>
                  <span className="sr-only">
                    {feature.included ? 'Included: ' : 'Not included: '}
                  </span>
                  {feature.text}
                </span>
              </li>
            ))}
          </ul>
          <Button
            asChild
            size="lg"
            variant={plan.popular ? 'default' : 'outline'}
            className="mt-8 w-full"
          >
            <Link
              to={subscribeHref(plan.planId)}
              aria-label={`Subscribe Now to the ${plan.title} plan`}
            >
              Subscribe Now
            </Link>
          </Button>
          <Link
            to={cardSignupHref(plan.planId)}
            className="mt-3 text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Pay by card instead<span className="sr-only"> for the {plan.title} plan</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { planFeatures } from '../../../../domain/content/plan-text';
import { moneyIn } from '../../../../domain/content/site-formats';
import type { Language } from '../../../../domain/i18n/languages';
import { PLAN_LIST, type PlanId } from '../../../../domain/plans';
import { withLanguage } from '../../../../domain/site-language';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * Pricing: Subscribe Now goes to the PayPal flow for that plan, telling it the language the
 * visitor read the plans in.
 */
export const subscribeHref = (planId: PlanId, language: Language) =>
  withLanguage(language, `/paypal-subscribe?plan=${planId}`);
/** The card path, where the plans' search-engine offers point. */
export const cardSignupHref = (planId: PlanId, language: Language) =>
  withLanguage(language, `/signup?plan=${planId}`);

export function PlanCards() {
  const site = useSiteText();
  const { language, t } = site;
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
              {t('site.plan.mostPopular')}
            </Badge>
          ) : null}
          <h3 id={`plan-${plan.planId}-title`} className="text-xl font-bold text-ink">
            {plan.title}
          </h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-5xl font-extrabold tracking-tight text-ink">${plan.price}</span>
            <span className="text-muted">{t('site.plan.perMonth')}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('site.plan.billed', { price: moneyIn(language, plan.priceCents) })}
          </p>
          <ul className="mt-8 flex-1 space-y-3">
            {planFeatures(site, plan).map((feature) => (
              <li key={feature.text} className="flex gap-3 text-sm">
                {feature.included ? (
                  <Check aria-hidden className="size-5 shrink-0 text-brand-600" />
                ) : (
                  <X aria-hidden className="size-5 shrink-0 text-slate-500" />
                )}
                <span className={feature.included ? 'text-ink' : 'text-slate-600 line-through'}>
                  <span className="sr-only">
                    {feature.included ? t('site.plan.included') : t('site.plan.notIncluded')}
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
              to={subscribeHref(plan.planId, language)}
              aria-label={t('site.plan.subscribeTo', { plan: plan.title })}
            >
              {t('site.plan.subscribe')}
            </Link>
          </Button>
          <Link
            to={cardSignupHref(plan.planId, language)}
            className="mt-3 text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('site.plan.payByCard')}
            <span className="sr-only">{t('site.plan.payByCardFor', { plan: plan.title })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Check } from 'lucide-react';
import { planFeatures } from '../../../../domain/content/plan-text';
import { moneyIn } from '../../../../domain/content/site-formats';
import { PLANS, type PlanId } from '../../../../domain/plans';
import { useSiteText } from '../../../lib/site-text-context';

/** What the customer is buying: the plan, its monthly price and what it includes. */
export function OrderSummary({
  plan,
  gateCode,
  specialInstructions,
}: {
  plan: PlanId;
  gateCode?: string;
  specialInstructions?: string;
}) {
  const site = useSiteText();
  const { t, language } = site;
  const { title, priceCents } = PLANS[plan];
  return (
    <section aria-labelledby="order-summary" className="rounded-xl bg-brand-50 p-5">
      <h2
        id="order-summary"
        className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
      >
        {t('pay.summary.title')}
      </h2>
      <div className="mt-2 flex items-baseline justify-between gap-4">
        <p className="text-lg font-bold text-ink">{t('pay.summary.plan', { plan: title })}</p>
        <p className="text-lg font-bold text-ink">
          {moneyIn(language, priceCents)}
          <span className="text-sm font-medium text-muted">{t('site.plan.perMonth')}</span>
        </p>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {planFeatures(site, PLANS[plan])
          .filter((f) => f.included)
          .map((f) => (
            <li key={f.text} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {f.text}
            </li>
          ))}
      </ul>
      {gateCode || specialInstructions ? (
        <dl className="mt-4 space-y-1 border-t border-brand-100 pt-3 text-sm">
          {gateCode ? (
            <div className="flex gap-2">
              <dt className="text-muted">{t('pay.summary.gateCode')}</dt>
              <dd className="font-medium text-ink">{gateCode}</dd>
            </div>
          ) : null}
          {specialInstructions ? (
            <div className="flex gap-2">
              <dt className="text-muted">{t('pay.summary.instructions')}</dt>
              <dd className="font-medium text-ink">{specialInstructions}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="mt-4 text-xs text-muted">{t('pay.summary.billing')}</p>
    </section>
  );
}

import { Check } from 'lucide-react';
import { formatCents } from '../../../../domain/money';
import { PLANS, type PlanId } from '../../../../domain/plans';

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
  const { title, priceCents, features } = PLANS[plan];
  return (
    <section aria-labelledby="order-summary" className="rounded-xl bg-brand-50 p-5">
      <h2
        id="order-summary"
        className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
      >
        Order summary
      </h2>
      <div className="mt-2 flex items-baseline justify-between gap-4">
        <p className="text-lg font-bold text-ink">{title} Plan</p>
        <p className="text-lg font-bold text-ink">
          {formatCents(priceCents)}
          <span className="text-sm font-medium text-muted">/month</span>
        </p>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {features
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
              <dt className="text-muted">Gate code:</dt>
              <dd className="font-medium text-ink">{gateCode}</dd>
            </div>
          ) : null}
          {specialInstructions ? (
            <div className="flex gap-2">
              <dt className="text-muted">Instructions:</dt>
              <dd className="font-medium text-ink">{specialInstructions}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="mt-4 text-xs text-muted">
        Billed monthly. Pause up to 30 days or cancel any time from your profile.
      </p>
    </section>
  );
}

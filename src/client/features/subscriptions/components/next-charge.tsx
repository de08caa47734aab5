import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * The next charge as one item of a description list (docs/product.md#billing): amount and date,
 * and the smaller plan it renews on when one is chosen. Nothing while nothing renews.
 */
export function NextChargeItem({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const formats = useFormats();
  const { nextCharge, pendingPlan, pendingPlanAt } = subscription;
  if (!nextCharge) return null;
  return (
    <div>
      <dt className="text-muted">{t('portal.billing.nextCharge')}</dt>
      <dd className="font-medium" data-testid="next-charge">
        {t('portal.billing.nextChargeText', {
          amount: formats.money(nextCharge.amount),
          date: formats.billingDate(nextCharge.date),
        })}
      </dd>
      {pendingPlan && pendingPlanAt ? (
        <dd className="text-muted" data-testid="pending-plan">
          {t('portal.plan.changesOn', {
            plan: PLANS[pendingPlan].title,
            date: formats.billingDate(pendingPlanAt),
          })}
        </dd>
      ) : null}
    </div>
  );
}

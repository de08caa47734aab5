import { formatBillingDate } from '../../../../domain/billing';
import { formatCents } from '../../../../domain/money';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';

/**
 * The next charge as one item of a description list (docs/product.md#billing): amount and date,
 * and the smaller plan it renews on when one is chosen. Nothing while nothing renews.
 */
export function NextChargeItem({ subscription }: { subscription: Subscription }) {
  const { nextCharge, pendingPlan, pendingPlanAt } = subscription;
  if (!nextCharge) return null;
  return (
    <div>
      <dt className="text-muted">{M.nextChargeLabel}</dt>
      <dd className="font-medium" data-testid="next-charge">
        {M.nextChargeText(formatCents(nextCharge.amount), formatBillingDate(nextCharge.date))}
      </dd>
      {pendingPlan && pendingPlanAt ? (
        <dd className="text-muted" data-testid="pending-plan">
          {M.planChangesOn(PLANS[pendingPlan].title, formatBillingDate(pendingPlanAt))}
        </dd>
      ) : null}
    </div>
  );
}

import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatBillingDate, quotePlanChange } from '../../../../domain/billing';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { formatCents } from '../../../../domain/money';
import { PLAN_LIST, PLANS, planChangeOffer, type PlanId } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useChangePlan } from '../api/change-plan';

/**
 * What the chosen change does to the bill (docs/product.md#billing), worked out by the same rule
 * the server charges by: when it starts, what is charged now, and the next bill.
 */
function PlanChangeSummary({
  subscription,
  target,
}: {
  subscription: Subscription;
  target: PlanId;
}) {
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  const period = start && end ? { start: new Date(start), end: new Date(end) } : null;
  const keeping = target === subscription.plan;
  const quote = quotePlanChange({ ...subscription, period }, target, new Date());
  const title = PLANS[target].title;
  const when = keeping
    ? M.planChangeKept(title)
    : quote.timing === 'renewal' && quote.effectiveAt
      ? `${M.planChangesOn(title, formatBillingDate(quote.effectiveAt))}. ${M.planChangeUntil(PLANS[subscription.plan].title)}`
      : M.planChangeStartsNow;
  const nextBill = keeping
    ? quote.nextBill && { ...quote.nextBill, amountCents: PLANS[target].priceCents }
    : quote.nextBill;
  return (
    <div
      className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm"
      data-testid="plan-change-summary"
    >
      <p className="text-ink">{when}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{M.chargedNowLabel}</dt>
        <dd className="font-semibold text-ink">
          {keeping || quote.chargeNowCents === 0
            ? M.nothingChargedNow
            : M.chargedNowText(formatCents(quote.chargeNowCents), title)}
        </dd>
        {nextBill ? (
          <>
            <dt className="text-muted">{M.nextBillLabel}</dt>
            <dd className="font-semibold text-ink">
              {M.nextChargeText(
                formatCents(nextBill.amountCents),
                formatBillingDate(nextBill.date),
              )}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/**
 * Upgrade Plan / Change Plan (docs/product.md#account-and-payment-screens): a
 * confirmation that names the new plan, its price and days; the payment provider bills the new
 * price and the pickup days follow at once.
 */
export function PlanChangeDialog({
  subscription,
  trigger,
  open: controlledOpen,
  onOpenChange,
}: {
  subscription: Subscription;
  trigger: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const offer = planChangeOffer(subscription.plan);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // While a smaller plan waits for the renewal, the current plan is a choice (to keep it).
  const unchosen = subscription.pendingPlan ?? subscription.plan;
  const suggested = offer.suggested === unchosen ? subscription.plan : offer.suggested;
  const [target, setTarget] = useState<PlanId>(suggested);
  const change = useChangePlan();
  const choices = PLAN_LIST.filter((p) => p.planId !== unchosen);

  const confirm = () =>
    change.mutate(
      { id: subscription.id, plan: target },
      {
        onSuccess: (updated) => {
          setOpen(false);
          toast(
            updated.pendingPlan && updated.pendingPlanAt
              ? {
                  title: M.planScheduledTitle,
                  description: `${M.planChangesOn(
                    PLANS[updated.pendingPlan].title,
                    formatBillingDate(updated.pendingPlanAt),
                  )}.`,
                }
              : {
                  title: M.planChangedTitle,
                  description: M.planChangedText(
                    PLANS[updated.plan].title,
                    formatCents(updated.price),
                  ),
                },
          );
        },
        onError: (err) =>
          toast({
            title: M.changePlanFailedTitle,
            description: errorMessage(err, M.changePlanFailedDefault),
            variant: 'destructive',
          }),
      },
    );

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setTarget(suggested);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{offer.label}</AlertDialogTitle>
          <AlertDialogDescription>
            You are on the {PLANS[subscription.plan].title} plan.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">New plan</legend>
          {choices.map((plan) => (
            <label
              key={plan.planId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
                target === plan.planId
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={plan.planId}
                checked={target === plan.planId}
                onChange={() => setTarget(plan.planId)}
                className="mt-1 accent-brand-600"
              />
              <span className="flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-ink">{plan.title}</span>
                  <span className="font-semibold text-ink">{formatCents(plan.priceCents)}/mo</span>
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {plan.features[0]?.text}; up to {plan.bagsPerPickup} bags per pickup
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <PlanChangeSummary subscription={subscription} target={target} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>Go Back</AlertDialogCancel>
          <Button onClick={confirm} disabled={change.isPending}>
            <Check aria-hidden />
            {change.isPending
              ? 'Changing plan…'
              : target === subscription.plan
                ? `Keep ${PLANS[target].title}`
                : `Switch to ${PLANS[target].title}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { ArrowUpCircle, Check } from 'lucide-react';
import { useState } from 'react';
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
 * Upgrade Plan / Change Plan (docs/product.md#account-and-payment-screens): a
 * confirmation that names the new plan, its price and days; the payment provider bills the new
 * price and the pickup days follow at once.
 */
export function PlanChangeDialog({ subscription }: { subscription: Subscription }) {
  const offer = planChangeOffer(subscription.plan);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<PlanId>(offer.suggested);
  const change = useChangePlan();
  const choices = PLAN_LIST.filter((p) => p.planId !== subscription.plan);

  const confirm = () =>
    change.mutate(
      { id: subscription.id, plan: target },
      {
        onSuccess: (updated) => {
          setOpen(false);
          toast({
            title: M.planChangedTitle,
            description: M.planChangedText(PLANS[updated.plan].title, formatCents(updated.price)),
          });
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
        if (next) setTarget(offer.suggested);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button>
          <ArrowUpCircle aria-hidden />
          {offer.label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{offer.label}</AlertDialogTitle>
          <AlertDialogDescription>
            You are on the {PLANS[subscription.plan].title} plan. The change applies today: your
            pickup days change from your next pickup and your next bill reflects the new price.
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
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>Go Back</AlertDialogCancel>
          <Button onClick={confirm} disabled={change.isPending}>
            <Check aria-hidden />
            {change.isPending ? 'Changing plan…' : `Switch to ${PLANS[target].title}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

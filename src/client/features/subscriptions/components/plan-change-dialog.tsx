import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { quotePlanChange } from '../../../../domain/billing';
import { planFeatures } from '../../../../domain/content/plan-text';
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
import { useFormMessage } from '../../../lib/form-messages';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useChangePlan } from '../api/change-plan';
import { PLAN_CHANGE_LABEL } from './plan-change-label';

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
  const { t } = useSiteText();
  const formats = useFormats();
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  const period = start && end ? { start: new Date(start), end: new Date(end) } : null;
  const keeping = target === subscription.plan;
  const quote = quotePlanChange({ ...subscription, period }, target, new Date());
  const title = PLANS[target].title;
  const when = keeping
    ? t('portal.plan.kept', { plan: title })
    : quote.timing === 'renewal' && quote.effectiveAt
      ? t('portal.plan.changesLater', {
          plan: title,
          date: formats.billingDate(quote.effectiveAt),
          current: PLANS[subscription.plan].title,
        })
      : t('portal.plan.startsNow');
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
        <dt className="text-muted">{t('portal.plan.chargedNow')}</dt>
        <dd className="font-semibold text-ink">
          {keeping || quote.chargeNowCents === 0
            ? t('portal.plan.nothingNow')
            : t('portal.plan.chargedNowText', {
                amount: formats.money(quote.chargeNowCents),
                plan: title,
              })}
        </dd>
        {nextBill ? (
          <>
            <dt className="text-muted">{t('portal.plan.nextBill')}</dt>
            <dd className="font-semibold text-ink">
              {t('portal.billing.nextChargeText', {
                amount: formats.money(nextBill.amountCents),
                date: formats.billingDate(nextBill.date),
              })}
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
  const site = useSiteText();
  const { t } = site;
  const formats = useFormats();
  const formMessage = useFormMessage();
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
                  title: t('portal.plan.scheduledTitle'),
                  description: `${t('portal.plan.changesOn', {
                    plan: PLANS[updated.pendingPlan].title,
                    date: formats.billingDate(updated.pendingPlanAt),
                  })}.`,
                }
              : {
                  title: t('portal.plan.changedTitle'),
                  description: t('portal.plan.changedText', {
                    plan: PLANS[updated.plan].title,
                    price: formats.money(updated.price),
                  }),
                },
          );
        },
        onError: (err) =>
          toast({
            title: t('portal.plan.changeFailedTitle'),
            description: formMessage(errorMessage(err, t('portal.plan.changeFailed'))),
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
          <AlertDialogTitle>{t(PLAN_CHANGE_LABEL[offer.kind])}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('portal.plan.youAreOn', { plan: PLANS[subscription.plan].title })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('portal.plan.newPlan')}</legend>
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
                  <span className="font-semibold text-ink">
                    {t('portal.plan.priceMonth', { price: formats.money(plan.priceCents) })}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {t('portal.plan.choice', {
                    pickups: planFeatures(site, plan)[0]?.text ?? '',
                    bags: plan.bagsPerPickup,
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <PlanChangeSummary subscription={subscription} target={target} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>{t('portal.back')}</AlertDialogCancel>
          <Button onClick={confirm} disabled={change.isPending}>
            <Check aria-hidden />
            {change.isPending
              ? t('portal.plan.changing')
              : target === subscription.plan
                ? t('portal.plan.keep', { plan: PLANS[target].title })
                : t('portal.plan.switchTo', { plan: PLANS[target].title })}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

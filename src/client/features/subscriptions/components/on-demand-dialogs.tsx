import { ArrowUpCircle, Pause } from 'lucide-react';
import { lazy, type ComponentProps, type ReactNode } from 'react';
import { planChangeOffer } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { OnDemandDialog } from '../../../components/ui/on-demand-dialog';
import { useSiteText } from '../../../lib/site-text-context';
import type { HoldDialogProps } from './hold-dialog';
import { PLAN_CHANGE_LABEL } from './plan-change-label';

// The subscription's dialogs, each loaded when first opened (components/ui/on-demand-dialog.tsx):
// the portal's dashboard and the profile show their buttons, rarely pressed.
const LoadedHoldDialog = lazy(() =>
  import('./hold-dialog').then((m) => ({ default: m.HoldDialog })),
);
const LoadedPlanChangeDialog = lazy(() =>
  import('./plan-change-dialog').then((m) => ({ default: m.PlanChangeDialog })),
);
const LoadedCancelDialog = lazy(() =>
  import('./cancel-dialog').then((m) => ({ default: m.CancelDialog })),
);

/** The hold dialog (hold-dialog.tsx), Pause Service unless another trigger is given. */
export function HoldDialog({
  trigger,
  open,
  onOpenChange,
  ...props
}: Omit<HoldDialogProps, 'trigger'> & { trigger?: ReactNode }) {
  const { t } = useSiteText();
  trigger ??= (
    <Button variant="outline">
      <Pause aria-hidden />
      {t('portal.hold.pauseService')}
    </Button>
  );
  return (
    <OnDemandDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      dialog={(state) => <LoadedHoldDialog {...props} trigger={trigger} {...state} />}
    />
  );
}

/** Upgrade Plan / Change Plan and its confirmation (plan-change-dialog.tsx). */
export function PlanChangeDialog({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const trigger = (
    <Button>
      <ArrowUpCircle aria-hidden />
      {t(PLAN_CHANGE_LABEL[planChangeOffer(subscription.plan).kind])}
    </Button>
  );
  return (
    <OnDemandDialog
      trigger={trigger}
      dialog={(state) => (
        <LoadedPlanChangeDialog subscription={subscription} trigger={trigger} {...state} />
      )}
    />
  );
}

/** The cancel confirmation (cancel-dialog.tsx), opened by the caller's button. */
export function CancelDialog(props: ComponentProps<typeof LoadedCancelDialog>) {
  return (
    <OnDemandDialog
      trigger={null}
      open={props.open}
      onOpenChange={props.onOpenChange}
      dialog={(state) => <LoadedCancelDialog {...props} {...state} />}
    />
  );
}

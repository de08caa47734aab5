import { ArrowUpCircle, Pause } from 'lucide-react';
import { lazy, type ComponentProps, type ReactNode } from 'react';
import { planChangeOffer } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { OnDemandDialog, useOpenOnce } from '../../../components/ui/on-demand-dialog';
import type { HoldDialogProps } from './hold-dialog';

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
  trigger = (
    <Button variant="outline">
      <Pause aria-hidden />
      Pause Service
    </Button>
  ),
  open: controlledOpen,
  onOpenChange,
  ...props
}: Omit<HoldDialogProps, 'trigger'> & { trigger?: ReactNode }) {
  const { open, opened, setOpen } = useOpenOnce(controlledOpen, onOpenChange);
  return (
    <OnDemandDialog
      trigger={trigger}
      opened={opened}
      onOpen={() => setOpen(true)}
      dialog={<LoadedHoldDialog {...props} trigger={trigger} open={open} onOpenChange={setOpen} />}
    />
  );
}

/** Upgrade Plan / Change Plan and its confirmation (plan-change-dialog.tsx). */
export function PlanChangeDialog({ subscription }: { subscription: Subscription }) {
  const { open, opened, setOpen } = useOpenOnce();
  const trigger = (
    <Button>
      <ArrowUpCircle aria-hidden />
      {planChangeOffer(subscription.plan).label}
    </Button>
  );
  return (
    <OnDemandDialog
      trigger={trigger}
      opened={opened}
      onOpen={() => setOpen(true)}
      dialog={
        <LoadedPlanChangeDialog
          subscription={subscription}
          trigger={trigger}
          open={open}
          onOpenChange={setOpen}
        />
      }
    />
  );
}

/** The cancel confirmation (cancel-dialog.tsx), opened by the caller's button. */
export function CancelDialog(props: ComponentProps<typeof LoadedCancelDialog>) {
  const { opened } = useOpenOnce(props.open);
  return (
    <OnDemandDialog
      trigger={null}
      opened={opened}
      onOpen={() => undefined}
      dialog={<LoadedCancelDialog {...props} />}
    />
  );
}

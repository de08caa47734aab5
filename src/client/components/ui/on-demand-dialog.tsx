import { Slot } from 'radix-ui';
import { Suspense, useState, type ReactNode } from 'react';

// A dialog whose code loads when it is first opened: Radix's dialog and what the dialog itself
// needs (a form library, a schema and with it zod, a calendar) stay off the first load of the
// pages that only show its button (docs/decisions/042-app-pages-paint-their-frame-first.md).

/** What the loaded dialog is given: its open state, which its caller may also control. */
export type OnDemandDialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Until the dialog first opens, its trigger alone, which opens it; from then on `dialog`, a lazy
 * component given the same trigger as its own (so focus returns there on closing), the trigger
 * standing in while the dialog's code loads. `trigger` null: the caller opens it, through `open`.
 */
export function OnDemandDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  dialog,
}: {
  trigger: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  dialog: (state: OnDemandDialogState) => ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  if (!opened) {
    return trigger === null ? null : (
      <Slot.Root aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {trigger}
      </Slot.Root>
    );
  }
  return <Suspense fallback={trigger}>{dialog({ open, onOpenChange: setOpen })}</Suspense>;
}

import type { ReactNode } from 'react';
import {
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * What an office action asks before it writes: the question, what will happen, a way back and the
 * action itself, which shows it is working and cannot be pressed twice while the call is out.
 * The caller's AlertDialog opens it and closes it once the call has answered.
 */
export function ConfirmDialogContent({
  title,
  description,
  cancelLabel,
  confirmLabel,
  pending,
  pendingLabel,
  destructive = false,
  onConfirm,
}: {
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  pending: boolean;
  /** What the spinner tells a screen reader while the call is out ("Saving"). */
  pendingLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
        <Button
          variant={destructive ? 'destructive' : 'default'}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? <Spinner className="[&_svg]:text-white" label={pendingLabel} /> : null}
          {confirmLabel}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

import { Pause } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASONS,
  CANCEL_TEXT,
  serviceEndAfterCancel,
  type CancelReason,
} from '../../../../domain/cancellation';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import {
  CancelSubscriptionSchema,
  type CancelSubscriptionInput,
  type Subscription,
} from '../../../../domain/schemas/subscription';
import { canPause } from '../../../../domain/subscription-status';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';

/**
 * The cancel confirmation (docs/decisions/039-a-fair-cancel.md): the confirming question and buttons,
 * when the pickups stop, an optional reason (Other with the customer's words), and, while pause
 * days are left, a pause instead.
 */
export function CancelDialog({
  subscription,
  open,
  onOpenChange,
  onCancel,
  onPauseInstead,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancel: (answer: CancelSubscriptionInput) => void;
  onPauseInstead: () => void;
}) {
  const [reason, setReason] = useState<CancelReason | undefined>();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const paidUntil = serviceEndAfterCancel(
    {
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd
        ? new Date(subscription.currentPeriodEnd)
        : null,
    },
    new Date(),
  );
  const holdDays = canPause(subscription.status) ? subscription.pauseDaysLeft : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = { reason, note: reason === 'other' ? note : undefined };
    const parsed = CancelSubscriptionSchema.safeParse(answer);
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    onOpenChange(false);
    onCancel(answer);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>{M.cancelConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{M.cancelConfirmText}</AlertDialogDescription>
            <p className="text-sm font-medium text-ink" data-testid="cancel-service-end">
              {paidUntil
                ? CANCEL_TEXT.billingStopsNow(paidUntil.toISOString())
                : CANCEL_TEXT.pickupsStopNow}
            </p>
          </AlertDialogHeader>
          {holdDays > 0 ? (
            <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
              <p>{CANCEL_TEXT.holdOffer(holdDays)}</p>
              <Button
                type="button"
                variant="outline"
                className="self-start"
                onClick={() => {
                  onOpenChange(false);
                  onPauseInstead();
                }}
              >
                <Pause aria-hidden />
                {CANCEL_TEXT.holdInstead}
              </Button>
            </div>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">
              {CANCEL_TEXT.reasonLegend}
            </legend>
            {CANCEL_REASONS.map((r) => (
              <label key={r.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="reason"
                  value={r.id}
                  checked={reason === r.id}
                  onChange={() => {
                    setReason(r.id);
                    setNoteError(undefined);
                  }}
                  className="size-4 accent-brand-700"
                />
                {r.label}
              </label>
            ))}
          </fieldset>
          {reason === 'other' ? (
            <FormField
              label={CANCEL_TEXT.noteLabel}
              error={noteError}
              hint={`${note.length}/${CANCEL_NOTE_MAX_LENGTH}`}
            >
              <textarea
                value={note}
                maxLength={CANCEL_NOTE_MAX_LENGTH}
                rows={3}
                onChange={(e) => {
                  setNote(e.target.value);
                  setNoteError(undefined);
                }}
                className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </FormField>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel>{M.cancelConfirmBack}</AlertDialogCancel>
            <Button type="submit" variant="destructive">
              {M.cancelConfirmYes}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

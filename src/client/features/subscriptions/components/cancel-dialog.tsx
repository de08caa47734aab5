import { Pause } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASONS,
  serviceEndAfterCancel,
  type CancelReason,
} from '../../../../domain/cancellation';
import type { PlainMessageId } from '../../../../domain/i18n/translate';
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
import { useFormMessage } from '../../../lib/form-messages';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';

const REASON_LABEL: Record<CancelReason, PlainMessageId> = {
  'too-expensive': 'portal.cancel.reason.tooExpensive',
  moving: 'portal.cancel.reason.moving',
  'not-using': 'portal.cancel.reason.notUsing',
  'service-problem': 'portal.cancel.reason.serviceProblem',
  other: 'portal.cancel.reason.other',
};

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
  const { t } = useSiteText();
  const formats = useFormats();
  const formMessage = useFormMessage();
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
            <AlertDialogTitle>{t('portal.cancel.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('portal.cancel.confirmText')}</AlertDialogDescription>
            <p className="text-sm font-medium text-ink" data-testid="cancel-service-end">
              {paidUntil
                ? t('portal.cancel.billingStopsNow', { date: formats.billingDate(paidUntil) })
                : t('portal.cancel.pickupsStopNow')}
            </p>
          </AlertDialogHeader>
          {holdDays > 0 ? (
            <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
              <p>{t('portal.cancel.holdOffer', { days: holdDays })}</p>
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
                {t('portal.cancel.holdInstead')}
              </Button>
            </div>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">
              {t('portal.cancel.reasonLegend')}
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
                {t(REASON_LABEL[r.id])}
              </label>
            ))}
          </fieldset>
          {reason === 'other' ? (
            <FormField
              label={t('portal.cancel.noteLabel')}
              error={formMessage(noteError)}
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
            <AlertDialogCancel>{t('portal.back')}</AlertDialogCancel>
            <Button type="submit" variant="destructive">
              {t('portal.cancel.confirmYes')}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

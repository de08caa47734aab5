import { useId, useState } from 'react';
import { DOOR_NOTICE_TEXT } from '../../../../domain/door-notices';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import { checkForm } from '../../../../domain/schemas/field-errors';
import {
  DISPUTE_OUTCOMES,
  DisputeDecisionSchema,
  type DisputeDecision,
  type DisputeOutcome,
  type StaffNotice,
} from '../../../../domain/schemas/door-notices';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../lib/toast-store';
import { useDecideDispute } from '../api/notices';
import type { NoticeScope } from '../api/scope';
import { doorName } from './notice-parts';
import { showRefusal } from './show-refusal';

type Errors = Partial<Record<'outcome' | 'note', string>>;

/**
 * The decision on a resident's dispute: the notice stands or is withdrawn, with a note the
 * resident reads; checked by the server's own schema and asked once more before it is sent.
 */
export function DecideDisputeForm({ scope, notice }: { scope: NoticeScope; notice: StaffNotice }) {
  const id = useId();
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<DisputeDecision | null>(null);
  const decide = useDecideDispute(scope);
  const door = doorName(notice);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = checkForm(
      DisputeDecisionSchema,
      { outcome: outcome || undefined, note },
      'outcome',
    );
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setAsking(parsed.data);
  };

  // As for a notice awaiting approval: the lists read again, which takes this card away.
  const confirm = async (decision: DisputeDecision) => {
    try {
      await decide.mutateAsync({ id: notice.id, decision });
      toast({
        title:
          decision.outcome === 'withdrawn'
            ? DOOR_NOTICE_TEXT.disputeWithdrawn
            : DOOR_NOTICE_TEXT.disputeUpheld,
        description: door,
      });
    } catch (error) {
      showRefusal(error, TEXT.decideFailed, setErrors);
    } finally {
      setAsking(null);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold text-ink">
        {TEXT.disputeDecideTitle} <span className="sr-only">: {door}</span>
      </h4>
      <fieldset
        className="flex flex-wrap gap-x-5 gap-y-2"
        aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}
      >
        <legend className="sr-only">{TEXT.disputeDecideTitle}</legend>
        {DISPUTE_OUTCOMES.map((o) => (
          <label key={o} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
              className="size-4 accent-brand-600"
            />
            {TEXT[o]}
          </label>
        ))}
      </fieldset>
      {errors.outcome ? (
        <p id={`${id}-outcome-error`} className="-mt-2 text-sm font-medium text-red-700">
          {errors.outcome}
        </p>
      ) : null}
      <FormField label={TEXT.disputeNoteLabel} error={errors.note}>
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" disabled={decide.isPending}>
          {TEXT.disputeSubmit}
          <span className="sr-only">: {door}</span>
        </Button>
      </div>
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {asking ? (
          <ConfirmDialogContent
            title={TEXT.disputeQuestion}
            description={TEXT.disputeWillDo(asking.outcome, notice.residentName, notice.feeCents)}
            cancelLabel={TEXT.goBack}
            confirmLabel={TEXT.disputeSubmit}
            pending={decide.isPending}
            pendingLabel="Saving"
            onConfirm={() => void confirm(asking)}
          />
        ) : null}
      </AlertDialog>
    </form>
  );
}

import { useId, useState } from 'react';
import {
  DOOR_NOTICE_TEXT,
  lowerSteps,
  NOTICE_STEP_LABELS,
  type NoticeStep,
} from '../../../../domain/door-notices';
import { dollarsToCents } from '../../../../domain/money';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import { checkForm } from '../../../../domain/schemas/field-errors';
import {
  NoticeDecisionSchema,
  type NoticeDecision,
  type StaffNotice,
} from '../../../../domain/schemas/door-notices';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { toast } from '../../../lib/toast-store';
import { useDecideNotice } from '../api/notices';
import type { NoticeScope } from '../api/scope';
import { doorName } from './notice-parts';
import { showRefusal } from './show-refusal';

type Action = NoticeDecision['action'];
type Errors = Partial<Record<'feeCents' | 'kind' | 'reason' | 'action', string>>;

const SUCCESS: Record<Action, string> = {
  approve: DOOR_NOTICE_TEXT.approved,
  lower: DOOR_NOTICE_TEXT.lowered,
  waive: DOOR_NOTICE_TEXT.waived,
};

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The approver's decision on a notice awaiting it (docs/decisions/061-door-notices.md): approve
 * (a fee's amount may change within the community's bounds), lower it to a milder step, or waive
 * it with a reason; checked by the server's own schema, and asked once more before it is sent.
 */
export function DecideNoticeForm({ scope, notice }: { scope: NoticeScope; notice: StaffNotice }) {
  const id = useId();
  const milder = notice.kind === 'thanks' ? [] : lowerSteps(notice.kind);
  const [action, setAction] = useState<Action>('approve');
  const [fee, setFee] = useState(dollars(notice.feeCents));
  const [lowerTo, setLowerTo] = useState<NoticeStep | ''>(milder.at(-1) ?? '');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<NoticeDecision | null>(null);
  const decide = useDecideNotice(scope);
  const door = doorName(notice);

  const input = (): { value?: unknown; error?: Errors } => {
    if (action === 'waive') return { value: { action, reason } };
    if (action === 'lower') return { value: { action, kind: lowerTo, reason: note } };
    if (notice.kind !== 'fee') return { value: { action } };
    const feeCents = dollarsToCents(fee);
    if (!(feeCents >= notice.feeMinCents && feeCents <= notice.feeMaxCents)) {
      const message = DOOR_NOTICE_TEXT.feeOutOfBounds(notice.feeMinCents, notice.feeMaxCents);
      return { error: { feeCents: message } };
    }
    return { value: { action, feeCents } };
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const { value, error } = input();
    if (error) {
      setErrors(error);
      return;
    }
    const parsed = checkForm(NoticeDecisionSchema, value, 'action');
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setAsking(parsed.data);
  };

  // The lists read again once the call answers, which takes this card away: the answer is
  // awaited here rather than in callbacks tied to the card.
  const confirm = async (decision: NoticeDecision) => {
    try {
      await decide.mutateAsync({ id: notice.id, decision });
      toast({ title: SUCCESS[decision.action], description: door });
    } catch (error) {
      // A 409: someone decided it first; the list has read again and the notice moved on.
      showRefusal(error, TEXT.decideFailed, setErrors);
    } finally {
      setAsking(null);
    }
  };

  const actions: Action[] =
    milder.length > 0 ? ['approve', 'lower', 'waive'] : ['approve', 'waive'];
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold text-ink">
        {TEXT.decideTitle} <span className="sr-only">: {door}</span>
      </h4>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">{TEXT.decideTitle}</legend>
        {actions.map((a) => (
          <label key={a} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
            <input
              type="radio"
              name={`${id}-action`}
              value={a}
              checked={action === a}
              onChange={() => {
                setAction(a);
                setErrors({});
              }}
              className="size-4 accent-brand-600"
            />
            {TEXT[a]}
          </label>
        ))}
      </fieldset>
      {action === 'approve' && notice.kind === 'fee' ? (
        <FormField
          label={TEXT.feeLabel}
          hint={TEXT.feeHint(notice.feeMinCents, notice.feeMaxCents)}
          error={errors.feeCents}
          className="max-w-48"
        >
          <Input inputMode="decimal" value={fee} onChange={(e) => setFee(e.target.value)} />
        </FormField>
      ) : null}
      {action === 'lower' ? (
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <FormField label={TEXT.lowerToLabel} error={errors.kind}>
            <Select value={lowerTo} onChange={(e) => setLowerTo(e.target.value as NoticeStep)}>
              {milder.map((step) => (
                <option key={step} value={step}>
                  {NOTICE_STEP_LABELS[step]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={TEXT.lowerNoteLabel} error={errors.reason}>
            <Input value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        </div>
      ) : null}
      {action === 'waive' ? (
        <FormField label={TEXT.waiveReasonLabel} error={errors.reason}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      ) : null}
      {errors.action ? <p className="text-sm text-red-700">{errors.action}</p> : null}
      <div>
        <Button
          type="submit"
          variant={action === 'waive' ? 'outline' : 'default'}
          disabled={decide.isPending}
        >
          {TEXT.submit(action, notice.kind)}
          <span className="sr-only">: {door}</span>
        </Button>
      </div>
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {asking ? (
          <ConfirmDialogContent
            title={TEXT.question(asking.action)}
            description={TEXT.willDo(
              asking.action === 'approve'
                ? { action: 'approve', feeCents: asking.feeCents ?? notice.feeCents }
                : asking.action === 'lower'
                  ? { action: 'lower', kind: asking.kind }
                  : { action: 'waive' },
              { kind: notice.kind, door, residentName: notice.residentName },
            )}
            cancelLabel={TEXT.goBack}
            confirmLabel={TEXT.submit(asking.action, notice.kind)}
            pending={decide.isPending}
            pendingLabel="Saving"
            onConfirm={() => void confirm(asking)}
          />
        ) : null}
      </AlertDialog>
    </form>
  );
}

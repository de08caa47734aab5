import { useId, useState } from 'react';
import {
  DOOR_NOTICE_TEXT,
  LADDER_LIMITS,
  type NoticeLadder,
} from '../../../../domain/door-notices';
import { dollarsToCents } from '../../../../domain/money';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import { NoticeLadderSchema } from '../../../../domain/schemas/door-notices';
import { checkForm } from '../../../../domain/schemas/field-errors';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { useLadder, useSaveLadder } from '../api/notice-rules';
import type { CommunityScope } from '../api/scope';
import { showRefusal } from './show-refusal';

type Field = keyof NoticeLadder;
type Errors = Partial<Record<Field, string>>;
type Draft = Record<Exclude<Field, 'warningsNeedApproval'>, string> & {
  warningsNeedApproval: boolean;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const draftOf = (ladder: NoticeLadder): Draft => ({
  windowDays: String(ladder.windowDays),
  courtesyNotices: String(ladder.courtesyNotices),
  warnings: String(ladder.warnings),
  feeCents: dollars(ladder.feeCents),
  feeMinCents: dollars(ladder.feeMinCents),
  feeMaxCents: dollars(ladder.feeMaxCents),
  warningsNeedApproval: ladder.warningsNeedApproval,
});

/** The bounds first (the office's), then the fee within them: the server's own order. */
function feeErrors(ladder: NoticeLadder): Errors {
  const { feeMinCents: min, feeMaxCents: max, feeCents } = ladder;
  const limits = LADDER_LIMITS.feeCents;
  if (!(min >= limits.min && max <= limits.max && min <= max)) {
    return { feeMinCents: DOOR_NOTICE_TEXT.feeBoundsInvalid };
  }
  if (!(feeCents >= min && feeCents <= max)) {
    return { feeCents: DOOR_NOTICE_TEXT.feeOutOfBounds(min, max) };
  }
  return {};
}

function LadderFields({
  scope,
  ladder,
  boundsEditable,
}: {
  scope: CommunityScope;
  ladder: NoticeLadder;
  boundsEditable: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(ladder));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveLadder(scope);
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input: NoticeLadder = {
      windowDays: whole(draft.windowDays),
      courtesyNotices: whole(draft.courtesyNotices),
      warnings: whole(draft.warnings),
      feeCents: dollarsToCents(draft.feeCents),
      feeMinCents: dollarsToCents(draft.feeMinCents),
      feeMaxCents: dollarsToCents(draft.feeMaxCents),
      warningsNeedApproval: draft.warningsNeedApproval,
    };
    const parsed = checkForm(NoticeLadderSchema, input);
    const found: Errors = { ...(parsed.ok ? {} : parsed.errors), ...feeErrors(input) };
    if (Object.keys(found).length > 0 || !parsed.ok) {
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast({ title: DOOR_NOTICE_TEXT.ladderSaved });
      },
      onError: (error) => showRefusal(error, TEXT.saveFailed, setErrors),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          {TEXT.ladderTitle}
        </h3>
        <p className="mt-1 text-sm text-muted">{TEXT.ladderIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={TEXT.windowDaysLabel} error={errors.windowDays}>
          <Input inputMode="numeric" value={draft.windowDays} onChange={set('windowDays')} />
        </FormField>
        <FormField label={TEXT.courtesyLabel} error={errors.courtesyNotices}>
          <Input
            inputMode="numeric"
            value={draft.courtesyNotices}
            onChange={set('courtesyNotices')}
          />
        </FormField>
        <FormField label={TEXT.warningsLabel} error={errors.warnings}>
          <Input inputMode="numeric" value={draft.warnings} onChange={set('warnings')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={TEXT.ladderFeeLabel}
          error={errors.feeCents}
          hint={
            boundsEditable ? undefined : TEXT.boundsReadOnly(ladder.feeMinCents, ladder.feeMaxCents)
          }
        >
          <Input inputMode="decimal" value={draft.feeCents} onChange={set('feeCents')} />
        </FormField>
        {boundsEditable ? (
          <>
            <FormField label={TEXT.feeMinLabel} error={errors.feeMinCents}>
              <Input inputMode="decimal" value={draft.feeMinCents} onChange={set('feeMinCents')} />
            </FormField>
            <FormField label={TEXT.feeMaxLabel} error={errors.feeMaxCents}>
              <Input inputMode="decimal" value={draft.feeMaxCents} onChange={set('feeMaxCents')} />
            </FormField>
          </>
        ) : errors.feeMinCents ? (
          <p className="text-sm font-medium text-red-700 sm:col-span-2">{errors.feeMinCents}</p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={draft.warningsNeedApproval}
          onChange={(e) => setDraft((d) => ({ ...d, warningsNeedApproval: e.target.checked }))}
          className="size-4 accent-brand-600"
        />
        {TEXT.warningsNeedApprovalLabel}
      </label>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : TEXT.saveLadder}
        </Button>
      </div>
    </form>
  );
}

/**
 * A community's ladder (docs/decisions/061-door-notices.md). The office sets the fee's bounds;
 * the manager sees them and sets the fee within them.
 */
export function LadderForm({
  scope,
  boundsEditable,
}: {
  scope: CommunityScope;
  boundsEditable: boolean;
}) {
  const ladder = useLadder(scope);
  if (ladder.data) {
    return <LadderFields scope={scope} ladder={ladder.data} boundsEditable={boundsEditable} />;
  }
  if (ladder.isError) {
    return <RetryAlert message={TEXT.loadFailed} onRetry={() => void ladder.refetch()} />;
  }
  return <Spinner label="Loading the rules" />;
}

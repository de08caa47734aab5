import { useId, useState } from 'react';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import { checkForm } from '../../../../domain/schemas/field-errors';
import { formatShortServiceDate } from '../../../../domain/pickup-calendar';
import {
  CreateExemptionSchema,
  type NoticeExemption,
} from '../../../../domain/schemas/door-notices';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { useDoorSearch } from '../api/door-search';
import { useCreateExemption, useEndExemption, useExemptions } from '../api/notice-rules';
import type { CommunityScope } from '../api/scope';
import { doorName } from './notice-parts';
import { showRefusal } from './show-refusal';

// A community's exempt doors: listed with their reason, ended, and added one at a time.

/** A door to choose: the manager's from their community's list of doors. */
export type DoorChoice = { subscriptionId: number; label: string };

type Errors = Partial<Record<'subscriptionId' | 'reason', string>>;

const failed = (error: unknown) => showRefusal(error, TEXT.exemptFailed);

function ExemptionList({ scope, rows }: { scope: CommunityScope; rows: NoticeExemption[] }) {
  const end = useEndExemption(scope);
  if (rows.length === 0) return <p className="text-sm text-muted">{TEXT.noExempt}</p>;
  return (
    <ul className="grid gap-2" aria-label={TEXT.exemptTitle}>
      {rows.map((e) => {
        const door = doorName(e);
        return (
          <li
            key={e.id}
            className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-slate-200 bg-white p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                {door} · {e.residentName}
              </p>
              <p className="text-slate-700 wrap-anywhere">{e.reason}</p>
              <p className="text-xs text-muted">
                {TEXT.exemptSince(formatShortServiceDate(e.since.slice(0, 10)))}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={end.isPending}
              aria-label={TEXT.endExemptionLabel(door)}
              onClick={() =>
                end.mutate(e.id, {
                  onSuccess: () =>
                    toast({
                      title: TEXT.exemptionEndedTitle,
                      description: TEXT.exemptionEnded(door),
                    }),
                  onError: failed,
                })
              }
            >
              {TEXT.endExemption}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The office finds one of the community's doors by its resident, email, street or number. */
function DoorSearch({
  communityId,
  value,
  onChange,
  error,
}: {
  communityId: number;
  value: number | null;
  onChange: (subscriptionId: number) => void;
  error?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const found = useDoorSearch(communityId, search);
  const rows = found.data?.rows ?? [];
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">{TEXT.doorLabel}</legend>
      <Input
        type="search"
        aria-label={TEXT.findDoorLabel}
        placeholder={TEXT.findDoorPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {search.trim() === '' ? null : found.isPending ? (
        <Spinner label="Finding doors" />
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted">{TEXT.noDoorFound}</p>
      ) : (
        <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-slate-200 p-1">
          {rows.map((s) => (
            <li key={s.id}>
              <label className="flex cursor-pointer gap-3 rounded-md p-2 text-sm hover:bg-slate-50 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name={`${id}-door`}
                  className="mt-1 size-4 shrink-0 accent-brand-600"
                  checked={value === s.id}
                  onChange={() => onChange(s.id)}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{s.customerName}</span>
                  <span className="block wrap-anywhere">
                    {s.address}
                    {s.unit ? `, Unit ${s.unit}` : ''}, {s.city}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function AddExemption({ scope, doors }: { scope: CommunityScope; doors?: DoorChoice[] }) {
  const id = useId();
  const [door, setDoor] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateExemption(scope);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = checkForm(CreateExemptionSchema, { subscriptionId: door ?? undefined, reason });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        const row = Array.isArray(answer)
          ? answer.find((e) => e.subscriptionId === parsed.data.subscriptionId)
          : answer;
        toast({
          title: TEXT.exemptedTitle,
          description: TEXT.exempted(row ? doorName(row) : TEXT.doorLabel),
        });
        setDoor(null);
        setReason('');
      },
      onError: (error) => showRefusal(error, TEXT.exemptFailed, setErrors),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 border-t border-slate-200 pt-4"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {TEXT.addExemptTitle}
      </h4>
      {doors ? (
        <FormField label={TEXT.doorLabel} error={errors.subscriptionId}>
          <Select
            value={door ?? ''}
            onChange={(e) => setDoor(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{TEXT.chooseDoor}</option>
            {doors.map((d) => (
              <option key={d.subscriptionId} value={d.subscriptionId}>
                {d.label}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <DoorSearch
          communityId={scope.communityId}
          value={door}
          onChange={setDoor}
          error={errors.subscriptionId}
        />
      )}
      <FormField label={TEXT.exemptReasonLabel} error={errors.reason}>
        <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={create.isPending}>
          {TEXT.exemptButton}
        </Button>
      </div>
    </form>
  );
}

/**
 * A community's exempt doors (docs/decisions/061-door-notices.md). `doors` lists the manager's
 * doors to choose from; without it, the office searches the community's active subscriptions.
 */
export function ExemptDoors({ scope, doors }: { scope: CommunityScope; doors?: DoorChoice[] }) {
  const id = useId();
  const exemptions = useExemptions(scope);
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          {TEXT.exemptTitle}
        </h3>
        <p className="mt-1 text-sm text-muted">{TEXT.exemptIntro}</p>
      </div>
      {exemptions.data ? (
        <ExemptionList scope={scope} rows={exemptions.data} />
      ) : exemptions.isError ? (
        <RetryAlert message={TEXT.loadFailed} onRetry={() => void exemptions.refetch()} />
      ) : (
        <Spinner label="Loading the exempt doors" />
      )}
      <AddExemption
        scope={scope}
        doors={doors?.filter(
          (d) => !exemptions.data?.some((e) => e.subscriptionId === d.subscriptionId),
        )}
      />
    </section>
  );
}

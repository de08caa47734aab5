import { FileUp } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatUsPhone } from '../../../../domain/phone';
import { formatShortServiceDate } from '../../../../domain/pickup-calendar';
import {
  MOVE_OUT_REASON_LABELS,
  ROSTER_FIELD_LABELS,
  ROSTER_FIELDS,
  ROSTER_MAX_BYTES,
  ROSTER_TEXT as TEXT,
  type RosterColumns,
} from '../../../../domain/rosters';
import type { RosterDiff, RosterImport as AppliedImport } from '../../../../domain/schemas/rosters';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useApplyRoster } from '../api/apply-roster';
import { usePreviewRoster } from '../api/preview-roster';
import { useReadRosterColumns } from '../api/read-roster-columns';

// Upload, map, preview, apply (docs/product.md#rent-roll-rosters). The office mounts it for a
// community under /api/admin/…; the property manager's portal under its own base.

type Loaded = { fileName: string; csv: string; headers: string[]; remembered: boolean };

/** A failed call's message, with the file's line-by-line messages under it. */
function Failure({ error }: { error: unknown }) {
  const lines = error instanceof ApiError ? (error.fieldErrors?.csv ?? []) : [];
  const message = errorMessage(error, TEXT.failedDefault);
  return (
    <Notice tone="error" title={TEXT.failedTitle}>
      <p>{message}</p>
      {lines.length > 1 ? (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}

const door = (d: { building: string; unit: string }) => `Building ${d.building}, unit ${d.unit}`;

/** One kind of change: its count in the summary, its rows folded under it. */
function ChangeList<T>({
  title,
  items,
  render,
  open = false,
}: {
  title: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
  open?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <details open={open} className="rounded-md border border-slate-200 bg-white">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink">
        {title} ({items.length.toLocaleString('en-US')})
      </summary>
      <ul className="divide-y divide-slate-100 border-t border-slate-200 text-sm">
        {items.map((item, i) => (
          <li key={i} className="px-3 py-2 break-words">
            {render(item)}
          </li>
        ))}
      </ul>
    </details>
  );
}

const changes = (diff: RosterDiff) =>
  diff.doorsToAdd.length + diff.moveIns.length + diff.moveOuts.length + diff.contactChanges.length;

/** The words of each list: what applying will do, or (`done`) what it did. */
const listTitles = (done: boolean) => ({
  doors: done ? TEXT.doorsAdded : TEXT.doorsToAdd,
  moveIns: done ? TEXT.movedIn : TEXT.movingIn,
  moveOuts: done ? TEXT.movedOut : TEXT.movingOut,
});

function Counts({ diff, done = false }: { diff: RosterDiff; done?: boolean }) {
  const titles = listTitles(done);
  const counts: [string, number][] = [
    [titles.doors, diff.doorsToAdd.length],
    [titles.moveIns, diff.moveIns.length],
    [titles.moveOuts, diff.moveOuts.length],
    [TEXT.staying, diff.extensions.length],
    [TEXT.contactChanges, diff.contactChanges.length],
    [TEXT.unchanged, diff.unchanged],
    [TEXT.rejected, diff.rejected.length],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7">
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-2xl font-bold text-ink">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

function DiffLists({ diff, done = false }: { diff: RosterDiff; done?: boolean }) {
  const titles = listTitles(done);
  return (
    <div className="grid gap-2">
      <ChangeList
        title={TEXT.rejected}
        items={diff.rejected}
        open
        render={(r) => (
          <>
            <span className="font-semibold">Line {r.line}:</span> {r.reason}
          </>
        )}
      />
      <ChangeList
        title={titles.moveIns}
        items={diff.moveIns}
        render={(m) => (
          <>
            <span className="font-semibold">{m.name}</span> · {door(m)} · {m.email}
            <span className="block text-muted">
              From {formatShortServiceDate(m.startsOn)}
              {m.moveOut ? ` to ${formatShortServiceDate(m.moveOut)}` : ''}
              {m.hasAccount ? ' · has an account already' : ''}
            </span>
          </>
        )}
      />
      <ChangeList
        title={titles.moveOuts}
        items={diff.moveOuts}
        render={(m) => (
          <>
            <span className="font-semibold">{m.name}</span> · {door(m)}
            <span className="block text-muted">
              Last pickup day {formatShortServiceDate(m.lastDay)} ·{' '}
              {MOVE_OUT_REASON_LABELS[m.reason]}
            </span>
          </>
        )}
      />
      <ChangeList
        title={TEXT.staying}
        items={diff.extensions}
        render={(e) => (
          <>
            <span className="font-semibold">{e.name}</span> · {door(e)}
            <span className="block text-muted">
              Served on from {formatShortServiceDate(e.startsOn)}
              {e.moveOut ? ` to ${formatShortServiceDate(e.moveOut)}` : ''}
            </span>
          </>
        )}
      />
      <ChangeList
        title={TEXT.contactChanges}
        items={diff.contactChanges}
        render={(c) => (
          <>
            <span className="font-semibold">{c.name}</span> · {door(c)}
            {c.email ? (
              <span className="block text-muted">
                Email {c.email.from} → {c.email.to}
              </span>
            ) : null}
            {c.phone ? (
              <span className="block text-muted">
                Phone {formatUsPhone(c.phone.from) || '—'} → {formatUsPhone(c.phone.to)}
              </span>
            ) : null}
          </>
        )}
      />
      <ChangeList title={titles.doors} items={diff.doorsToAdd} render={door} />
    </div>
  );
}

function ColumnForm({
  loaded,
  columns,
  onChange,
  errors,
}: {
  loaded: Loaded;
  columns: RosterColumns;
  onChange: (columns: RosterColumns) => void;
  errors: Record<string, string[]>;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ROSTER_FIELDS.map((field) => (
        <FormField
          key={field}
          label={ROSTER_FIELD_LABELS[field]}
          error={errors[`columns.${field}`]?.[0]}
        >
          <Select
            value={columns[field] ?? ''}
            onChange={(e) => onChange({ ...columns, [field]: e.target.value || null })}
          >
            <option value="">{TEXT.notInFile}</option>
            {loaded.headers.map((header) => (
              <option key={header} value={header}>
                {header}
              </option>
            ))}
          </Select>
        </FormField>
      ))}
    </div>
  );
}

/**
 * The roster import: pick a file, match its columns, see what would change, apply. `apiBase` is
 * the community's roster under the caller's API (the office's or the manager's).
 */
export function RosterImport({ apiBase }: { apiBase: string }) {
  const headingId = useId();
  const read = useReadRosterColumns(apiBase);
  const preview = usePreviewRoster(apiBase);
  const apply = useApplyRoster(apiBase);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [columns, setColumns] = useState<RosterColumns | null>(null);
  const [applied, setApplied] = useState<{ import: AppliedImport; diff: RosterDiff } | null>(null);

  const startOver = () => {
    setFile(null);
    setLoaded(null);
    setColumns(null);
    setApplied(null);
    read.reset();
    preview.reset();
    apply.reset();
  };

  const onRead = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > ROSTER_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    const csv = await file.text();
    read.mutate(
      { fileName: file.name, csv },
      {
        onSuccess: (reply) => {
          setLoaded({
            fileName: file.name,
            csv,
            headers: reply.headers,
            remembered: reply.remembered,
          });
          setColumns(reply.columns);
          preview.reset();
        },
      },
    );
  };

  const upload = () =>
    loaded && columns ? { fileName: loaded.fileName, csv: loaded.csv, columns } : null;

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    const body = upload();
    if (body) preview.mutate(body);
  };

  const onApply = () => {
    const body = upload();
    if (body) apply.mutate(body, { onSuccess: (result) => setApplied(result) });
  };

  const columnErrors = preview.error instanceof ApiError ? (preview.error.fieldErrors ?? {}) : {};

  if (applied) {
    return (
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {TEXT.appliedTitle}
        </h2>
        <Notice tone="success">
          <p>{TEXT.appliedText(applied.import.movedIn, applied.import.movedOut)}</p>
        </Notice>
        <Counts diff={applied.diff} done />
        <DiffLists diff={applied.diff} done />
        <div>
          <Button variant="outline" onClick={startOver}>
            {TEXT.startOver}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {TEXT.uploadHeading}
      </h2>
      <form onSubmit={(e) => void onRead(e)} className="grid gap-3 sm:flex sm:items-end">
        <FormField
          label={TEXT.fileLabel}
          hint={TEXT.uploadHint}
          error={tooLarge ? TEXT.fileTooLarge : undefined}
          className="min-w-0 sm:flex-1"
        >
          <Input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setTooLarge(false);
            }}
          />
        </FormField>
        <Button type="submit" disabled={!file || read.isPending} className="sm:mb-6">
          <FileUp aria-hidden /> {TEXT.readFile}
        </Button>
      </form>
      {read.isError ? <Failure error={read.error} /> : null}

      {loaded && columns ? (
        <form onSubmit={onPreview} className="grid gap-3">
          <h3 className="text-lg font-semibold text-ink">{TEXT.mapHeading}</h3>
          <p className="text-sm text-muted">
            {loaded.remembered ? TEXT.mapRemembered : TEXT.mapHint}
          </p>
          <ColumnForm
            loaded={loaded}
            columns={columns}
            onChange={(next) => {
              setColumns(next);
              preview.reset();
            }}
            errors={columnErrors}
          />
          <div>
            <Button type="submit" disabled={preview.isPending}>
              {TEXT.preview}
            </Button>
          </div>
        </form>
      ) : null}
      {preview.isError ? <Failure error={preview.error} /> : null}

      {preview.data ? (
        <div className="grid gap-3">
          <h3 className="text-lg font-semibold text-ink">{TEXT.previewHeading}</h3>
          <p className="text-sm text-muted">{TEXT.previewHint}</p>
          <Counts diff={preview.data} />
          {changes(preview.data) === 0 ? (
            <Notice tone="success">{TEXT.nothingToChange}</Notice>
          ) : null}
          {preview.data.rejected.length > 0 ? (
            <p className="text-sm text-muted">{TEXT.rejectedHint}</p>
          ) : null}
          <DiffLists diff={preview.data} />
          {apply.isError ? <Failure error={apply.error} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={onApply} disabled={apply.isPending}>
              {apply.isPending ? TEXT.applying : TEXT.apply}
            </Button>
            <Button variant="outline" onClick={startOver} disabled={apply.isPending}>
              {TEXT.startOver}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

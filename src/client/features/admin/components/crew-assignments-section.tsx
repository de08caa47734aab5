import { Save } from 'lucide-react';
import { useState } from 'react';
import { CREW_ADMIN_TEXT as T } from '../../../../domain/admin-messages';
import { WEEKDAYS, type IsoWeekday } from '../../../../domain/pickup-calendar';
import type { CrewAssignment, Porter } from '../../../../domain/schemas/crew-admin';
import type { AdminCommunity } from '../../../../domain/schemas/service-area';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCrewAssignments, usePorters, useSaveCrewDay } from '../api/crew';
import { useCommunities } from '../api/service-area';
import { ListError } from './list-error';
import { porterName } from './porter-name';

/** A day's choices: community id → porter id, '' for nobody. */
type Day = Record<number, string>;

const savedDay = (assignments: readonly CrewAssignment[], weekday: IsoWeekday): Day =>
  Object.fromEntries(
    assignments
      .filter((a) => a.weekday === weekday)
      .map((a) => [a.communityId, String(a.porterId)]),
  );

const sameDay = (a: Day, b: Day, communities: readonly AdminCommunity[]) =>
  communities.every((c) => (a[c.id] ?? '') === (b[c.id] ?? ''));

function DayEditor({
  weekday,
  label,
  communities,
  porters,
  saved,
  draft,
  onDraft,
}: {
  weekday: IsoWeekday;
  label: string;
  communities: readonly AdminCommunity[];
  porters: readonly Porter[];
  saved: Day;
  draft: Day | undefined;
  onDraft: (day: Day | undefined) => void;
}) {
  const save = useSaveCrewDay();
  const shown = draft ?? saved;
  const changed = draft !== undefined && !sameDay(draft, saved, communities);
  const onSave = () =>
    save.mutate(
      {
        weekday,
        input: {
          assignments: communities
            .filter((c) => shown[c.id])
            .map((c) => ({ communityId: c.id, porterId: Number(shown[c.id]) })),
        },
      },
      {
        onSuccess: () => {
          onDraft(undefined);
          toast({ title: T.daySavedTitle, description: T.daySavedText(label) });
        },
        onError: (err) =>
          toast({
            title: T.dayFailedTitle,
            description: errorMessage(err, T.dayFailedDefault),
            variant: 'destructive',
          }),
      },
    );

  return (
    <form
      aria-label={`Porters on ${label}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <ul className="divide-y divide-slate-200">
        {communities.map((c) => {
          const id = `crew-${weekday}-${c.id}`;
          return (
            <li
              key={c.id}
              className="grid gap-2 py-3 first:pt-0 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-center"
            >
              <label htmlFor={id} className="min-w-0">
                <span className="block font-medium text-ink">{c.name}</span>
                <span className="block text-xs text-muted">
                  {c.street}, {c.city} {c.zip}
                </span>
              </label>
              <Select
                id={id}
                value={shown[c.id] ?? ''}
                onChange={(event) => onDraft({ ...shown, [c.id]: event.target.value })}
              >
                <option value="">{T.nobody}</option>
                {porters.map((p) => (
                  <option key={p.id} value={p.id}>
                    {porterName(p)}
                    {p.status === 'invited' ? ` (${T.statusLabel.invited.toLowerCase()})` : ''}
                  </option>
                ))}
              </Select>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {changed ? (
          <p className="text-sm font-medium text-amber-900" role="status">
            {T.unsaved}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending || !changed}>
          <Save aria-hidden /> {save.isPending ? 'Saving…' : T.saveDay(label)}
        </Button>
      </div>
    </form>
  );
}

/**
 * Who walks each community on each weekday (docs/product.md#crew-app): one porter or nobody per
 * community and day, saved a day at a time. Only active communities are listed: saving a day
 * leaves any other off it, as a community that is not active has no pickups.
 */
export function CrewAssignmentsSection() {
  const assignments = useCrewAssignments();
  const porters = usePorters();
  const communities = useCommunities({ zip: '', q: '' });
  const [day, setDay] = useState<IsoWeekday>(1);
  const [drafts, setDrafts] = useState<Partial<Record<IsoWeekday, Day>>>({});
  const failure = [assignments, porters, communities].find((q) => q.isError && !q.data);

  let body;
  if (failure) {
    body = (
      <ListError
        error={failure.error}
        message={T.assignmentsFetchFailed}
        onRetry={() => void failure.refetch()}
      />
    );
  } else if (!assignments.data || !porters.data || !communities.data) {
    body = <Spinner label="Loading the weekly assignments" />;
  } else {
    const active = communities.data
      .filter((c) => c.active)
      .sort((a, b) => a.name.localeCompare(b.name));
    const crew = porters.data.filter((p) => p.status !== 'deactivated');
    const all = assignments.data.assignments;
    body =
      active.length === 0 ? (
        <p className="text-muted">{T.noCommunities}</p>
      ) : (
        <Tabs value={String(day)} onValueChange={(v) => setDay(Number(v) as IsoWeekday)}>
          <TabsList aria-label="Day of the week" className="grid grid-cols-7 sm:inline-flex">
            {WEEKDAYS.map((w) => (
              <TabsTrigger key={w.day} value={String(w.day)} className="px-0 sm:px-4">
                {w.short}
              </TabsTrigger>
            ))}
          </TabsList>
          {WEEKDAYS.map((w) => (
            <TabsContent key={w.day} value={String(w.day)} className="mt-4">
              <DayEditor
                weekday={w.day}
                label={w.long}
                communities={active}
                porters={crew}
                saved={savedDay(all, w.day)}
                draft={drafts[w.day]}
                onDraft={(next) => setDrafts((current) => ({ ...current, [w.day]: next }))}
              />
            </TabsContent>
          ))}
        </Tabs>
      );
  }

  return (
    <section aria-labelledby="assignments-heading" className="grid gap-3">
      <div>
        <h2 id="assignments-heading" className="text-xl font-bold text-ink">
          Who walks where
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          One porter per community a day. On the phone, each porter sees the day&apos;s doors of
          their communities, today&apos;s and tomorrow&apos;s.
        </p>
      </div>
      {body}
    </section>
  );
}

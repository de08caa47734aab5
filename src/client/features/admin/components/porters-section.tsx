import { Send, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { CREW_ADMIN_TEXT as T } from '../../../../domain/admin-messages';
import { WEEKDAYS } from '../../../../domain/pickup-calendar';
import type { Porter } from '../../../../domain/schemas/crew-admin';
import { AlertDialog, AlertDialogTrigger } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { usePorters, useRemovePorter, useResendInvite } from '../api/crew';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListError } from './list-error';
import { porterName } from './porter-name';

const failed = (title: string, fallback: string) => (err: unknown) =>
  toast({ title, description: errorMessage(err, fallback), variant: 'destructive' });

/** A new set-password link for a porter who has not used theirs; older links stop working. */
function ResendInvite({ porter }: { porter: Porter }) {
  const resend = useResendInvite();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      aria-label={T.resendLabel(porterName(porter))}
      onClick={() =>
        resend.mutate(porter.id, {
          onSuccess: (sent) =>
            toast({ title: T.resentTitle, description: T.resentText(sent.email) }),
          onError: failed(T.resendFailedTitle, T.resendFailedDefault),
        })
      }
    >
      <Send aria-hidden /> {resend.isPending ? 'Sending…' : T.resendButton}
    </Button>
  );
}

/** Asks first: a removed porter loses their days and their sign-in. */
function RemovePorter({ porter }: { porter: Porter }) {
  const remove = useRemovePorter();
  const [open, setOpen] = useState(false);
  const name = porterName(porter);
  const confirm = () =>
    remove.mutate(porter.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: T.removedTitle, description: T.removedText(name) });
      },
      onError: (err) => {
        setOpen(false);
        failed(T.removeFailedTitle, T.removeFailedDefault)(err);
      },
    });
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700" aria-label={T.removeLabel(name)}>
          <UserMinus aria-hidden /> {T.removeButton}
        </Button>
      </AlertDialogTrigger>
      <ConfirmDialogContent
        title={T.removeQuestion(name)}
        description={T.removeExplained}
        cancelLabel={T.removeKeep}
        confirmLabel={`${T.removeButton} ${name}`}
        pending={remove.isPending}
        pendingLabel="Removing"
        destructive
        onConfirm={confirm}
      />
    </AlertDialog>
  );
}

/**
 * The days the porter walks, with their communities; days in a row with the same communities
 * share a line ("Mon–Fri: Cinco Ranch Commons"), so a porter who walks a lot stays readable.
 */
export function daysOf(porter: Pick<Porter, 'assignments'>): string[] {
  const lines: { first: string; last: string; names: string }[] = [];
  let previous: (typeof lines)[number] | undefined;
  for (const { day, short } of WEEKDAYS) {
    const names = porter.assignments
      .filter((a) => a.weekday === day)
      .map((a) => a.communityName)
      .join(', ');
    if (!names) {
      previous = undefined;
    } else if (previous?.names === names) {
      previous.last = short;
    } else {
      previous = { first: short, last: short, names };
      lines.push(previous);
    }
  }
  return lines.map((l) => `${l.first === l.last ? l.first : `${l.first}–${l.last}`}: ${l.names}`);
}

function Days({ porter }: { porter: Porter }) {
  const lines = daysOf(porter);
  if (lines.length === 0) return <span className="text-muted">{T.noDays}</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const COLUMNS: readonly Column<Porter>[] = [
  {
    header: 'Porter',
    cell: (p) => (
      <>
        <span className="font-medium text-ink">{porterName(p)}</span>
        <span className="block text-xs break-all text-muted">{p.email}</span>
        <span className="block text-xs text-muted">{p.phone}</span>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (p) => (
      <Badge variant={p.status === 'active' ? 'default' : 'warning'}>
        {T.statusLabel[p.status]}
      </Badge>
    ),
  },
  { header: 'Days', cell: (p) => <Days porter={p} /> },
  {
    header: 'Actions',
    cell: (p) => (
      <div className="flex flex-wrap gap-2">
        {p.status === 'invited' ? <ResendInvite porter={p} /> : null}
        <RemovePorter porter={p} />
      </div>
    ),
  },
];

/**
 * The crew (docs/product.md#crew-app): who is invited and who has signed in, the days each walks,
 * and a new link or removal for each. Removed porters are left out; inviting their email again
 * brings them back.
 */
export function PortersSection() {
  const porters = usePorters();
  return (
    <section aria-labelledby="porters-heading" className="grid gap-3">
      <h2 id="porters-heading" className="text-xl font-bold text-ink">
        Porters
      </h2>
      {porters.isError && !porters.data ? (
        <ListError
          error={porters.error}
          message={T.portersFetchFailed}
          onRetry={() => void porters.refetch()}
        />
      ) : porters.data ? (
        <DataTable
          caption="Porters"
          columns={COLUMNS}
          rows={porters.data.filter((p) => p.status !== 'deactivated')}
          empty={T.noPorters}
        />
      ) : (
        <Spinner label="Loading the crew" />
      )}
    </section>
  );
}

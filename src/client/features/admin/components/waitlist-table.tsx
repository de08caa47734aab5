import { Download, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { WAITLIST_ADMIN_TEXT as T } from '../../../../domain/admin-messages';
import type { OfficePath } from '../../../../domain/office';
import type { WaitlistZip } from '../../../../domain/schemas/waitlist';
import { AlertDialog, AlertDialogTrigger } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useNotifyWaitlist, useWaitlist, WAITLIST_CSV } from '../api/waitlist';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListError } from './list-error';

type Row = WaitlistZip & { id: number };

/** Where the office adds a ZIP code to the service area. */
const COMMUNITIES_PAGE: OfficePath = '/admin/communities';

/** Asks first, then emails the confirmed people waiting in a ZIP code we now serve. */
function NotifyButton({ row }: { row: WaitlistZip }) {
  const notify = useNotifyWaitlist();
  const [open, setOpen] = useState(false);
  if (!row.served || row.waiting === 0) return <span className="text-muted">-</span>;
  const send = () =>
    notify.mutate(row.zip, {
      onSuccess: (reply) => {
        setOpen(false);
        toast({ title: T.notifiedTitle, description: reply.message });
      },
      onError: (err) => {
        setOpen(false);
        toast({
          title: T.notifyFailedTitle,
          description: errorMessage(err, T.notifyFailedDefault),
          variant: 'destructive',
        });
      },
    });
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          // The label wraps in the narrow column of a phone's card rather than spill out.
          className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
          aria-label={`${T.notify} in ${row.zip}`}
        >
          <Send aria-hidden /> {T.notify}
        </Button>
      </AlertDialogTrigger>
      <ConfirmDialogContent
        title={T.notify}
        description={T.notifyConfirm(row.zip, row.waiting)}
        cancelLabel="Go Back"
        confirmLabel="Send the Emails"
        pending={notify.isPending}
        pendingLabel="Sending"
        onConfirm={send}
      />
    </AlertDialog>
  );
}

const COLUMNS: readonly Column<Row>[] = [
  { header: 'ZIP', cell: (r) => <span className="font-medium text-ink">{r.zip}</span> },
  {
    header: 'Service',
    cell: (r) => (
      <Badge variant={r.served ? 'default' : 'secondary'} className="normal-case">
        {r.served ? T.served : T.notServed}
      </Badge>
    ),
    className: 'whitespace-nowrap',
  },
  { header: 'Waiting', cell: (r) => r.waiting },
  { header: 'Not confirmed', cell: (r) => r.unconfirmed },
  { header: 'Apartments', cell: (r) => r.apartments },
  { header: 'Houses', cell: (r) => r.houses },
  { header: 'Emailed', cell: (r) => r.emailed },
  { header: 'Action', cell: (r) => <NotifyButton row={r} /> },
];

/** People waiting for us, per ZIP code, most waiting first (docs/product.md#waitlist). */
export function WaitlistTable() {
  const waitlist = useWaitlist();
  const rows: Row[] = (waitlist.data ?? []).map((row, i) => ({ ...row, id: i }));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">
          Waiting counts confirmed emails we have not written to yet; apartments and houses split
          them. Once we serve a ZIP code (add it on{' '}
          <Link to={COMMUNITIES_PAGE} className="font-semibold text-brand-700 underline">
            Communities
          </Link>
          ), email everyone waiting there.
        </p>
        <Button asChild variant="outline">
          <a href={WAITLIST_CSV} download>
            <Download aria-hidden /> {T.exportLabel}
          </a>
        </Button>
      </div>
      {waitlist.isPending ? (
        <Spinner label="Loading the waitlist" />
      ) : waitlist.isError ? (
        <ListError
          error={waitlist.error}
          message={T.fetchFailed}
          onRetry={() => void waitlist.refetch()}
        />
      ) : (
        <DataTable caption="Waitlist by ZIP code" columns={COLUMNS} rows={rows} empty={T.empty} />
      )}
    </div>
  );
}

import { History } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { MESSAGES } from '../../../../domain/messages';
import type { ServiceDetailChange } from '../../../../domain/schemas/service-details';
import { SERVICE_DETAIL_LABELS } from '../../../../domain/service-details';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useServiceHistory } from '../api/get-service-history';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const shown = (value: string) => value || ADMIN_TEXT.historyEmptyValue;

function Change({ change, customerName }: { change: ServiceDetailChange; customerName: string }) {
  const by = {
    you: ADMIN_TEXT.historyByYou,
    office: ADMIN_TEXT.historyByOffice,
    customer: customerName,
  }[change.changedBy];
  return (
    <li className="border-b border-slate-200 py-3 last:border-b-0">
      <p className="text-sm font-semibold text-ink">{SERVICE_DETAIL_LABELS[change.field]}</p>
      <p className="text-sm wrap-anywhere">
        <span className="text-muted line-through">{shown(change.oldValue)}</span>
        <span aria-hidden> → </span>
        <span className="sr-only"> changed to </span>
        <span className="font-medium">{shown(change.newValue)}</span>
      </p>
      <p className="text-xs text-muted">
        {by} · {when(change.changedAt)}
      </p>
    </li>
  );
}

/** Who changed what in one customer's service details, and when (the office's Customers page). */
export function ServiceHistoryDialog({ userId, name }: { userId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const history = useServiceHistory(userId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={ADMIN_TEXT.historyButtonLabel(name)}>
          <History aria-hidden /> {ADMIN_TEXT.historyButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{ADMIN_TEXT.historyTitle(name)}</DialogTitle>
          <DialogDescription>{ADMIN_TEXT.historyDescription}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Spinner label="Loading the history" />
        ) : history.isError ? (
          <RetryAlert
            message={MESSAGES.serviceHistoryFailed}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.changes.length === 0 ? (
          <p className="text-sm text-muted">{MESSAGES.serviceHistoryEmpty}</p>
        ) : (
          <ul aria-label="Changes">
            {history.data.changes.map((change, i) => (
              <Change key={i} change={change} customerName={history.data.customerName} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

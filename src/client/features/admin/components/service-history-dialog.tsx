import { History } from 'lucide-react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { MESSAGES } from '../../../../domain/messages';
import type { ServiceDetailChange } from '../../../../domain/schemas/service-details';
import { SERVICE_DETAIL_LABELS } from '../../../../domain/service-details';
import { useServiceHistory } from '../api/get-service-history';
import { CustomerRecordDialog } from './customer-record-dialog';

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
export function ServiceHistoryDialog({
  userId,
  name,
  iconOnly,
}: {
  userId: number;
  name: string;
  iconOnly?: boolean;
}) {
  return (
    <CustomerRecordDialog
      userId={userId}
      iconOnly={iconOnly}
      useRecord={useServiceHistory}
      icon={History}
      buttonText={ADMIN_TEXT.historyButton}
      buttonLabel={ADMIN_TEXT.historyButtonLabel(name)}
      title={ADMIN_TEXT.historyTitle(name)}
      description={ADMIN_TEXT.historyDescription}
      loadingLabel="Loading the history"
      failedMessage={MESSAGES.serviceHistoryFailed}
    >
      {(history) =>
        history.changes.length === 0 ? (
          <p className="text-sm text-muted">{MESSAGES.serviceHistoryEmpty}</p>
        ) : (
          <ul aria-label="Changes">
            {history.changes.map((change, i) => (
              <Change key={i} change={change} customerName={history.customerName} />
            ))}
          </ul>
        )
      }
    </CustomerRecordDialog>
  );
}

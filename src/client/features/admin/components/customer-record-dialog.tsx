import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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

/**
 * A record of one customer that the office's Customers page opens from a row (their service
 * history, their notifications): a labelled button, then a dialog that reads the record only once
 * open, with its loading and failed states.
 */
export function CustomerRecordDialog<T>({
  userId,
  useRecord,
  icon: Icon,
  buttonText,
  buttonLabel,
  title,
  description,
  loadingLabel,
  failedMessage,
  iconOnly = false,
  children,
}: {
  userId: number;
  /** The hook that reads the record; `open` says whether it is wanted yet. */
  useRecord: (userId: number, open: boolean) => UseQueryResult<T>;
  icon: LucideIcon;
  buttonText: string;
  /** The button's accessible name, which says whose record it opens. */
  buttonLabel: string;
  title: string;
  description: string;
  loadingLabel: string;
  failedMessage: string;
  /** In the table's one-line row the button is its icon, its word in the tooltip. */
  iconOnly?: boolean;
  children: (record: T) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const record = useRecord(userId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {iconOnly ? (
          <Button
            variant="outline"
            size="sm"
            className="h-8 px-2"
            aria-label={buttonLabel}
            title={buttonText}
          >
            <Icon aria-hidden />
          </Button>
        ) : (
          <Button variant="outline" size="sm" aria-label={buttonLabel}>
            <Icon aria-hidden /> {buttonText}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {record.isPending ? (
          <Spinner label={loadingLabel} />
        ) : record.isError ? (
          <RetryAlert message={failedMessage} onRetry={() => void record.refetch()} />
        ) : (
          children(record.data)
        )}
      </DialogContent>
    </Dialog>
  );
}

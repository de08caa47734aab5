import { useEffect } from 'react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { toast } from '../../../lib/toast-store';

/**
 * A list that failed to load: the 'Error Loading Data' toast once per failure, and the
 * message in place of the table with a way to try again (never a fake sample row).
 */
export function ListError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  useEffect(() => {
    if (error)
      toast({ title: ADMIN_TEXT.loadErrorTitle, description: message, variant: 'destructive' });
  }, [error, message]);
  return (
    <RetryAlert message={message} onRetry={onRetry} className="rounded-lg border border-red-200" />
  );
}

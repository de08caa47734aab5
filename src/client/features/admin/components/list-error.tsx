import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';

/**
 * A list that failed to load: the spec's 'Error Loading Data' toast once per failure, and the
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
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0" />
      <span className="font-medium">{message}</span>
      <Button size="sm" variant="outline" className="ml-auto" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Loading and error states of one portal query, with a retry; children render the data. */
export function QueryState({
  isPending,
  isError,
  loadingLabel,
  errorText,
  onRetry,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  loadingLabel: string;
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isPending) return <Spinner label={loadingLabel} />;
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-4 text-sm text-red-800"
      >
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        <span className="font-medium">{errorText}</span>
        <Button size="sm" variant="outline" className="ml-auto" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  return children;
}

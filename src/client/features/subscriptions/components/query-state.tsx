import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/ui/retry-alert';
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
  if (isError) return <RetryAlert message={errorText} onRetry={onRetry} />;
  return children;
}

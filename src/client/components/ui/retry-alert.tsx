import { TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useSiteText } from '../../lib/site-text-context';
import { Button } from './button';

/** Something failed to load: what, and a Try Again button, in place of the missing content. */
export function RetryAlert({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useSiteText();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-4 text-sm text-red-800',
        className,
      )}
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0" />
      <span className="font-medium">{message}</span>
      <Button size="sm" variant="outline" className="ml-auto" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
    </div>
  );
}

import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a screen that is still loading (guards, first queries). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="[&_svg]:size-10" label={label} />
    </div>
  );
}

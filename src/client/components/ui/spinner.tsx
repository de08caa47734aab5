import { LoaderCircle } from 'lucide-react';
import { useContext, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SiteTextContext } from '../../lib/site-text-context';

/** `label`: what is loading, for screen readers; "Loading" in the page's language without one. */
export function Spinner({ className, label }: { className?: string; label?: ReactNode }) {
  const words = useContext(SiteTextContext);
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-600" />
      <span className="sr-only">{label ?? words?.t('portal.loading') ?? 'Loading'}</span>
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

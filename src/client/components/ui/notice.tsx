import { CircleCheck, Hourglass, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  success: { role: 'status', icon: CircleCheck, className: 'bg-brand-50 text-brand-800' },
  error: { role: 'alert', icon: TriangleAlert, className: 'bg-red-50 text-red-800' },
  // Half done: the rest is the reader's to do (a reply to a text, a link in an email).
  waiting: { role: 'status', icon: Hourglass, className: 'bg-amber-50 text-amber-950' },
} as const;

/**
 * A boxed outcome with an icon: what happened after a link was followed or a form sent. A
 * success is announced politely (status), a failure at once (alert).
 */
export function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  /** Another icon than the tone's own (a letter for "check your email"). */
  icon?: LucideIcon;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
}) {
  const { role, className } = TONES[tone];
  const Icon = icon ?? TONES[tone].icon;
  return (
    <div role={role} className={cn('flex gap-3 rounded-md p-4', className)}>
      <Icon aria-hidden className="size-6 shrink-0" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

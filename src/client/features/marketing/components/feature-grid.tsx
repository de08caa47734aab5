import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A card's title and words: a benefit or a step. */
type Benefit = { title: string; text: string };

/** Cards of title + text with an icon each; `numbered` shows the step number instead. */
export function FeatureGrid({
  items,
  icons,
  numbered = false,
  columns = 3,
}: {
  items: readonly Benefit[];
  icons?: readonly LucideIcon[];
  numbered?: boolean;
  columns?: 2 | 3 | 4 | 5;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        columns === 5 && 'lg:grid-cols-5',
      )}
    >
      {items.map((item, i) => {
        const Icon = icons?.[i];
        return (
          <li
            key={item.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden
              className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-lg font-bold text-white"
            >
              {Icon ? <Icon className="size-6" /> : i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">
              {numbered ? <span className="sr-only">Step {i + 1}: </span> : null}
              {item.title}
            </h3>
            <p className="mt-2 text-muted">{item.text}</p>
          </li>
        );
      })}
    </List>
  );
}

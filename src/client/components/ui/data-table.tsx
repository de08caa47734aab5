import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell on a phone's card, where there is room for what the table's row folds away. */
  phoneCell?: (row: T) => ReactNode;
  className?: string;
};

type ListProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  empty: string;
  busy?: boolean;
  /**
   * A list of many columns: cards until the desktop's full width (1280 px), where the table's
   * one-line rows fit beside the office's sidebar.
   */
  wide?: boolean;
};

/**
 * A plain, accessible table (caption, column headers) from the small breakpoint up, dense: a
 * row is one line where its cells allow, so a day's route fits a screen
 * (docs/decisions/047-office-record-numbers-and-dense-lists.md). On a phone the same rows as a
 * list of cards, each cell under its column's name, so nothing scrolls sideways. The previous
 * page stays visible and dimmed while the next one loads.
 */
export function DataTable<T extends { id: number }>(props: ListProps<T>) {
  const { caption, columns, rows, empty, busy, wide } = props;
  return (
    <>
      <PhoneCards {...props} />
      <div
        className={cn(
          'hidden overflow-x-auto rounded-lg border border-slate-200 bg-white transition-opacity',
          wide ? 'xl:block' : 'sm:block',
          busy && 'opacity-60',
        )}
        aria-busy={busy || undefined}
        // Narrower than the table between the phone breakpoint and 44rem, it scrolls sideways
        // there, so it must be reachable with the keyboard (axe).
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={cn('px-3 py-2.5 font-semibold whitespace-nowrap', c.className)}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {columns.map((c) => (
                    <td key={c.header} className={cn('px-3 py-2 align-middle', c.className)}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PhoneCards<T extends { id: number }>({
  caption,
  columns,
  rows,
  empty,
  busy,
  wide,
}: ListProps<T>) {
  const hidden = wide ? 'xl:hidden' : 'sm:hidden';
  if (rows.length === 0) {
    return (
      <p
        className={cn(
          'rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-sm text-muted',
          hidden,
        )}
      >
        {empty}
      </p>
    );
  }
  return (
    <ul
      aria-label={caption}
      aria-busy={busy || undefined}
      className={cn('space-y-3 transition-opacity', hidden, busy && 'opacity-60')}
    >
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2">
            {columns.map((c) => (
              <div key={c.header} className="contents">
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {c.header}
                </dt>
                <dd className="min-w-0 break-words">{(c.phoneCell ?? c.cell)(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

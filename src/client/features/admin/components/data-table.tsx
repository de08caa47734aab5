import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

/**
 * A plain, accessible table (caption, column headers) that scrolls sideways on a phone. The
 * previous page stays visible and dimmed while the next one loads.
 */
export function DataTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  empty,
  busy,
  rowClassName,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  empty: string;
  busy?: boolean;
  rowClassName?: (row: T) => string | undefined;
}) {
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-lg border border-slate-200 bg-white transition-opacity',
        busy && 'opacity-60',
      )}
      aria-busy={busy || undefined}
      // Scrolls sideways on a phone, so it must be reachable with the keyboard (axe).
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn('px-4 py-3 font-semibold', c.className)}>
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
              <tr key={row.id} className={cn('hover:bg-slate-50', rowClassName?.(row))}>
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-4 py-3 align-top', c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

import { Download } from 'lucide-react';
import { Suspense, useId, type ReactNode } from 'react';

export type SectionTable = {
  /** What the table holds, for screen readers. */
  caption: string;
  header: readonly string[];
  /** The first cell of each row names it (a month); the rest are figures. */
  rows: readonly (readonly string[])[];
};

/**
 * One block of the owner's numbers (docs/product.md#the-owners-numbers): its title, a sentence
 * saying what it shows, its chart, the same numbers as a table and their CSV. Every section of
 * the page, revenue, service or growth, is one of these.
 */
export function AnalyticsSection({
  title,
  summary,
  chart,
  table,
  csvHref,
}: {
  title: string;
  summary: string;
  /** The chart, described by the summary; a section that is a table already has none. */
  chart?: ReactNode;
  table: SectionTable;
  csvHref: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-title`} className="text-xl font-semibold text-ink">
          {title}
        </h3>
        <a
          href={csvHref}
          download
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
          aria-label={`Download CSV: ${title}`}
        >
          <Download aria-hidden className="size-4" /> Download CSV
        </a>
      </div>
      <p id={`${id}-summary`} className="mt-1 text-sm text-muted">
        {summary}
      </p>
      {chart ? (
        // Clipped: the chart takes its new width a moment after the window's, and its tooltip sits
        // near an edge; neither may push a phone's page sideways.
        <figure
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          className="mt-4 h-64 w-full min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white p-2 sm:h-72"
        >
          <Suspense fallback={null}>{chart}</Suspense>
        </figure>
      ) : null}
      <div
        className="mt-4 max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white"
        // A long table scrolls within its box (and sideways on a phone), so it must be reachable
        // with the keyboard.
        role="region"
        aria-label={table.caption}
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="sticky top-0 border-b border-slate-200 bg-slate-50 text-xs text-slate-700">
            <tr>
              {table.header.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {table.rows.map(([name, ...cells]) => (
              <tr key={name}>
                <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap text-ink">
                  {name}
                </th>
                {cells.map((cell, i) => (
                  <td
                    key={table.header[i + 1]}
                    className="px-3 py-1.5 whitespace-nowrap tabular-nums"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES } from '../../../../domain/paging';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';

/** "Showing 26–50 of 1,234", page size, previous and next. */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  capped,
  onPage,
  onPageSize,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  capped: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const hasNext = capped || page * pageSize < total;
  return (
    <nav
      aria-label={`${label} pages`}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
        {total.toLocaleString('en-US')}
        {capped ? '+' : ''}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2">
          <span>Rows</span>
          <Select
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            className="h-9 w-20"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </label>
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span>Page {page}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

import { Download, Filter, Search, X } from 'lucide-react';
import { useState } from 'react';
import { PLAN_LIST } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import type { Filters, ListState } from './use-list-params';

export type FilterField = 'status' | 'plan' | 'role' | 'city' | 'dates';

function FilterPanel({
  state,
  fields,
  statuses,
  dateLabel,
  anyStatusLabel,
}: {
  state: ListState;
  fields: readonly FilterField[];
  statuses: readonly string[];
  dateLabel: string;
  anyStatusLabel: string;
}) {
  const { filters, setFilter } = state;
  const field = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (e: { target: { value: string } }) => setFilter(key, e.target.value),
  });
  return (
    <div className="mt-3 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5">
      {fields.includes('status') ? (
        <label className="grid gap-1 text-sm font-medium">
          Status
          <Select {...field('status')}>
            <option value="">{anyStatusLabel}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1).replace('_', ' ')}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      {fields.includes('plan') ? (
        <label className="grid gap-1 text-sm font-medium">
          Plan
          <Select {...field('plan')}>
            <option value="">Any plan</option>
            {PLAN_LIST.map((p) => (
              <option key={p.planId} value={p.planId}>
                {p.title}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      {fields.includes('role') ? (
        <label className="grid gap-1 text-sm font-medium">
          Role
          <Select {...field('role')}>
            <option value="">Any role</option>
            <option value="customer">Customer</option>
            <option value="admin">Admin</option>
            <option value="porter">Porter</option>
          </Select>
        </label>
      ) : null}
      {fields.includes('city') ? (
        <label className="grid gap-1 text-sm font-medium">
          City
          <Input {...field('city')} placeholder="e.g. Katy" className="sm:h-10" />
        </label>
      ) : null}
      {fields.includes('dates') ? (
        <>
          <label className="grid gap-1 text-sm font-medium">
            {dateLabel} from
            <Input type="date" {...field('from')} className="sm:h-10" />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {dateLabel} to
            <Input type="date" {...field('to')} className="sm:h-10" />
          </label>
        </>
      ) : null}
      {state.activeFilters > 0 ? (
        <div className="flex items-end">
          <Button variant="ghost" size="sm" onClick={state.clearFilters}>
            <X aria-hidden /> Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Search, the Filter toggle and its panel, and Export CSV. */
export type ListToolbarProps = {
  label: string;
  state: ListState;
  fields: readonly FilterField[];
  statuses?: readonly string[];
  dateLabel?: string;
  /** What the empty status choice lists (the subscriptions list leaves unfinished checkouts out). */
  anyStatusLabel?: string;
  exportHref: string;
  exportLabel?: string;
  canExport: boolean;
};

export function ListToolbar({
  label,
  state,
  fields,
  statuses = [],
  dateLabel = 'Created',
  anyStatusLabel = 'Any status',
  exportHref,
  exportLabel = 'Export CSV',
  canExport,
}: ListToolbarProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-56">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            type="search"
            aria-label={`Search ${label}`}
            placeholder={`Search ${label.toLowerCase()}…`}
            value={state.filters.q}
            onChange={(e) => state.setFilter('q', e.target.value)}
            className="pl-9 sm:h-10"
          />
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="sm:h-10"
        >
          <Filter aria-hidden /> Filter
          {state.activeFilters ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
              {state.activeFilters}
            </span>
          ) : null}
        </Button>
        {canExport ? (
          <Button asChild variant="outline" className="sm:h-10">
            <a href={exportHref} download>
              <Download aria-hidden /> {exportLabel}
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled className="sm:h-10">
            <Download aria-hidden /> {exportLabel}
          </Button>
        )}
      </div>
      {open ? (
        <FilterPanel
          state={state}
          fields={fields}
          statuses={statuses}
          dateLabel={dateLabel}
          anyStatusLabel={anyStatusLabel}
        />
      ) : null}
    </div>
  );
}

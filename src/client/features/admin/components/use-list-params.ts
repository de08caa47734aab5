import { useDeferredValue, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/paging';
import type { ListParams } from '../api/admin-lists';

export type Filters = {
  q: string;
  status: string;
  plan: string;
  role: string;
  city: string;
  from: string;
  to: string;
};

const NO_FILTERS: Filters = { q: '', status: '', plan: '', role: '', city: '', from: '', to: '' };

/**
 * The state of one admin list: search, filters, page and page size. Any filter change goes back
 * to page 1; the search is deferred so typing stays smooth while the list catches up.
 */
export function useListParams() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const q = useDeferredValue(filters.q.trim());

  const params: ListParams = { ...filters, q, page, pageSize };
  const active = Object.entries(filters).filter(([key, v]) => key !== 'q' && v !== '').length;

  return {
    filters,
    params,
    page,
    pageSize,
    activeFilters: active,
    setFilter: (key: keyof Filters, value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    clearFilters: () => {
      setFilters((f) => ({ ...NO_FILTERS, q: f.q }));
      setPage(1);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

export type ListState = ReturnType<typeof useListParams>;

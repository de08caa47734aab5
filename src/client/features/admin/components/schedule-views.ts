import { addDays } from '../../../../domain/pickup-calendar';
import type { ListParams } from '../api/admin-lists';

export const SCHEDULE_VIEWS = ['upcoming', 'past', 'all'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

const later = (a: unknown, b: string) => (typeof a === 'string' && a > b ? a : b);
const earlier = (a: unknown, b: string) => (typeof a === 'string' && a !== '' && a < b ? a : b);

/**
 * What the schedules list asks for in each view, `today` being the service day in
 * America/Chicago: upcoming is today on, soonest first; past is before today, latest first; all
 * dates latest first. A date range from the Filter panel narrows the view, never widens it.
 */
export function scheduleScope(view: ScheduleView, today: string) {
  return (params: ListParams): ListParams => {
    const base = { ...params, sort: 'serviceDate' };
    if (view === 'upcoming') return { ...base, from: later(params.from, today), dir: 'asc' };
    if (view === 'past') {
      return { ...base, to: earlier(params.to, addDays(today, -1)), dir: 'desc' };
    }
    return { ...base, dir: 'desc' };
  };
}

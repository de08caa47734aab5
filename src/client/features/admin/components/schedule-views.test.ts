import { describe, expect, test } from 'vitest';
import { scheduleScope } from './schedule-views';

const TODAY = '2026-11-23';

describe('the schedules list views', () => {
  test('upcoming starts today, soonest first', () => {
    expect(scheduleScope('upcoming', TODAY)({ q: '', page: 1 })).toEqual({
      q: '',
      page: 1,
      sort: 'serviceDate',
      from: TODAY,
      dir: 'asc',
    });
  });

  test('past ends yesterday, latest first', () => {
    expect(scheduleScope('past', TODAY)({ from: '' })).toEqual({
      from: '',
      sort: 'serviceDate',
      to: '2026-11-22',
      dir: 'desc',
    });
  });

  test('all dates, latest first, with the filter dates as they are', () => {
    expect(scheduleScope('all', TODAY)({ from: '2026-01-01', to: '' })).toEqual({
      from: '2026-01-01',
      to: '',
      sort: 'serviceDate',
      dir: 'desc',
    });
  });

  test('a filter range narrows a view and never reaches past its edge', () => {
    const upcoming = scheduleScope('upcoming', TODAY);
    expect(upcoming({ from: '2026-12-01', to: '2026-12-31' })).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(upcoming({ from: '2026-11-01' })).toMatchObject({ from: TODAY });

    const past = scheduleScope('past', TODAY);
    expect(past({ to: '2026-11-01' })).toMatchObject({ to: '2026-11-01' });
    expect(past({ to: '2026-12-31' })).toMatchObject({ to: '2026-11-22' });
  });
});

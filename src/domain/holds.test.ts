import { describe, expect, test } from 'vitest';
import {
  holdDays,
  holdDaysLeft,
  holdDaysLeftFor,
  holdRangeLabel,
  holdsOverlap,
  pauseChanges,
  pauseDaysLeft,
  pausedDays,
  serviceDayStart,
  skippedPickups,
} from './holds.ts';

describe('holds', () => {
  test('a hold runs from its first day up to the day before the return', () => {
    const hold = { startsOn: '2026-12-20', returnsOn: '2027-01-04' };
    expect(holdDays(hold)).toBe(15);
    expect(holdRangeLabel(hold)).toBe('Dec 20 – Jan 3');
    expect(holdsOverlap(hold, { startsOn: '2027-01-03', returnsOn: '2027-01-05' })).toBe(true);
    // Back-to-back holds do not overlap: the next may start on the return day.
    expect(holdsOverlap(hold, { startsOn: '2027-01-04', returnsOn: '2027-01-05' })).toBe(false);
  });

  test('a service day starts at midnight in America/Chicago, in summer and in winter time', () => {
    expect(serviceDayStart('2026-12-20').toISOString()).toBe('2026-12-20T06:00:00.000Z');
    expect(serviceDayStart('2026-07-04').toISOString()).toBe('2026-07-04T05:00:00.000Z');
    // The day the clocks go back still starts at midnight summer time.
    expect(serviceDayStart('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  test('the pickups skipped are the plan days without holidays, from the first servable day', () => {
    const now = new Date('2026-12-01T15:00:00Z'); // 9am in Katy
    // Standard: Mon/Wed/Fri; Christmas (Fri Dec 25) has no pickup anyway.
    expect(
      skippedPickups('standard', { startsOn: '2026-12-21', returnsOn: '2026-12-28' }, now),
    ).toEqual(['2026-12-21', '2026-12-23']);
    // A hold from today after the noon window skips from tomorrow.
    const afternoon = new Date('2026-12-07T20:00:00Z'); // Mon 2pm in Katy
    expect(
      skippedPickups('standard', { startsOn: '2026-12-07', returnsOn: '2026-12-10' }, afternoon),
    ).toEqual(['2026-12-09']);
  });

  test('days left count used days, the hold in progress and holds booked in that year', () => {
    const holds = [
      { id: 1, startsOn: '2026-12-20', returnsOn: '2027-01-04' },
      { id: 2, startsOn: '2027-02-01', returnsOn: '2027-02-06' },
    ];
    const book = { year: 2026, usedThisYear: 10, holds };
    expect(holdDaysLeft(book, 2026)).toBe(5);
    expect(holdDaysLeft(book, 2026, 1)).toBe(20);
    expect(holdDaysLeft(book, 2027)).toBe(25);
    const now = new Date('2026-12-01T15:00:00Z');
    expect(holdDaysLeftFor({ pauseDaysLeft: 5, holds }, '2026-12-10', now)).toBe(5);
    expect(holdDaysLeftFor({ pauseDaysLeft: 5, holds }, '2026-12-10', now, 1)).toBe(20);
    expect(holdDaysLeftFor({ pauseDaysLeft: 5, holds }, '2027-03-01', now)).toBe(25);
  });

  test('a hold ended by a late sweep counts no day past its return', () => {
    const pausedAt = new Date('2026-12-01T16:00:00Z');
    const endsAt = serviceDayStart('2026-12-05');
    const state = {
      status: 'paused',
      pausedAt,
      pauseEndsAt: endsAt,
      pauseYear: 2026,
      pauseDaysUsed: 0,
    };
    const late = new Date(endsAt.getTime() + 50 * 60_000);
    expect(pauseChanges(state, 'active', late).pauseDaysUsed).toBe(4);
    const early = new Date('2026-12-02T16:00:00Z');
    expect(pauseChanges(state, 'active', early).pauseDaysUsed).toBe(1);
  });
});

const DAY = 24 * 60 * 60_000;
const now = new Date('2026-06-15T15:00:00Z');

describe('the yearly pause allowance', () => {
  test('a fresh subscription has 30 days; days used this year count, last year’s do not', () => {
    expect(pauseDaysLeft({ pausedAt: null, pauseYear: null, pauseDaysUsed: 0 }, now)).toBe(30);
    expect(pauseDaysLeft({ pausedAt: null, pauseYear: 2026, pauseDaysUsed: 12 }, now)).toBe(18);
    expect(pauseDaysLeft({ pausedAt: null, pauseYear: 2025, pauseDaysUsed: 30 }, now)).toBe(30);
    expect(pauseDaysLeft({ pausedAt: null, pauseYear: 2026, pauseDaysUsed: 30 }, now)).toBe(0);
  });

  test('the year is the Katy calendar year: 9pm on Dec 31 in Katy is still the old year', () => {
    const newYearsEveKaty = new Date('2027-01-01T03:00:00Z');
    expect(
      pauseDaysLeft({ pausedAt: null, pauseYear: 2026, pauseDaysUsed: 30 }, newYearsEveKaty),
    ).toBe(0);
  });

  test('any part of a day counts as a day paused', () => {
    expect(pausedDays(new Date(now.getTime() - 60_000), now)).toBe(1);
    expect(pausedDays(new Date(now.getTime() - DAY - 1), now)).toBe(2);
    expect(pausedDays(new Date(now.getTime() - 3 * DAY), now)).toBe(3);
  });

  test('pausing sets the automatic end to when the allowance runs out', () => {
    const changes = pauseChanges(
      { status: 'active', pausedAt: null, pauseYear: 2026, pauseDaysUsed: 20 },
      'paused',
      now,
    );
    expect(changes).toEqual({
      pausedAt: now,
      pauseEndsAt: new Date(now.getTime() + 10 * DAY),
      pauseYear: 2026,
      pauseDaysUsed: 20,
    });
  });

  test('ending a pause adds its days to the year, capped at the allowance', () => {
    const pausedAt = new Date(now.getTime() - 4 * DAY);
    const state = { status: 'paused', pausedAt, pauseYear: 2026, pauseDaysUsed: 5 };
    expect(pauseChanges(state, 'active', now)).toEqual({
      pausedAt: null,
      pauseEndsAt: null,
      pauseDaysUsed: 9,
    });
    expect(pauseChanges({ ...state, pauseDaysUsed: 28 }, 'cancelled', now).pauseDaysUsed).toBe(30);
  });

  test('other changes leave the pause columns alone', () => {
    expect(
      pauseChanges(
        { status: 'active', pausedAt: null, pauseYear: null, pauseDaysUsed: 0 },
        'cancelled',
        now,
      ),
    ).toEqual({});
  });
});

import { describe, expect, test } from 'vitest';
import { pauseChanges, pauseDaysLeft, pausedDays } from './pause-allowance.ts';

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

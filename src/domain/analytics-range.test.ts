import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  defaultRange,
  fillRange,
  monthsInRange,
  previousRange,
  rangeProblem,
  weekStartOf,
  weeksInRange,
} from './analytics-range.ts';
import { AnalyticsRangeQuerySchema } from './schemas/analytics.ts';

describe('the span the owner reads', () => {
  it('compares a span with the span of the same length just before it', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(daysInRange({ from: '2024-02-28', to: '2024-03-01' })).toBe(3);
  });

  it('opens on the twelve months up to today, across a new year', () => {
    expect(defaultRange('2026-12-07')).toEqual({ from: '2026-01-01', to: '2026-12-07' });
    expect(defaultRange('2026-03-15')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
  });

  it('lists the months and the Monday-started weeks a span touches', () => {
    expect(monthsInRange({ from: '2025-11-20', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
    expect(weeksInRange({ from: '2026-12-01', to: '2026-12-14' })).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
  });

  it('fills a missing end: the last day is today, the first opens twelve months', () => {
    const today = '2026-12-07';
    expect(fillRange({}, today)).toEqual({ from: '2026-01-01', to: today });
    expect(fillRange({ from: '2026-06-15' }, today)).toEqual({ from: '2026-06-15', to: today });
    expect(fillRange({ to: '2025-03-31' }, today)).toEqual({
      from: '2024-04-01',
      to: '2025-03-31',
    });
  });

  it('reads a span that runs past today, not one that starts after it', () => {
    const today = '2026-12-07';
    expect(rangeProblem({ from: '2026-12-01', to: '2026-12-31' }, today)).toBeNull();
    expect(rangeProblem({ from: '2026-12-08', to: '2026-12-31' }, today)).toBe('future');
    expect(rangeProblem({ from: '2026-12-08', to: '2026-12-01' }, today)).toBe('future');
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-01' }, today)).toBe('order');
    expect(rangeProblem({ from: '2023-01-01', to: '2026-12-07' }, today)).toBe('tooLong');
  });

  it('refuses a span backwards, longer than three years or after today, with a message', () => {
    const backwards = AnalyticsRangeQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.error?.issues[0]?.message).toBe('The first day must come before the last day');
    const long = AnalyticsRangeQuerySchema.safeParse({ from: '2020-01-01', to: '2026-01-01' });
    expect(long.error?.issues[0]?.message).toBe('Choose at most three years');
    const future = AnalyticsRangeQuerySchema.safeParse({ from: '2090-01-01' });
    expect(future.error?.issues[0]?.message).toBe('The first day must be today or before');
    const malformed = AnalyticsRangeQuerySchema.safeParse({ from: '2090-13-01' });
    expect(malformed.error?.issues.map((i) => i.message)).toEqual(['Choose the first day']);
    expect(AnalyticsRangeQuerySchema.safeParse({}).success).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import {
  agingBucket,
  daysInMonth,
  formatMonth,
  invoiceLinesFileName,
  previousMonth,
  proratedCents,
  servedInMonth,
} from './property-invoices.ts';

describe('the days a door was served in a month', () => {
  test.each([
    [
      'all month',
      { firstDay: '2026-10-01', lastDay: null },
      '2026-11',
      ['2026-11-01', '2026-11-30', 30],
    ],
    [
      'moving in mid-month',
      { firstDay: '2026-11-12', lastDay: null },
      '2026-11',
      ['2026-11-12', '2026-11-30', 19],
    ],
    [
      'moving out mid-month',
      { firstDay: '2026-09-01', lastDay: '2026-11-20' },
      '2026-11',
      ['2026-11-01', '2026-11-20', 20],
    ],
    [
      'in and out in the month',
      { firstDay: '2026-12-10', lastDay: '2026-12-10' },
      '2026-12',
      ['2026-12-10', '2026-12-10', 1],
    ],
    [
      'a 31-day month',
      { firstDay: '2026-01-01', lastDay: null },
      '2026-12',
      ['2026-12-01', '2026-12-31', 31],
    ],
    [
      'February',
      { firstDay: '2027-02-15', lastDay: null },
      '2027-02',
      ['2027-02-15', '2027-02-28', 14],
    ],
    [
      'a leap February',
      { firstDay: '2028-01-31', lastDay: null },
      '2028-02',
      ['2028-02-01', '2028-02-29', 29],
    ],
  ] as const)('%s', (_name, door, month, [firstDay, lastDay, days]) => {
    expect(servedInMonth(door, month)).toEqual({ firstDay, lastDay, days });
  });

  test('a door not yet started, or ended before the month, is not served in it', () => {
    expect(servedInMonth({ firstDay: '2026-12-05', lastDay: null }, '2026-11')).toBeNull();
    expect(servedInMonth({ firstDay: '2026-09-01', lastDay: '2026-10-31' }, '2026-11')).toBeNull();
    // Ended the day before it started: enrolled and moved out before its first day.
    expect(servedInMonth({ firstDay: '2026-11-10', lastDay: '2026-11-09' }, '2026-11')).toBeNull();
  });
});

describe('a door’s charge', () => {
  test('is the rate for a whole month', () => {
    expect(proratedCents(1250, 30, 30)).toBe(1250);
    expect(proratedCents(1250, 28, 28)).toBe(1250);
  });
  test('is rounded to the cent, a half cent up', () => {
    // 1250 × 19 / 30 = 791.67
    expect(proratedCents(1250, 19, 30)).toBe(792);
    // 1250 × 20 / 30 = 833.33
    expect(proratedCents(1250, 20, 30)).toBe(833);
    // 1001 × 15 / 30 = 500.5
    expect(proratedCents(1001, 15, 30)).toBe(501);
    // 1250 × 10 / 31 = 403.23
    expect(proratedCents(1250, 10, 31)).toBe(403);
    expect(proratedCents(1250, 14, 28)).toBe(625);
  });
});

describe('months', () => {
  test('have their days, their names and their previous month', () => {
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });
});

describe('aging', () => {
  test.each([
    ['2026-12-10', 'current'],
    ['2026-12-07', 'current'],
    ['2026-12-06', 'late30'],
    ['2026-11-07', 'late30'],
    ['2026-11-06', 'late60'],
    ['2026-10-08', 'late60'],
    ['2026-10-07', 'later'],
  ] as const)('due %s is %s on 2026-12-07', (dueOn, bucket) => {
    expect(agingBucket(dueOn, '2026-12-07')).toBe(bucket);
  });
});

test('the lines file is named for the community and the month', () => {
  expect(invoiceLinesFileName('Cinco Ranch Commons', '2026-11')).toBe(
    'invoice-cinco-ranch-commons-2026-11.csv',
  );
});

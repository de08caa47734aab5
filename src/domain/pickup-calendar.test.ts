import { describe, expect, test } from 'vitest';
import {
  addDays,
  firstServiceDate,
  formatServiceDate,
  isPickupDay,
  nextPickupDate,
  pickupDatesFrom,
  serviceClock,
  serviceHolidays,
  weekdayOf,
} from './pickup-calendar.ts';

// 2026-03-02 is a Monday. Chicago is UTC-6 until DST starts on 2026-03-08, UTC-5 after.
const chicago = (isoLocal: string, offset = '-06:00') => new Date(`${isoLocal}${offset}`);

describe('nextPickupDate', () => {
  test('today, when it is a plan day and the noon window is still open', () => {
    expect(nextPickupDate('basic', chicago('2026-03-02T11:59:00'))).toBe('2026-03-02');
  });

  test('the next plan day once the window has closed', () => {
    expect(nextPickupDate('basic', chicago('2026-03-02T12:00:00'))).toBe('2026-03-05');
    expect(nextPickupDate('standard', chicago('2026-03-02T13:00:00'))).toBe('2026-03-04');
    expect(nextPickupDate('premium', chicago('2026-03-02T18:00:00'))).toBe('2026-03-03');
  });

  test('skips the weekend: Friday afternoon and Saturday go to Monday', () => {
    expect(nextPickupDate('premium', chicago('2026-03-06T15:00:00'))).toBe('2026-03-09');
    expect(nextPickupDate('standard', chicago('2026-03-07T09:00:00'))).toBe('2026-03-09');
    expect(nextPickupDate('basic', chicago('2026-03-06T08:00:00'))).toBe('2026-03-09');
  });

  test('uses the Chicago calendar day, not UTC: 8pm Sunday in Katy is already Monday in UTC', () => {
    const sundayEvening = new Date('2026-03-09T01:00:00Z');
    expect(nextPickupDate('premium', sundayEvening)).toBe('2026-03-09');
  });

  test('follows daylight saving time (window closes at noon local, UTC-5)', () => {
    expect(nextPickupDate('premium', chicago('2026-03-10T11:30:00', '-05:00'))).toBe('2026-03-10');
    expect(nextPickupDate('premium', chicago('2026-03-10T12:30:00', '-05:00'))).toBe('2026-03-11');
  });
});

test('formatServiceDate names the weekday of the service date', () => {
  expect(formatServiceDate('2026-03-05')).toBe('Thursday, March 5');
});

describe('serviceClock', () => {
  test('reads the Chicago wall clock, asked in any order, through the switch to daylight time', () => {
    const at = (iso: string) => serviceClock(new Date(iso));
    // 2am CST on 2026-03-08 is 08:00 UTC; the clock jumps to 3am.
    expect(at('2026-03-08T07:59:59.999Z')).toEqual({ date: '2026-03-08', hour: 1 });
    expect(at('2026-03-08T07:45:00.000Z')).toEqual({ date: '2026-03-08', hour: 1 });
    expect(at('2026-03-08T08:00:00.000Z')).toEqual({ date: '2026-03-08', hour: 3 });
    expect(at('2026-03-08T07:59:59.999Z')).toEqual({ date: '2026-03-08', hour: 1 });
    expect(at('2026-03-09T04:59:59.999Z')).toEqual({ date: '2026-03-08', hour: 23 });
    expect(at('2026-03-09T05:00:00.000Z')).toEqual({ date: '2026-03-09', hour: 0 });
  });

  test('what a caller does with the answer does not change the next one', () => {
    const first = serviceClock(new Date('2026-03-02T18:00:00Z'));
    first.hour = 99;
    expect(serviceClock(new Date('2026-03-02T18:01:00Z'))).toEqual({
      date: '2026-03-02',
      hour: 12,
    });
  });
});

describe('serviceHolidays', () => {
  const dates = (year: number) =>
    Object.fromEntries(serviceHolidays(year).map((h) => [h.name, h.date]));

  test('2025 and 2026, including the moving Mondays and Thursdays', () => {
    expect(dates(2025)).toEqual({
      "New Year's Day": '2025-01-01',
      'Memorial Day': '2025-05-26',
      'Independence Day': '2025-07-04',
      'Labor Day': '2025-09-01',
      'Thanksgiving Day': '2025-11-27',
      'Christmas Day': '2025-12-25',
    });
    expect(dates(2026)).toMatchObject({
      'Memorial Day': '2026-05-25',
      'Labor Day': '2026-09-07',
      'Thanksgiving Day': '2026-11-26',
    });
  });

  test('months where the rule lands on the edges: May 31 Memorial Day, Sept 1 Labor Day, Nov 22 Thanksgiving', () => {
    expect(dates(2027)['Memorial Day']).toBe('2027-05-31');
    expect(dates(2025)['Labor Day']).toBe('2025-09-01');
    expect(dates(2029)['Thanksgiving Day']).toBe('2029-11-22');
    expect(dates(2024)['Thanksgiving Day']).toBe('2024-11-28');
  });

  test('every year: Memorial and Labor Day are Mondays, Thanksgiving the fourth Thursday', () => {
    for (let year = 2020; year <= 2060; year++) {
      const d = dates(year);
      expect(weekdayOf(d['Memorial Day']!)).toBe(1);
      expect(addDays(d['Memorial Day']!, 7).slice(5, 7)).toBe('06');
      expect(weekdayOf(d['Labor Day']!)).toBe(1);
      expect(Number(d['Labor Day']!.slice(8))).toBeLessThanOrEqual(7);
      expect(weekdayOf(d['Thanksgiving Day']!)).toBe(4);
      expect(Number(d['Thanksgiving Day']!.slice(8))).toBeGreaterThanOrEqual(22);
      expect(Number(d['Thanksgiving Day']!.slice(8))).toBeLessThanOrEqual(28);
    }
  });
});

describe('holidays in the pickup calendar', () => {
  test('Thanksgiving 2026 (a Thursday) is skipped: Basic goes from Monday to the next Monday', () => {
    expect(isPickupDay('basic', '2026-11-26')).toBe(false);
    expect(nextPickupDate('basic', chicago('2026-11-23T13:00:00'))).toBe('2026-11-30');
    expect(nextPickupDate('premium', chicago('2026-11-25T12:00:00'))).toBe('2026-11-27');
  });

  test('a holiday Monday rolls to the next plan day', () => {
    // Labor Day 2026-09-07: Standard's next day after the weekend is Wednesday.
    expect(nextPickupDate('standard', chicago('2026-09-04T15:00:00', '-05:00'))).toBe('2026-09-09');
    expect(nextPickupDate('basic', chicago('2026-09-05T10:00:00', '-05:00'))).toBe('2026-09-10');
  });

  test('Christmas and New Year on weekdays roll over the year end', () => {
    // 2026-12-25 is a Friday, 2027-01-01 a Friday.
    expect(nextPickupDate('standard', chicago('2026-12-23T12:30:00'))).toBe('2026-12-28');
    expect(nextPickupDate('standard', chicago('2026-12-30T12:30:00'))).toBe('2027-01-04');
  });
});

describe('pickupDatesFrom', () => {
  test('two weeks of Standard from Monday 2026-11-23, minus nothing but the weekend', () => {
    expect(pickupDatesFrom('standard', '2026-11-23', 14)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
  });

  test('never a weekend, never a holiday, for any plan over a whole year', () => {
    for (const plan of ['basic', 'standard', 'premium'] as const) {
      const dates = pickupDatesFrom(plan, '2026-01-01', 365);
      const holidays = new Set(serviceHolidays(2026).map((h) => h.date));
      expect(dates.some((d) => weekdayOf(d) > 5 || holidays.has(d))).toBe(false);
    }
    // Premium: 261 weekdays in 2026 less the 6 holidays, all on weekdays this year except July 4.
    expect(pickupDatesFrom('premium', '2026-01-01', 365)).toHaveLength(261 - 5);
  });
});

test('firstServiceDate: today until noon in Katy, tomorrow after', () => {
  expect(firstServiceDate(chicago('2026-11-23T11:59:59'))).toBe('2026-11-23');
  expect(firstServiceDate(chicago('2026-11-23T12:00:00'))).toBe('2026-11-24');
  // Across the autumn DST change (2026-11-01): noon CST is 18:00 UTC.
  expect(firstServiceDate(new Date('2026-11-02T17:59:00Z'))).toBe('2026-11-02');
  expect(firstServiceDate(new Date('2026-11-02T18:00:00Z'))).toBe('2026-11-03');
});

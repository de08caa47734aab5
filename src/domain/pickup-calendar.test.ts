import { describe, expect, test } from 'vitest';
import { formatServiceDate, nextPickupDate } from './pickup-calendar.ts';

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

import { describe, expect, it } from 'vitest';
import { formatNumber, formatWeek } from './format';

describe("a chart's numbers", () => {
  it('group thousands and keep one decimal', () => {
    expect(formatNumber(100_000)).toBe('100,000');
    expect(formatNumber(11.63)).toBe('11.6');
    expect(formatNumber(0)).toBe('0');
  });

  it('keep the first two digits of a small rate, so an axis does not read 0, 0, 0', () => {
    expect(formatNumber(0.0025)).toBe('0.0025');
    expect(formatNumber(0.000617)).toBe('0.00062');
    expect(formatNumber(-0.5)).toBe('-0.5');
  });
});

describe('a week', () => {
  it('is named by its Monday, with the year only when it is not this year', () => {
    expect(formatWeek('2026-11-30', 2026)).toBe('Week of Nov 30');
    expect(formatWeek('2025-12-29', 2026)).toBe('Week of Dec 29, 2025');
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

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

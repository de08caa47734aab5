import { describe, expect, test } from 'vitest';
import { formatBillingDate, graceEndsAt, prorationCents, quotePlanChange } from './billing.ts';

const period = { start: new Date('2026-11-23T15:00:00Z'), end: new Date('2026-12-23T15:00:00Z') };
const halfway = new Date('2026-12-08T15:00:00Z');

describe('proration', () => {
  test('an upgrade halfway through the period costs half the difference', () => {
    expect(prorationCents(3500, 5000, period, halfway)).toBe(750);
    expect(prorationCents(2500, 5000, period, period.start)).toBe(2500);
    expect(prorationCents(2500, 5000, period, period.end)).toBe(0);
  });

  test('never negative, and nothing outside the period', () => {
    expect(prorationCents(5000, 2500, period, halfway)).toBe(0);
    expect(prorationCents(2500, 5000, period, new Date('2027-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('a plan change quote', () => {
  const running = { plan: 'standard' as const, status: 'active', period };

  test('a bigger plan starts now, charged for the rest of the period; the next bill is its price', () => {
    expect(quotePlanChange(running, 'premium', halfway)).toEqual({
      timing: 'now',
      chargeNowCents: 750,
      effectiveAt: null,
      nextBill: { date: period.end, amountCents: 5000 },
    });
  });

  test('a smaller plan starts at the renewal, with nothing charged now', () => {
    expect(quotePlanChange(running, 'basic', halfway)).toEqual({
      timing: 'renewal',
      chargeNowCents: 0,
      effectiveAt: period.end,
      nextBill: { date: period.end, amountCents: 2500 },
    });
  });

  test('paused, or with no billing period known, any change is at once and free', () => {
    for (const current of [
      { ...running, status: 'paused' },
      { ...running, period: null },
    ]) {
      expect(quotePlanChange(current, 'basic', halfway)).toMatchObject({
        timing: 'now',
        chargeNowCents: 0,
      });
      expect(quotePlanChange(current, 'premium', halfway).chargeNowCents).toBe(0);
    }
  });
});

test('the grace period is 7 days, and billing dates are Katy calendar days', () => {
  expect(graceEndsAt(period.start)).toEqual(new Date('2026-11-30T15:00:00Z'));
  // 1am on Dec 23 in UTC is still Dec 22 in Katy.
  expect(formatBillingDate('2026-12-23T01:00:00Z')).toBe('Dec 22');
  expect(formatBillingDate(period.end)).toBe('Dec 23');
});

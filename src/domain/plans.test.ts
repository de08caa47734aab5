import { describe, expect, test } from 'vitest';
import { parsePlanParam, planChangeOffer, PLANS } from './plans.ts';

describe('parsePlanParam', () => {
  test('a known plan id is kept', () => {
    expect(parsePlanParam('basic')).toBe('basic');
    expect(parsePlanParam('premium')).toBe('premium');
  });

  test.each([null, undefined, '', 'Premium', 'gold', 'toString', '__proto__'])(
    '%s falls back to the Standard plan',
    (value) => expect(parsePlanParam(value)).toBe('standard'),
  );
});

describe('the plan catalogue', () => {
  test('prices in cents and the Most Popular badge', () => {
    expect([PLANS.basic, PLANS.standard, PLANS.premium].map((p) => p.priceCents)).toEqual([
      2500, 3500, 5000,
    ]);
    expect(Object.values(PLANS).filter((p) => p.popular)).toEqual([PLANS.standard]);
  });

  test('Upgrade Plan moves basic to standard, standard to premium; premium reads Change Plan', () => {
    expect(planChangeOffer('basic')).toEqual({ kind: 'upgrade', suggested: 'standard' });
    expect(planChangeOffer('standard')).toEqual({ kind: 'upgrade', suggested: 'premium' });
    expect(planChangeOffer('premium')).toEqual({ kind: 'change', suggested: 'standard' });
  });
});

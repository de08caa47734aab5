import { describe, expect, test } from 'vitest';
import { PLANS } from '../plans.ts';
import { FAQS } from './faqs.ts';
import { TERMS_OF_SERVICE } from './legal.ts';
import { initialsOf, TESTIMONIALS } from './testimonials.ts';
import { formatHour, PICKUP_WINDOW_LABEL } from '../pickup-window.ts';
import { weekdayList } from './weekdays.ts';

// docs/decisions/009-one-pickup-window.md and 010-cancellation-notice.md: the FAQ and the terms
// state the same hours and notice.
describe('marketing content agrees with itself', () => {
  const allFaq = FAQS.map((f) => f.answer).join(' ');
  const allTerms = TERMS_OF_SERVICE.flatMap((s) => s.paragraphs).join(' ');

  test('pickup hours are 8am-12pm everywhere, and no other window is mentioned', () => {
    expect(PICKUP_WINDOW_LABEL).toBe('8am-12pm');
    expect(allFaq).toContain('between 8am-12pm');
    expect(allTerms).toContain('between 8am-12pm');
    for (const text of [allFaq, allTerms]) expect(text).not.toMatch(/7-10am|5-8pm/);
  });

  test('the cancellation notice is 7 days before the next billing date in both', () => {
    const rule = 'at least 7 days before your next billing date';
    expect(allFaq).toContain(rule);
    expect(allTerms).toContain(rule);
    expect(`${allFaq} ${allTerms}`).not.toMatch(/14 days/);
  });

  test('the FAQ states each plan days and bag limits from the plans', () => {
    expect(allFaq).toContain('Basic: Mon and Thu; Standard: Mon, Wed and Fri; Premium: Mon to Fri');
    expect(allFaq).toContain(`Premium up to ${PLANS.premium.bagsPerPickup}`);
    expect(allFaq).toContain('Extra bags are $2.00 each');
  });

  test('helpers', () => {
    expect(formatHour(8)).toBe('8am');
    expect(formatHour(12)).toBe('12pm');
    expect(formatHour(17)).toBe('5pm');
    expect(weekdayList([1, 4])).toBe('Mon and Thu');
    expect(initialsOf('Maria  Gonzales')).toBe('MG');
    expect(TESTIMONIALS.some((t) => !Number.isInteger(t.rating))).toBe(true);
  });
});

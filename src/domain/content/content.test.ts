import { describe, expect, test } from 'vitest';
import { translatorFor } from '../i18n/catalogue.ts';
import { PLAN_LIST, PLANS } from '../plans.ts';
import { faqs } from './faqs.ts';
import { TERMS_OF_SERVICE } from './legal.ts';
import { planFeatures } from './plan-text.ts';
import { initialsOf, testimonials } from './testimonials.ts';
import { formatHour, PICKUP_WINDOW_LABEL } from '../pickup-window.ts';
import { weekdayList } from './weekdays.ts';
import { pickupWindowIn, weekdaysIn } from './site-formats.ts';

const english = translatorFor('en');
const spanish = translatorFor('es');

// docs/decisions/009-one-pickup-window.md and 010-cancellation-notice.md: the FAQ and the terms
// state the same hours and notice.
describe('marketing content agrees with itself', () => {
  const allFaq = faqs(english)
    .map((f) => f.answer)
    .join(' ');
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

  test("the plan cards' lines read in English as the plan catalogue's", () => {
    for (const plan of PLAN_LIST) expect(planFeatures(english, plan)).toEqual(plan.features);
  });

  test('helpers', () => {
    expect(formatHour(8)).toBe('8am');
    expect(formatHour(12)).toBe('12pm');
    expect(formatHour(17)).toBe('5pm');
    expect(weekdayList([1, 4])).toBe('Mon and Thu');
    expect(initialsOf('Maria  Gonzales')).toBe('MG');
    expect(testimonials(english).some((t) => !Number.isInteger(t.rating))).toBe(true);
  });
});

// docs/glossary-es.md: hours, days and money in their US Spanish form.
describe('the Spanish pages write the same facts the Spanish way', () => {
  const allFaq = faqs(spanish)
    .map((f) => f.answer)
    .join(' ');

  test('the window, the plan days and the extra bag price', () => {
    expect(pickupWindowIn('es')).toBe('8:00 a.m. a 12:00 p.m.');
    expect(weekdaysIn('es', [1, 3, 5])).toBe('lunes, miércoles y viernes');
    expect(allFaq).toContain('Recogemos de 8:00 a.m. a 12:00 p.m.');
    expect(allFaq).toContain(
      'Basic: lunes y jueves; Standard: lunes, miércoles y viernes; Premium: de lunes a viernes',
    );
    expect(allFaq).toContain('Cada bolsa adicional cuesta $2.00');
    expect(allFaq).toContain('al menos 7 días antes de su próxima fecha de cobro');
  });

  test('the plan cards', () => {
    expect(planFeatures(spanish, PLANS.premium).map((f) => f.text)).toEqual([
      '5 recolecciones por semana (de lunes a viernes)',
      'Hasta 4 bolsas por recolección',
      'Recolección en la puerta de 8:00 a.m. a 12:00 p.m.',
      'Separación de reciclables',
      'Desarma hasta 3 cajas',
      'Desecho mensual de un artículo especial',
    ]);
  });
});

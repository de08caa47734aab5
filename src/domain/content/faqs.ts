import type { Translator } from '../i18n/translate.ts';
import { PLAN_LIST, PLANS } from '../plans.ts';
import { BUSINESS } from '../site.ts';
import { sitePath } from '../site-language.ts';
import { PAUSE_DAYS_PER_YEAR } from '../holds.ts';
import type { SERVICE_HOLIDAY_NAMES } from '../pickup-calendar.ts';
import { CANCELLATION_NOTICE_DAYS, EXTRA_BAG_PRICE_CENTS } from './service-policy.ts';
import { SERVICE_CITIES } from './service-areas.ts';
import { listIn, moneyIn, pickupWindowIn, weekdaysIn } from './site-formats.ts';

/**
 * An FAQ item. Every answer is built from the constants the rest of the site uses; `link` is a
 * page the answer points to, shown as a link after it.
 */
export type Faq = { question: string; answer: string; link?: { to: string; label: string } };

/** The service holidays' names in the catalogue, in SERVICE_HOLIDAY_NAMES's order. */
export const HOLIDAY_IDS = [
  'site.holiday.newYear',
  'site.holiday.memorial',
  'site.holiday.independence',
  'site.holiday.labor',
  'site.holiday.thanksgiving',
  'site.holiday.christmas',
] as const satisfies { length: (typeof SERVICE_HOLIDAY_NAMES)['length'] };

/** The service holidays in a language, in the calendar's order. */
const holidayNames = ({ t }: Translator): string[] => HOLIDAY_IDS.map((id) => t(id));

/** The FAQ of Home and Pricing in one language. */
export function faqs(site: Translator): readonly Faq[] {
  const { language, t } = site;
  const planDays = PLAN_LIST.map((p) => `${p.title}: ${weekdaysIn(language, p.pickupDays)}`).join(
    '; ',
  );
  return [
    {
      question: t('site.faq.time.question'),
      answer: t('site.faq.time.answer', { window: pickupWindowIn(language) }),
    },
    { question: t('site.faq.days.question'), answer: t('site.faq.days.answer', { planDays }) },
    {
      question: t('site.faq.extraBags.question'),
      answer: t('site.faq.extraBags.answer', {
        price: moneyIn(language, EXTRA_BAG_PRICE_CENTS),
        basic: PLANS.basic.bagsPerPickup,
        standard: PLANS.standard.bagsPerPickup,
        premium: PLANS.premium.bagsPerPickup,
      }),
    },
    {
      question: t('site.faq.pause.question'),
      answer: t('site.faq.pause.answer', { days: PAUSE_DAYS_PER_YEAR }),
    },
    {
      question: t('site.faq.cancel.question'),
      answer: t('site.faq.cancel.answer', { days: CANCELLATION_NOTICE_DAYS }),
    },
    { question: t('site.faq.billing.question'), answer: t('site.faq.billing.answer') },
    {
      question: t('site.faq.holidays.question'),
      answer: t('site.faq.holidays.answer', { holidays: listIn(language, holidayNames(site)) }),
    },
    {
      question: t('site.faq.areas.question'),
      answer: t('site.faq.areas.answer', {
        cities: listIn(language, SERVICE_CITIES),
        phone: BUSINESS.phone,
      }),
      link: { to: sitePath(language, '/search'), label: t('site.faq.areas.link') },
    },
    { question: t('site.faq.items.question'), answer: t('site.faq.items.answer') },
  ];
}

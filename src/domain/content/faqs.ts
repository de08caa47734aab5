import { formatCents } from '../money.ts';
import { PLAN_LIST } from '../plans.ts';
import { BUSINESS } from '../site.ts';
import { PAUSE_DAYS_PER_YEAR } from '../holds.ts';
import { SERVICE_HOLIDAY_NAMES } from '../pickup-calendar.ts';
import { PICKUP_WINDOW_LABEL } from '../pickup-window.ts';
import { CANCELLATION_NOTICE_DAYS, EXTRA_BAG_PRICE_CENTS } from './service-policy.ts';
import { SERVICE_CITIES } from './service-areas.ts';
import { weekdayList } from './weekdays.ts';

/**
 * An FAQ item. Every answer is built from the constants the rest of the site uses; `link` is a
 * page the answer points to, shown as a link after it.
 */
export type Faq = { question: string; answer: string; link?: { to: string; label: string } };

const planDays = PLAN_LIST.map((p) => `${p.title}: ${weekdayList(p.pickupDays)}`).join('; ');
const listOf = (items: readonly string[]) =>
  `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const FAQS: readonly Faq[] = [
  {
    question: 'What time do you pick up the trash?',
    answer: `Pickups happen between ${PICKUP_WINDOW_LABEL} on your plan days. Place your sealed bags outside your door before the window starts; you can set them out the night before if your community allows it.`,
  },
  {
    question: 'Which days will you collect?',
    answer: `It depends on your plan. ${planDays}. No plan includes weekend service.`,
  },
  {
    question: 'What if I have more bags than my plan allows?',
    answer: `Extra bags are ${formatCents(EXTRA_BAG_PRICE_CENTS)} each, added to your next monthly bill. Basic covers up to ${PLAN_LIST[0]!.bagsPerPickup} bags per pickup, Standard up to ${PLAN_LIST[1]!.bagsPerPickup} and Premium up to ${PLAN_LIST[2]!.bagsPerPickup}.`,
  },
  {
    question: 'Can I pause my service while I am away?',
    answer: `Yes. Pause from the Client Portal for up to ${PAUSE_DAYS_PER_YEAR} days a year: from today until the day you are back, or booked ahead for the dates you are away. You see the pickups you skip, billing pauses with your service, and you can resume early at any time.`,
  },
  {
    question: 'How do I change or cancel my plan?',
    answer: `Plans are month-to-month with no setup fee and no cancellation fees. To downgrade or cancel before your next charge, contact us at least ${CANCELLATION_NOTICE_DAYS} days before your next billing date. Cancelling in the Client Portal takes effect immediately.`,
  },
  {
    question: 'How does billing work?',
    answer:
      'Your monthly fee is charged automatically on the same day each month, by card or PayPal. You can see every payment in the Client Portal.',
  },
  {
    question: 'Do you pick up on holidays?',
    answer: `There is no service on ${listOf(SERVICE_HOLIDAY_NAMES)}. We remind you ahead of each one.`,
  },
  {
    question: 'Which areas do you serve?',
    answer: `Apartment communities in ${listOf(SERVICE_CITIES)}, Texas. Check your ZIP code on our search page to see the communities we serve there, or call us at ${BUSINESS.phone}.`,
    link: { to: '/search', label: 'Check your ZIP code' },
  },
  {
    question: 'What can I put out for pickup?',
    answer:
      'Household trash in tied bags (up to 13 gallons and 25 lb each). Standard and Premium include recycling separation; Premium also breaks down up to 3 boxes per pickup and takes one special item a month. We cannot take hazardous waste, paint, chemicals, batteries or medical sharps.',
  },
];

import { formatHour, PICKUP_WINDOW_LABEL, PICKUP_WINDOW_START_HOUR } from '../pickup-window.ts';

// Copy blocks of the marketing pages (home, about, property management).

export type Step = { title: string; text: string };
export type Benefit = { title: string; text: string };

/** Home, second section: How Our Service Works. */
export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'Place at your door',
    text: `Tie your bags and set them just outside your apartment door before ${formatHour(PICKUP_WINDOW_START_HOUR)} on your pickup days.`,
  },
  {
    title: 'We collect it',
    text: 'A uniformed valet walks every floor of your building and picks up each bag, quietly and on time.',
  },
  {
    title: 'Proper disposal',
    text: 'Bags go straight to the compactor, and recyclables are separated on the plans that include it.',
  },
];

/** Home, third section: Why Residents Love Our Service. */
export const BENEFITS: readonly Benefit[] = [
  {
    title: 'No more trips to the dumpster',
    text: 'Skip the stairs, the heat and the parking-lot walk in the dark.',
  },
  {
    title: 'Reliable, on schedule',
    text: `The same days every week, always within ${PICKUP_WINDOW_LABEL}, with reminders before holidays.`,
  },
  {
    title: 'Cleaner community',
    text: 'No bags left in hallways or beside overflowing bins, so no pests and no smell.',
  },
  {
    title: 'Flexible month-to-month',
    text: 'Pause when you travel, change plans as life changes, and cancel without fees.',
  },
];

/** About: the approach. */
export const APPROACH: readonly Benefit[] = [
  {
    title: 'Professional team',
    text: 'Every valet is background-checked, trained and in uniform with a visible ID badge, so you always know who is in your hallway.',
  },
  {
    title: 'Reliable service with notifications',
    text: 'Routes run on fixed days, and you hear from us before holidays, weather delays or any change to your schedule.',
  },
  {
    title: 'Environmentally conscious',
    text: 'We separate recyclables, break down boxes and work with licensed local facilities so less ends up in landfill.',
  },
];

export const ABOUT_STORY: readonly string[] = [
  'Katy Valet Trash started in 2021 when our founder, a Katy apartment resident herself, got tired of watching neighbors leave bags in stairwells because the dumpster was a long walk away.',
  'We began with one community and a single golf cart. Today our team serves apartment residents across Katy, Fulshear, Brookshire and Sealy, and we still run every route ourselves: no subcontractors, no call centers.',
  'We are a local, family-owned business. When you call, you talk to someone who knows your building.',
];

/** Property management: what a community gets. */
export const MANAGEMENT_BENEFITS: readonly Benefit[] = [
  {
    title: 'An amenity residents pay for',
    text: 'Offer doorstep pickup as a resident-paid service or bundle it into rent: no cost to the property either way.',
  },
  {
    title: 'Cleaner grounds',
    text: 'Fewer bags in breezeways and beside compactors means fewer complaints, fewer pests and better reviews.',
  },
  {
    title: 'Fully insured and compliant',
    text: 'Background-checked, uniformed staff with general liability coverage and a signed service agreement.',
  },
  {
    title: 'Reporting you can use',
    text: 'A monthly report of every pickup, missed bag and rule violation, by building.',
  },
];

/** The lead form's section on /property-management (docs/product.md#property-leads). */
export const MANAGEMENT_LEAD_FORM = {
  eyebrow: 'Request information',
  title: 'Tell us about your community',
  intro:
    'A few details and we will call you within one business day with a plan and a price per door.',
} as const;

export const MANAGEMENT_STEPS: readonly Step[] = [
  {
    title: 'Request information',
    text: 'Tell us about your community and we will call you within one business day.',
  },
  { title: 'Site walk', text: 'We walk the property with you to plan routes and bag rules.' },
  {
    title: 'Proposal',
    text: 'A written proposal with the pickup days, pricing model and start date.',
  },
  {
    title: 'Resident launch',
    text: 'Flyers, a welcome email and sign-up links for your residents, provided by us.',
  },
  {
    title: 'Ongoing service',
    text: 'Pickups on schedule, a dedicated account manager and monthly reporting.',
  },
];

/** Residential valet (coming soon): what house owners will get. */
export const RESIDENTIAL_FEATURES: readonly string[] = [
  'Curbside can roll-out and return on collection day',
  'Doorstep bag pickup for homes, townhomes and duplexes',
  'Bin rinsing add-on once a month',
  'Same month-to-month plans and no cancellation fees',
];

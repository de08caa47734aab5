import { formatCents } from '../money.ts';
import { QUIET_HOURS, TEXT_FREQUENCY } from '../notifications.ts';
import { BUSINESS } from '../site.ts';
import { PAUSE_DAYS_PER_YEAR } from '../holds.ts';
import { PICKUP_WINDOW_LABEL } from '../pickup-window.ts';
import { CANCELLATION_NOTICE_DAYS, EXTRA_BAG_PRICE_CENTS } from './service-policy.ts';

/** A legal page: numbered sections of paragraphs, and optional bullet lists after the text. */
export type LegalSection = { heading: string; paragraphs: readonly string[]; list?: string[] };

const address = `${BUSINESS.street}, ${BUSINESS.city}, ${BUSINESS.state} ${BUSINESS.zip}`;
const contactLine = `${BUSINESS.legalName}, ${address}; ${BUSINESS.email}; ${BUSINESS.phone}.`;

export const PRIVACY_POLICY: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      `${BUSINESS.legalName} ("${BUSINESS.name}", "we", "us") provides doorstep trash pickup to apartment residents in and around Katy, Texas. This policy explains what personal information we collect through our website and service, why we collect it, and the choices you have.`,
    ],
  },
  {
    heading: 'Information we collect',
    paragraphs: ['We collect only what we need to run your service:'],
    list: [
      'Account details: name, email address, phone number, username and a password (stored only as a one-way hash).',
      'Service details: street address, apartment or unit number, city, ZIP code, gate or access codes and any special instructions you give us.',
      'Subscription and billing records: your plan, its status and payment history. Card numbers are entered directly with our payment processors (Stripe or PayPal); we never see or store full card numbers.',
      'Messages you send us through the contact form, by email or by phone.',
      'If you turn on text messages: your mobile number, and a record of your consent (when you gave it, from which IP address, and the exact wording you agreed to).',
      'Technical data: a session cookie that keeps you signed in, and the IP address of requests, which we use to protect the site against abuse.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your information to provide and schedule pickups, bill your subscription, answer your questions, send service notices (such as holiday schedules or changes to your account), keep the site secure, and meet our legal obligations. We do not sell your personal information and we do not use it for third-party advertising.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'We share information only with service providers who help us run the business, under contracts that limit their use of it: payment processors (Stripe, PayPal), our email delivery provider, our text message provider and our hosting provider. Your property manager may learn that your unit receives service when the community has an agreement with us. We may disclose information when required by law or to protect the safety of our staff and customers.',
    ],
  },
  {
    heading: 'Text messages',
    paragraphs: [
      `Texts are optional and off until you turn them on in your account settings by ticking the consent box. We then text you only what you choose there: pickup reminders, holiday notices and service updates (${TEXT_FREQUENCY.toLowerCase()}), never between ${QUIET_HOURS.from - 12} pm and ${QUIET_HOURS.until} am Central Time. Msg & data rates may apply.`,
      'We never share, sell or rent your mobile number or your consent to receive texts to anyone for their own marketing. Our text message provider receives your number only to deliver the texts you asked for.',
      `To stop, reply STOP to any text (we confirm with one last text and send no more) or turn texts off in your account settings. Reply START to sign up again, or HELP for help. You can also reach us at ${BUSINESS.phone} or ${BUSINESS.email}.`,
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use one essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies. Blocking cookies will prevent you from signing in but not from reading the site.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep account and service records while your account is open and for up to three years after it closes, and billing records as long as tax law requires. Contact messages are deleted after two years.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Passwords are hashed, connections are encrypted, and access to customer data is limited to staff who need it. No system is perfectly secure; if a breach affects your information we will notify you as required by Texas law (Tex. Bus. & Com. Code § 521.053).',
    ],
  },
  {
    heading: 'Your choices and rights',
    paragraphs: [
      'You can view and update your details in your profile, and ask us at any time for a copy of your information, a correction or its deletion (except records we must keep by law). Texas residents have these rights under the Texas Data Privacy and Security Act; we answer requests within 45 days and do not discriminate against anyone for making one.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Our service is for adults. We do not knowingly collect information from children under 13.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'If we change this policy, we will post the new version here with a new date and, for significant changes, email account holders.',
      `Questions or requests: ${contactLine}`,
    ],
  },
];

export const TERMS_OF_SERVICE: readonly LegalSection[] = [
  {
    heading: 'Agreement',
    paragraphs: [
      `These terms are an agreement between you and ${BUSINESS.legalName} ("${BUSINESS.name}", "we", "us"). By creating an account or subscribing you accept them. If you do not agree, please do not use the service.`,
    ],
  },
  {
    heading: 'The service',
    paragraphs: [
      `We collect household trash that you leave in sealed bags outside your apartment door, on the pickup days of your plan, between ${PICKUP_WINDOW_LABEL} (Central Time). There is no weekend service and no service on the holidays listed on our website. Service is limited to the areas we serve and to communities that allow doorstep collection.`,
    ],
  },
  {
    heading: 'Your responsibilities',
    paragraphs: ['To make pickups safe and reliable, you agree to:'],
    list: [
      'Place bags out before the pickup window starts, tied closed, each under 25 lb.',
      'Stay within your plan’s bag limit; extra bags are charged at ' +
        `${formatCents(EXTRA_BAG_PRICE_CENTS)} each.`,
      'Never put out hazardous waste, chemicals, paint, batteries, medical sharps, liquids or loose glass.',
      'Give us accurate address and access details (such as a gate code) and keep them current.',
      'Follow your community’s rules on doorstep collection.',
    ],
  },
  {
    heading: 'Plans, billing and renewal',
    paragraphs: [
      'Prices are listed on our Pricing page in US dollars per month. Your subscription renews automatically each month and your fee is charged automatically to the card or PayPal account you choose, until you cancel. Plans are month-to-month; there is no setup fee. We may change prices with at least 30 days’ notice by email; the new price applies from your next billing date after that notice.',
    ],
  },
  {
    heading: 'Pauses, changes and cancellation',
    paragraphs: [
      `You may pause service from the Client Portal for up to ${PAUSE_DAYS_PER_YEAR} days per calendar year, from today or from a later date, until the return date you choose; billing pauses with the service, and you may resume early. To downgrade or cancel before your next charge, contact us at least ${CANCELLATION_NOTICE_DAYS} days before your next billing date. Cancelling in the Client Portal is immediate: service stops at once and you will need to sign up again to restart it. There are no cancellation fees, and fees already paid for the current month are not refunded except where required by law.`,
    ],
  },
  {
    heading: 'Missed pickups',
    paragraphs: [
      'If we miss a scheduled pickup through our fault, tell us within 24 hours and we will collect the next business day or credit that pickup on your next bill. We are not responsible for pickups missed because bags were not out in time, access was blocked, or weather or other events outside our control made service unsafe.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'We carry general liability insurance. To the fullest extent permitted by Texas law, our total liability for any claim related to the service is limited to the amount you paid us in the three months before the claim, and we are not liable for indirect or consequential damages. Nothing in these terms limits liability that cannot be limited by law, including under the Texas Deceptive Trade Practices Act.',
    ],
  },
  {
    heading: 'Accounts',
    paragraphs: [
      'Keep your password private; you are responsible for activity in your account. We may suspend service for non-payment, unsafe waste, or abuse of our staff, after notice where reasonable.',
    ],
  },
  {
    heading: 'Governing law and disputes',
    paragraphs: [
      'These terms are governed by the laws of the State of Texas. Before filing any claim, please contact us so we can try to resolve it informally. Any dispute that cannot be resolved will be heard in the state courts of Fort Bend County, Texas, or in small-claims court where eligible.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'We may update these terms; we will post the new version here with a new date and email account holders about material changes at least 30 days before they apply.',
      `Questions: ${contactLine}`,
    ],
  },
];

import type { Translate } from './i18n/translate.ts';
import { BUSINESS } from './site.ts';
import type { SubscriptionStatus } from './subscription-status.ts';

// The notification rules (docs/decisions/041-notifications.md): what we send, by which channel,
// what a resident has unless they choose otherwise, and when texts may go out. The portal's
// settings, the API, the schedulers and the senders all read them from here.

export const NOTIFICATION_TYPES = [
  'pickup_reminder',
  'holiday_notice',
  'service_update',
  'billing',
  'account_security',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What the portal's settings call each type, and the line that says what it brings. */
export const NOTIFICATION_TYPE_TEXT: Record<NotificationType, { label: string; about: string }> = {
  pickup_reminder: {
    label: 'Pickup reminders',
    about: 'The evening before each pickup day, at the time you choose.',
  },
  holiday_notice: {
    label: 'Holiday notices',
    about: 'A few days before a holiday that moves or skips a pickup.',
  },
  service_update: {
    label: 'Service updates',
    about:
      'When the crew finds a problem at your door, and when a problem you reported is resolved.',
  },
  billing: {
    label: 'Billing',
    about: 'Receipts, a payment that did not go through, plan changes, holds starting and ending.',
  },
  account_security: {
    label: 'Account security',
    about:
      'When your email or password changes. Always sent by email, so you can act if it was not you.',
  },
};

/** Types a resident cannot turn off on any channel they have. */
export const ALWAYS_SENT_TYPES: readonly NotificationType[] = ['account_security'];

/** Types that never go by text (a security notice goes where the account's email is). */
export const EMAIL_ONLY_TYPES: readonly NotificationType[] = ['account_security'];

/**
 * Each type and channel for a resident who has not chosen: email on for holidays, service
 * updates and billing; reminders off until asked for; every text off. Texts go only by the
 * resident's own pick when they opt in (docs/decisions/046-text-consent-confirmed-by-reply.md).
 */
export const DEFAULT_PREFERENCES: Record<NotificationType, Record<NotificationChannel, boolean>> = {
  pickup_reminder: { email: false, sms: false },
  holiday_notice: { email: true, sms: false },
  service_update: { email: true, sms: false },
  billing: { email: true, sms: false },
  account_security: { email: true, sms: false },
};

/** The types a resident may pick to get by text. */
export const TEXT_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES.filter(
  (type) => !EMAIL_ONLY_TYPES.includes(type),
);

/**
 * Reminder times a resident may pick, Central time, every 30 minutes in the evening. The last is
 * 8:30 pm so that a reminder, sent a few minutes after its time, always leaves before the quiet
 * hours start at 9 pm.
 */
export const REMINDER_TIMES = [
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
] as const;
export type ReminderTime = (typeof REMINDER_TIMES)[number];
export const DEFAULT_REMINDER_TIME: ReminderTime = '19:00';

/** "7:30 pm" for a reminder time. */
export function formatReminderTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`} ${h < 12 ? 'am' : 'pm'}`;
}

/** No texts from 9 pm to 8 am Central: a text due then waits for 8 am. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/** Whether an hour of the day (0–23, Central) is inside the quiet hours. */
export function isQuietHour(hour: number): boolean {
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/** How many days before a service holiday its notice goes out. */
export const HOLIDAY_NOTICE_DAYS_AHEAD = 3;

/** How long a one-click unsubscribe link keeps working. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/**
 * How often a resident may turn texts on in an hour: each time sends a confirmation text, so a
 * signed-in account cannot use it to send texts to numbers again and again.
 */
export const TEXT_OPT_INS_PER_HOUR = 5;

/**
 * Who may turn texts on: a resident with a subscription running, resting or behind on a payment
 * still in its grace period, whom our texts are about. Not one with no subscription or a checkout
 * never paid (`pending`), nor one whose service stopped (`suspended`) or ended (`cancelled`).
 */
export const TEXT_OPT_IN_STATUSES: readonly SubscriptionStatus[] = ['active', 'paused', 'past_due'];

/**
 * How many confirmation texts one number may be sent in 24 hours, whichever accounts asked: a
 * number that is not the resident's cannot be texted over and over from many accounts.
 */
export const CONFIRMATIONS_PER_NUMBER_PER_DAY = 3;

/**
 * How often texts come, as the consent's disclosure states it. A count would be wrong for some
 * plan (Premium's reminders alone are five a week), so it says what drives it.
 */
export const TEXT_FREQUENCY = 'Message frequency varies, about one text per pickup day';

/**
 * The disclosure shown beside the text opt-in checkbox, in the language of `t`, stored word for
 * word with each consent (US carriers ask for all of it: what is sent, how often, rates, STOP,
 * HELP, the privacy policy).
 */
export const smsDisclosure = (t: Translate) => t('sms.disclosure', { business: BUSINESS.name });

/**
 * Replies the inbound text webhook understands: carriers' standard keywords and their Spanish
 * ones (ALTO and BAJA stop, SÍ starts, AYUDA asks for help), read without accents.
 */
export const SMS_STOP_WORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'ALTO',
  'BAJA',
] as const;
export const SMS_START_WORDS = ['START', 'YES', 'UNSTOP', 'SI'] as const;
export const SMS_HELP_WORDS = ['HELP', 'INFO', 'AYUDA'] as const;
/** The keywords that are Spanish: a number we do not know is answered in the language it wrote. */
export const SMS_SPANISH_WORDS: readonly string[] = ['ALTO', 'BAJA', 'SI', 'AYUDA'];

/**
 * The fixed texts of the text channel, in the language of `t` (docs/decisions/063-one-message-catalogue.md).
 * Carriers' double opt-in: nothing else is texted to a number until it answers the confirmation.
 */
export const smsText = (t: Translate) => {
  const business = BUSINESS.name;
  return {
    confirmation: t('sms.confirmation', { business }),
    confirmed: t('sms.confirmed', { business }),
    stopped: t('sms.stopped', { business }),
    started: t('sms.started', { business }),
    help: t('sms.help', { business, phone: BUSINESS.phone, email: BUSINESS.email }),
  };
};

/** Every change to a number's consent to texts, and where it came from (the office reads them). */
// `confirm`: the number answered YES to the confirmation text (until then, no other text goes).
export const SMS_CONSENT_EVENTS = ['opt_in', 'confirm', 'opt_out', 'stop', 'start'] as const;
export type SmsConsentEvent = (typeof SMS_CONSENT_EVENTS)[number];
// `carrier`: the provider refused a text because the number had replied STOP to it directly (a
// reply our inbound webhook never saw, e.g. before the number was ours to answer).
export const SMS_CONSENT_SOURCES = ['settings', 'text_reply', 'office', 'carrier'] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];

export const SMS_CONSENT_EVENT_TEXT: Record<SmsConsentEvent, string> = {
  opt_in: 'Agreed to texts',
  confirm: 'Replied YES to confirm',
  opt_out: 'Turned texts off',
  stop: 'Replied STOP',
  start: 'Replied START',
};
export const SMS_CONSENT_SOURCE_TEXT: Record<SmsConsentSource, string> = {
  settings: 'Account settings',
  text_reply: 'Text reply',
  office: 'Office',
  carrier: 'Text provider',
};

/**
 * Where a message stands, as the office's log shows it: an email's is its mail outbox row's
 * (pending, sent, failed); a text's is its own, with the carrier's last word beside it.
 */
export const NOTIFICATION_STATUSES = [
  'pending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'skipped',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_STATUS_TEXT: Record<NotificationStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  skipped: 'Not sent',
};

/** How many of a customer's latest messages the office's log shows. */
export const NOTIFICATION_LOG_LIMIT = 100;

/** What the settings, the opt-in and the unsubscribe page say. */
export const NOTIFICATION_MESSAGES = {
  phoneInvalid: 'Enter a US mobile number, like (281) 555-0142',
  consentRequired: 'Check the box to agree to receive texts',
  reminderTimeInvalid: 'Pick a reminder time from 5 pm to 8:30 pm',
  typeUnknown: 'Unknown notification type',
  channelUnknown: 'Unknown notification channel',
  alwaysSent: 'Account security emails are always sent',
  securityEmailOnly: 'Account security notices go by email only',
  choiceRepeated: 'Each notification switch may be sent once',
  textsNotOn: 'Turn on texts first: add your mobile number, agree to receive texts and reply YES',
  textTypesRequired: 'Pick at least one kind of text',
  textTypeRepeated: 'Pick each kind of text once',
  textsNeedSubscription:
    'Texts are for residents with a subscription. Choose a plan first, then turn on texts.',
  textsNumberBusy:
    'We have sent this number all the confirmation texts we can for today. Reply YES to one of them, or try again tomorrow.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in to change your email settings.',
  unsubscribeExpired: 'This unsubscribe link has expired. Sign in to change your email settings.',
  unsubscribed: (label: string) =>
    `You're unsubscribed from ${label.toLowerCase()} emails. You can turn them back on in your account settings.`,
  callbackUnsigned: 'Request signature missing or not valid',
} as const;

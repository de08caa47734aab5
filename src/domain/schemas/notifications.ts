import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  REMINDER_TIMES,
  SMS_CONSENT_EVENTS,
  TEXT_TYPES,
  type NotificationType,
  SMS_CONSENT_SOURCES,
} from '../notifications.ts';
import { MESSAGES } from '../messages.ts';
import { plainString, recordIdParam } from './fields.ts';
import './zod-config.ts';

// Toll-free and premium area codes carry no mobile phones.
const NOT_MOBILE_AREA_CODES = new Set(['800', '833', '844', '855', '866', '877', '888', '900']);

/**
 * A US mobile number as E.164 (+12815550142), or null when the text is not one: ten digits (an
 * optional leading 1), a North American area code and exchange (2–9 first, not an N11 service
 * code), not toll-free or premium. Whether a line is a mobile is the carrier's to say; a text
 * to a landline fails at the provider and shows as undelivered in the office's log.
 */
export function toUsMobileNumber(value: string): string | null {
  if (!/^[\d\s().+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(local)) return null;
  const area = local.slice(0, 3);
  const exchange = local.slice(3, 6);
  if (area[1] === '1' && area[2] === '1') return null;
  if (exchange[1] === '1' && exchange[2] === '1') return null;
  if (NOT_MOBILE_AREA_CODES.has(area)) return null;
  return `+1${local}`;
}

export const UsMobileNumberSchema = plainString(NOTIFICATION_MESSAGES.phoneInvalid)
  .max(30, NOTIFICATION_MESSAGES.phoneInvalid)
  .transform((value, ctx) => {
    const number = toUsMobileNumber(value);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return number;
  });

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES, {
  error: NOTIFICATION_MESSAGES.typeUnknown,
});
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, {
  error: NOTIFICATION_MESSAGES.channelUnknown,
});
export const ReminderTimeSchema = z.enum(REMINDER_TIMES, {
  error: NOTIFICATION_MESSAGES.reminderTimeInvalid,
});

/** One switch of the settings grid. */
export const NotificationChoiceSchema = z.object({
  type: NotificationTypeSchema,
  channel: NotificationChannelSchema,
  enabled: z.boolean(),
});
export type NotificationChoice = z.infer<typeof NotificationChoiceSchema>;

/** The portal's settings form: the switches and the reminder time, saved together. */
export const NotificationPreferencesSchema = z.object({
  reminderTime: ReminderTimeSchema,
  choices: z.array(NotificationChoiceSchema).max(NOTIFICATION_TYPES.length * 2),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesSchema>;

/** The kinds of message a resident may get by text. */
const TextTypeSchema = z.enum(TEXT_TYPES as [NotificationType, ...NotificationType[]], {
  error: NOTIFICATION_MESSAGES.typeUnknown,
});

/**
 * Turning texts on: the number, the kinds of text picked (only these are turned on) and the
 * ticked consent box (the disclosure is the server's).
 */
export const TextOptInSchema = z.object({
  phone: UsMobileNumberSchema,
  types: z
    .array(TextTypeSchema, { error: NOTIFICATION_MESSAGES.textTypesRequired })
    .min(1, NOTIFICATION_MESSAGES.textTypesRequired)
    .max(TEXT_TYPES.length, NOTIFICATION_MESSAGES.textTypeRepeated)
    .refine(
      (types) => new Set(types).size === types.length,
      NOTIFICATION_MESSAGES.textTypeRepeated,
    ),
  // A boolean for the form's checkbox, which starts unticked; only a tick passes.
  consent: z
    .boolean({ error: NOTIFICATION_MESSAGES.consentRequired })
    .refine((ticked) => ticked, NOTIFICATION_MESSAGES.consentRequired),
});
export type TextOptInInput = z.input<typeof TextOptInSchema>;
export type TextOptIn = z.output<typeof TextOptInSchema>;

/** What the portal's settings show. */
export const NotificationSettingsSchema = z.object({
  reminderTime: ReminderTimeSchema,
  choices: z.array(NotificationChoiceSchema),
  texts: z.object({
    /** The number texts go to, formatted for people, or null without one. */
    phone: z.string().nullable(),
    /** Opted in and confirmed by the number's YES: the text switches apply. */
    on: z.boolean(),
    /** Opted in, waiting for the number's YES: no text but the confirmation goes. */
    awaitingReply: z.boolean(),
    /** The kinds the resident picked to get by text (they go once texts are on). */
    types: z.array(NotificationTypeSchema),
    /** Texts were turned off by a STOP reply, not in the settings. */
    stoppedByReply: z.boolean(),
  }),
  disclosure: z.string(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** A one-click unsubscribe link's token, as the page and the List-Unsubscribe-Post carry it. */
export const UnsubscribeSchema = z.object({
  token: plainString(NOTIFICATION_MESSAGES.unsubscribeInvalid)
    .min(1, NOTIFICATION_MESSAGES.unsubscribeInvalid)
    .max(300, NOTIFICATION_MESSAGES.unsubscribeInvalid),
});

/** The one-click POST: the token in the address (RFC 8058) or in the page's JSON body. */
export const UnsubscribeQuerySchema = UnsubscribeSchema.partial();
export const UnsubscribeBodySchema = z
  .object({
    token: UnsubscribeSchema.shape.token.optional(),
    // What a mail client's one-click POST says (RFC 8058), form-encoded.
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  // Some mail clients send the one-click POST with no body at all.
  .nullish();

/** What an unsubscribe link turns off, shown before the button is pressed. */
export const UnsubscribeTargetSchema = z.object({
  type: NotificationTypeSchema,
  label: z.string(),
});
export type UnsubscribeTarget = z.infer<typeof UnsubscribeTargetSchema>;

export const CustomerNotificationsParamsSchema = z.object({
  id: recordIdParam(MESSAGES.customerNotFound),
});

/** One change to the customer's consent to texts, as evidence. */
export const SmsConsentEntrySchema = z.object({
  at: z.string(),
  event: z.enum(SMS_CONSENT_EVENTS),
  source: z.enum(SMS_CONSENT_SOURCES),
  phone: z.string(),
  ip: z.string().nullable(),
});

/** One message of the log: an email's status is its outbox row's, a text's its own. */
export const SentNotificationSchema = z.object({
  at: z.string(),
  type: NotificationTypeSchema,
  channel: NotificationChannelSchema,
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** The carrier's last word on a text (Twilio's status), when it gave one. */
  providerStatus: z.string().nullable(),
});

/** The office's view of one customer's notifications. */
export const CustomerNotificationsSchema = z.object({
  customerName: z.string(),
  settings: NotificationSettingsSchema,
  consents: z.array(SmsConsentEntrySchema),
  log: z.array(SentNotificationSchema),
});
export type CustomerNotifications = z.infer<typeof CustomerNotificationsSchema>;

/** The answer to Twilio's delivery report: whether the log knew the text. */
export const SmsStatusReceiptSchema = z.object({ recorded: z.boolean() });

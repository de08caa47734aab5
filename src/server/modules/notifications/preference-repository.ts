import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCES,
  EMAIL_ONLY_TYPES,
  ALWAYS_SENT_TYPES,
  type NotificationType,
} from '../../../domain/notifications.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notificationSettings, users } from '../../db/schema.ts';

/**
 * Where one resident's message of one type goes now (an email address, a number, or neither),
 * and the language it is written in.
 */
export type Destinations = { email: string | null; sms: string | null; language: Language };

/** The columns the rules need for one type: the address, the number and the two switches. */
const destinationColumns = (type: NotificationType) => ({
  userId: users.id,
  email: users.email,
  language: users.language,
  deactivatedAt: users.deactivatedAt,
  smsPhone: notificationSettings.smsPhone,
  smsOptedInAt: notificationSettings.smsOptedInAt,
  smsConfirmedAt: notificationSettings.smsConfirmedAt,
  smsStoppedAt: notificationSettings.smsStoppedAt,
  emailChoice: sql<
    boolean | null
  >`(select ${notificationPreferences.enabled} from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and ${notificationPreferences.type} = ${type} and ${notificationPreferences.channel} = 'email')`,
  smsChoice: sql<
    boolean | null
  >`(select ${notificationPreferences.enabled} from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and ${notificationPreferences.type} = ${type} and ${notificationPreferences.channel} = 'sms')`,
});

type DestinationRow = {
  email: string;
  language: Language;
  deactivatedAt: Date | null;
  smsPhone: string | null;
  smsOptedInAt: Date | null;
  smsConfirmedAt: Date | null;
  smsStoppedAt: Date | null;
  emailChoice: boolean | null;
  smsChoice: boolean | null;
};

/** How a message is to be judged: `ignoreChoices` skips the switches, `confirmation` the YES. */
export type DestinationOptions = { ignoreChoices?: boolean; confirmation?: boolean };

/**
 * The rules: defaults where the resident chose nothing, security mail always, texts only to a
 * number opted in, confirmed by its YES and not stopped by a reply, nothing to a closed account.
 * With `ignoreChoices` the switches are not asked (a text that answers the resident's own
 * action); a `confirmation` (the text that asks for the YES) is the one text before it.
 */
function toDestinations(
  row: DestinationRow | undefined,
  type: NotificationType,
  { ignoreChoices = false, confirmation = false }: DestinationOptions,
): Destinations {
  if (!row || row.deactivatedAt) return { email: null, sms: null, language: DEFAULT_LANGUAGE };
  const defaults = DEFAULT_PREFERENCES[type];
  const emailOn =
    ignoreChoices || ALWAYS_SENT_TYPES.includes(type) || (row.emailChoice ?? defaults.email);
  const textsOn =
    row.smsPhone !== null &&
    row.smsOptedInAt !== null &&
    row.smsStoppedAt === null &&
    (confirmation || row.smsConfirmedAt !== null);
  const smsOn =
    textsOn &&
    !EMAIL_ONLY_TYPES.includes(type) &&
    (ignoreChoices || (row.smsChoice ?? defaults.sms));
  return {
    email: emailOn ? row.email : null,
    sms: smsOn ? row.smsPhone : null,
    language: row.language,
  };
}

/**
 * Reads, in one query, where each of these residents' messages of one type goes; answers it per
 * resident and message (`DestinationOptions`).
 */
export async function destinationsFor(
  db: Database,
  userIds: readonly number[],
  type: NotificationType,
): Promise<(userId: number, options: DestinationOptions) => Destinations> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select(destinationColumns(type))
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(inArray(users.id, [...userIds]));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return (userId, options) => toDestinations(byUser.get(userId), type, options);
}

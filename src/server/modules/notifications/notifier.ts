import { ALWAYS_SENT_TYPES, type NotificationType } from '../../../domain/notifications.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import type { Translator } from '../../../domain/i18n/translate.ts';
import { withLanguage } from '../../../domain/site-language.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import {
  composeMail,
  enqueueMails,
  say,
  type MailWords,
  type OutgoingMail,
  type Said,
} from '../mail/mail-module.ts';
import { destinationsFor } from './preference-repository.ts';
import { IMMEDIATE_TEXT_KEY_PREFIX } from './sms/sms-queue-repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * One message to one resident, in the channels its type may use. `key` names the event (for
 * example `pickup_reminder:schedule:123`): with the channel it is unique, so the same event never
 * makes a second message, however often it is reported.
 */
export type NotificationMessage = {
  userId: number;
  type: NotificationType;
  key: string;
  /**
   * The email's words, written in the resident's language (read from their row now) to their
   * current address (docs/decisions/063-one-message-catalogue.md); as a function of a
   * translator, the caller writes its dates and money in that language too.
   */
  email?: InLanguage<MailWords>;
  /** The text, at most a few hundred characters; in the resident's language as the email. */
  sms?: InLanguage<Said>;
  /**
   * Sent whatever the resident's switches for the type say: the confirmation text of an opt-in,
   * which carriers require. A text still goes only to a number opted in and not stopped; only
   * the confirmation (its key starts with `IMMEDIATE_TEXT_KEY_PREFIX`) goes before the number
   * has answered it YES.
   */
  ignoreChoices?: boolean;
};

/** A message's words, or the words the caller writes in the language it is given. */
export type InLanguage<T> = T | ((translator: Translator) => T);

const inLanguage = <T>(part: InLanguage<T>, translator: Translator): T =>
  typeof part === 'function' ? (part as (translator: Translator) => T)(translator) : part;

/** The kind of email a resident turns off, as its footer names it. */
const KIND: Record<NotificationType, Said> = {
  pickup_reminder: ['mail.kind.pickup_reminder'],
  holiday_notice: ['mail.kind.holiday_notice'],
  service_update: ['mail.kind.service_update'],
  billing: ['mail.kind.billing'],
  account_security: ['mail.kind.account_security'],
};

export type Queued = { email: boolean; sms: boolean };

/** How many messages of a batch were queued on each channel. */
export type QueuedCount = { email: number; sms: number };

export type Notifier = {
  /**
   * Writes the message for each channel the resident has on: pass the transaction of the change
   * it tells about, so both commit together. Says which channels were queued, so the caller can
   * wake the senders after its commit.
   */
  notify(db: Database, message: NotificationMessage): Promise<Queued>;
  /**
   * The same for many messages of one type (the schedulers' batches): the residents' choices are
   * read in one query and each channel's rows written in one statement. A message whose key was
   * already used on a channel makes nothing there.
   */
  notifyMany(
    db: Database,
    type: NotificationType,
    messages: readonly Omit<NotificationMessage, 'type'>[],
  ): Promise<QueuedCount>;
  /** The link that turns this type's email off for this resident without signing in. */
  unsubscribeUrl(userId: number, type: NotificationType): string;
};

export function createNotifier(deps: { secret: string; appUrl: string }): Notifier {
  const unsubscribeUrl = (userId: number, type: NotificationType) =>
    `${deps.appUrl}/unsubscribe?token=${unsubscribeToken(userId, type, deps.secret)}`;

  /** RFC 8058: the header names a URL the mail client POSTs to; the footer links the page. */
  function withUnsubscribe(
    mail: OutgoingMail,
    userId: number,
    type: NotificationType,
    translator: Translator,
  ): OutgoingMail {
    if (ALWAYS_SENT_TYPES.includes(type)) return mail;
    const token = unsubscribeToken(userId, type, deps.secret);
    // The page opens in the email's language, whatever browser follows the link.
    const page = withLanguage(translator.language, `${deps.appUrl}/unsubscribe?token=${token}`);
    const kind = say(translator, KIND[type]);
    const footer = translator.t('mail.footer.stop', { kind, url: page });
    const link = `<p style="color:#6b7280;font-size:12px"><a href="${page.replaceAll('&', '&amp;')}" style="color:#6b7280">${translator.t('mail.footer.unsubscribe', { kind })}</a></p>`;
    return {
      ...mail,
      text: `${mail.text.trimEnd()}\n\n${footer}\n`,
      html: mail.html?.includes('</body>')
        ? mail.html.replace('</body>', `${link}</body>`)
        : mail.html,
      headers: {
        ...mail.headers,
        'List-Unsubscribe': `<${deps.appUrl}/api/notifications/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  type NewRow = typeof notifications.$inferInsert;

  /** Writes the rows whose (key, channel) is new; answers the ids made, by key. */
  async function insertRows(db: Database, rows: NewRow[]): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const made = await db
      .insert(notifications)
      .values(rows)
      .onConflictDoNothing({ target: [notifications.dedupeKey, notifications.channel] })
      .returning({ id: notifications.id, key: notifications.dedupeKey });
    return new Map(made.map((r) => [r.key, r.id]));
  }

  /** The log row of an email; the outbox sends it and the log reads the outbox's progress. */
  const emailRow = (userId: number, type: NotificationType, key: string, mail: OutgoingMail) =>
    ({
      userId,
      type,
      channel: 'email',
      dedupeKey: key,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      status: 'pending',
    }) satisfies NewRow;

  const smsRow = (userId: number, type: NotificationType, key: string, to: string, body: string) =>
    ({ userId, type, channel: 'sms', dedupeKey: key, recipient: to, body }) satisfies NewRow;

  /** Queues each message on the channels its resident has on; counts what was new. */
  async function queue(
    db: Database,
    type: NotificationType,
    messages: readonly Omit<NotificationMessage, 'type'>[],
  ): Promise<QueuedCount> {
    const to = await destinationsFor(db, [...new Set(messages.map((m) => m.userId))], type);
    const mails = new Map<string, OutgoingMail>();
    const texts: NewRow[] = [];
    for (const message of messages) {
      const where = to(message.userId, {
        ignoreChoices: message.ignoreChoices,
        confirmation: message.key.startsWith(IMMEDIATE_TEXT_KEY_PREFIX),
      });
      const translator = translatorFor(where.language);
      if (message.email && where.email) {
        const written = composeMail(translator, where.email, inLanguage(message.email, translator));
        const mail = withUnsubscribe(written, message.userId, type, translator);
        mails.set(message.key, mail);
      }
      if (message.sms && where.sms) {
        const body = say(translator, inLanguage(message.sms, translator));
        texts.push(smsRow(message.userId, type, message.key, where.sms, body));
      }
    }
    const emailIds = await insertRows(
      db,
      messages.flatMap((m) => {
        const mail = mails.get(m.key);
        return mail ? [emailRow(m.userId, type, m.key, mail)] : [];
      }),
    );
    await enqueueMails(
      db,
      [...emailIds].map(([key, notificationId]) => ({ mail: mails.get(key)!, notificationId })),
    );
    const smsIds = await insertRows(db, texts);
    if (smsIds.size > 0) signalAfterCommit(db, 'textsQueued');
    return { email: emailIds.size, sms: smsIds.size };
  }

  return {
    unsubscribeUrl,
    async notify(db, { type, ...message }) {
      const made = await queue(db, type, [message]);
      return { email: made.email > 0, sms: made.sms > 0 };
    },
    notifyMany: queue,
  };
}

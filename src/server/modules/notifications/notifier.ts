import {
  ALWAYS_SENT_TYPES,
  NOTIFICATION_TYPE_TEXT,
  type NotificationType,
} from '../../../domain/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail-module.ts';
import { destinationsFor } from './preference-repository.ts';
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
  /** The email, addressed to the resident's current address. */
  email?: OutgoingMail;
  /** The text, at most a few hundred characters. */
  sms?: string;
  /**
   * Sent whatever the resident's switches for the type say: the confirmation text of an opt-in,
   * which carriers require. A text still goes only to a number opted in and not stopped.
   */
  ignoreChoices?: boolean;
};

export type Queued = { email: boolean; sms: boolean };

export type Notifier = {
  /**
   * Writes the message for each channel the resident has on: pass the transaction of the change
   * it tells about, so both commit together. Says which channels were queued, so the caller can
   * wake the senders after its commit.
   */
  notify(db: Database, message: NotificationMessage): Promise<Queued>;
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
  ): OutgoingMail {
    if (ALWAYS_SENT_TYPES.includes(type)) return mail;
    const token = unsubscribeToken(userId, type, deps.secret);
    const page = `${deps.appUrl}/unsubscribe?token=${token}`;
    const label = NOTIFICATION_TYPE_TEXT[type].label.toLowerCase();
    const footer = `Stop ${label} emails: ${page}`;
    const link = `<p style="color:#6b7280;font-size:12px"><a href="${page}" style="color:#6b7280">Unsubscribe from ${label} emails</a></p>`;
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

  async function insertRow(
    db: Database,
    row: typeof notifications.$inferInsert,
  ): Promise<number | undefined> {
    const [made] = await db
      .insert(notifications)
      .values(row)
      .onConflictDoNothing({ target: [notifications.dedupeKey, notifications.channel] })
      .returning({ id: notifications.id });
    return made?.id;
  }

  return {
    unsubscribeUrl,
    async notify(db, message) {
      const to = await destinationsFor(db, message.userId, message.type, message.ignoreChoices);
      const queued: Queued = { email: false, sms: false };
      if (message.email && to.email) {
        const mail = withUnsubscribe(
          { ...message.email, to: to.email },
          message.userId,
          message.type,
        );
        const id = await insertRow(db, {
          userId: message.userId,
          type: message.type,
          channel: 'email',
          dedupeKey: message.key,
          recipient: to.email,
          subject: mail.subject,
          body: mail.text,
          // The outbox sends it; the log reads the outbox's row for its progress.
          status: 'pending',
        });
        if (id !== undefined) {
          await enqueueMail(db, mail, id);
          queued.email = true;
        }
      }
      if (message.sms && to.sms) {
        const id = await insertRow(db, {
          userId: message.userId,
          type: message.type,
          channel: 'sms',
          dedupeKey: message.key,
          recipient: to.sms,
          body: message.sms,
        });
        queued.sms = id !== undefined;
      }
      return queued;
    },
  };
}

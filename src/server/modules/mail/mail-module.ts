import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS } from '../../../domain/site.ts';
import type { ContactMessage } from '../../../domain/schemas/contact.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { Translator } from '../../../domain/i18n/translate.ts';
import { say, type MailLine, type MailWords } from './mail-words.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { ObjectStorage } from '../storage/storage-module.ts';
import { startMailSender, type MailSender } from './mail-sender.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './transport.ts';

// The mail module's public surface: other modules queue mail and write their messages with
// what is exported here; the outbox, the sender and the transports stay inside.

export type { MailSender, MailTransport };
export { say, type MailLine, type MailWords, type Said } from './mail-words.ts';

/**
 * A file sent with a message: a reference to an object the storage module keeps, which the
 * sender reads when it sends. The queuing module stores the bytes first (a night's report PDF).
 */
export type MailAttachment = { filename: string; contentType: string; storageKey: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as a notification's List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/**
 * Queues a message; pass the transaction that writes the business change so both commit together.
 * The sender is woken once it has committed.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await enqueueMails(db, [{ mail }]);
}

/**
 * Queues many messages in one statement. A notification passes its log row's id, so the log can
 * show the outbox's progress.
 */
export async function enqueueMails(
  db: Database,
  items: readonly { mail: OutgoingMail; notificationId?: number }[],
): Promise<void> {
  if (items.length === 0) return;
  await insertRows(
    db,
    mailOutbox,
    items.map(({ mail, notificationId }) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      notificationId: notificationId ?? null,
    })),
  );
  signalAfterCommit(db, 'mailQueued');
}

/**
 * Starts the outbox sender over the given transport, or else SMTP when a URL is configured, or
 * else .eml files under the data folder (development).
 */
export function startMail(deps: {
  db: Database;
  /** Where the files that messages carry are kept. */
  storage: ObjectStorage;
  transport?: MailTransport;
  smtpUrl?: string;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
  pollIntervalMs?: number | undefined;
}): MailSender {
  const transport =
    deps.transport ??
    (deps.smtpUrl
      ? createSmtpTransport(deps.smtpUrl)
      : createFileTransport(join(deps.dataDir, 'mail'), deps.log));
  return startMailSender({
    db: deps.db,
    storage: deps.storage,
    transport,
    from: deps.from,
    log: deps.log,
    pollIntervalMs: deps.pollIntervalMs,
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[]): string {
  // pre-line keeps the line breaks of a visitor's message.
  const body = paragraphs
    .map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`)
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">${body}<p style="color:#6b7280;font-size:12px">${escapeHtml(BUSINESS.name)} · ${escapeHtml(BUSINESS.phone)} · ${escapeHtml(BUSINESS.email)}</p></body></html>`;
}

/**
 * A property manager's invitation to their portal (docs/product.md#property-managers): a link to
 * choose a password while they have none, else a note that another community was added.
 */
export function managerInviteMail(
  to: string,
  name: string,
  communityName: string,
  links: { setPassword: string | null; signIn: string },
  linkDays: number,
): OutgoingMail {
  const opening = `${BUSINESS.name} has given you the property manager's portal for ${communityName}: every door's service, each night's photo report, residents' tickets, your contract and invoices.`;
  if (links.setPassword === null) {
    return englishMail(
      to,
      `${communityName} is in your ${BUSINESS.name} portal`,
      [`Hi ${name},`, opening, `Sign in at ${links.signIn} with this email address to see it.`],
      { label: 'Open my portal', url: links.signIn },
    );
  }
  return englishMail(
    to,
    `Your ${BUSINESS.name} portal for ${communityName}`,
    [
      `Hi ${name},`,
      opening,
      `Choose a password to open it. The link works once and expires in ${linkDays} days; we can send a new one. Afterwards, sign in at ${links.signIn} with this email address.`,
    ],
    { label: 'Choose my password', url: links.setPassword },
  );
}

/** The staff notification for a contact-form message (the business answers by email). */
export function contactNotificationMail(
  to: string,
  message: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>,
): OutgoingMail {
  // One line: a subject is a mail header, and the visitor's text must not shape it.
  const subject = message.subject.replace(/\s+/g, ' ');
  const lines = [
    `New message from the website contact form.`,
    `From: ${message.name} <${message.email}>`,
    `Subject: ${subject}`,
    message.message,
  ];
  return {
    to,
    subject: `Contact form: ${subject}`,
    text: `${lines.join('\n\n')}\n\nReply to ${message.email} within ${BUSINESS.emailReplyHours} hours.\n`,
    html: layout([...lines, `Reply to ${message.email} within ${BUSINESS.emailReplyHours} hours.`]),
  };
}

/** The office's notification of a property lead (docs/product.md#property-leads). */
export function propertyLeadMail(
  to: string,
  lead: {
    propertyName: string;
    doors: number;
    contactName: string;
    email: string;
    phone: string | null;
    message: string | null;
  },
): OutgoingMail {
  // One line: a subject is a mail header, and the visitor's text must not shape it.
  const property = lead.propertyName.replace(/\s+/g, ' ');
  const lines = [
    'New request for information from the property management page.',
    `Property: ${property}, ${lead.doors} doors`,
    `Contact: ${lead.contactName} <${lead.email}>${lead.phone ? `, ${lead.phone}` : ''}`,
    ...(lead.message ? [lead.message] : []),
  ];
  const reply = `Reply to ${lead.email} within ${BUSINESS.emailReplyHours} hours.`;
  return {
    to,
    subject: `Property lead: ${property}`,
    text: `${lines.join('\n\n')}\n\n${reply}\n`,
    html: layout([...lines, reply]),
  };
}

/**
 * A message with one call to action, in the house layout, in English: for the readers who have
 * no language on record (property managers). A resident's, a porter's or a waitlisted visitor's
 * message is `composeMail`'s, from the catalogue.
 */
export function englishMail(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): OutgoingMail {
  return houseMail('en', to, subject, lines, action);
}

/** The house layout, its `lang` the language it is written in, for screen readers. */
function houseMail(
  language: Language,
  to: string,
  subject: string,
  lines: readonly string[],
  action: { label: string; url: string },
): OutgoingMail {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = `<p><a href="${escapeHtml(action.url)}" style="background:#087F5B;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`;
  const footer = `<p style="color:#6b7280;font-size:12px">${escapeHtml(BUSINESS.name)} · ${escapeHtml(BUSINESS.phone)} · ${escapeHtml(BUSINESS.email)}</p>`;
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">${paragraphs}${button}${footer}</body></html>`,
  };
}

/**
 * A resident's or a porter's email, written in the recipient's language from the message
 * catalogue (docs/decisions/063-one-message-catalogue.md): its subject, lines and button are
 * message ids with their values, and only words a person wrote (an office's note) or facts
 * that no language changes (a name, an address) go in as they are.
 */
export function composeMail(translator: Translator, to: string, words: MailWords): OutgoingMail {
  const line = (part: MailLine) => ('verbatim' in part ? part.verbatim : say(translator, part));
  return houseMail(translator.language, to, say(translator, words.subject), words.lines.map(line), {
    label: say(translator, words.action.label),
    url: words.action.url,
  });
}

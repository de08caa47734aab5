import { BUSINESS } from '../../../domain/site.ts';
import type { ContactMessage } from '../../../domain/schemas/contact.ts';
import type { OutgoingMail } from './outbox-repository.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  // pre-line keeps the line breaks of a visitor's message.
  const body = paragraphs
    .map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`)
    .join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#087F5B;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">${body}${button}<p style="color:#6b7280;font-size:12px">${escapeHtml(BUSINESS.name)} · ${escapeHtml(BUSINESS.phone)} · ${escapeHtml(BUSINESS.email)}</p></body></html>`;
}

export function passwordResetMail(to: string, name: string, resetUrl: string): OutgoingMail {
  const lines = [
    `Hi ${name},`,
    `We received a request to reset the password for your ${BUSINESS.name} account.`,
    'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.',
  ];
  return {
    to,
    subject: `Reset your ${BUSINESS.name} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${resetUrl}\n`,
    html: layout(lines, { label: 'Reset password', url: resetUrl }),
  };
}

/** The staff notification for a contact-form message (spec §2: the business answers by email). */
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

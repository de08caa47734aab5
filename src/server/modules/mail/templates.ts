import { BUSINESS } from '../../../domain/site.ts';
import type { OutgoingMail } from './outbox-repository.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
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

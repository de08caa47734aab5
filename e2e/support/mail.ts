import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';

/** Where the server's development transport writes each message as an .eml file. */
export const MAIL_DIR = join(E2E_DATA_DIR, 'mail');

export type Mail = { file: string; to: string; subject: string; text: string; links: string[] };

/** Undoes quoted-printable: soft line breaks (`=` at the end of a line) and `=XX` bytes. */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text of every part of a (possibly multipart) message, headers left out. */
function decodeBody(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return '';
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
        return decodeQuotedPrintable(body);
      }
      if (/content-transfer-encoding:\s*base64/i.test(headers)) {
        return Buffer.from(body, 'base64').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** A header's value, with folded continuation lines joined. */
function header(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

function parse(file: string, raw: string): Mail {
  const text = decodeBody(raw);
  const links = [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((link) =>
    link.replace(/&amp;/g, '&'),
  );
  return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), text, links };
}

/** Every message sent to `address` so far, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
  // File names start with a millisecond timestamp, so the newest sorts last.
  const emls = files.filter((f) => f.endsWith('.eml')).sort((a, b) => b.localeCompare(a));
  const mails = await Promise.all(
    emls.map(async (name) => parse(name, await readFile(join(MAIL_DIR, name), 'utf8'))),
  );
  return mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

async function newestMailTo(
  address: string,
  match: (mail: Mail) => boolean = () => true,
): Promise<Mail | undefined> {
  return (await mailsTo(address)).find(match);
}

/**
 * Waits for the newest message sent to `address` (the outbox sends it moments after the request)
 * and returns it decoded. Addresses are unique per test, so there is no older message to confuse;
 * a shared inbox (the staff's) passes `match` to pick the test's own message.
 */
export async function waitForMail(
  address: string,
  timeout = 10_000,
  match?: (mail: Mail) => boolean,
): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = await newestMailTo(address, match);
        return mail !== undefined;
      },
      { message: `no mail to ${address} in ${MAIL_DIR}`, timeout },
    )
    .toBe(true);
  return mail!;
}

/** The first link in the mail whose path starts with `path` (e.g. '/reset-password'). */
export function linkTo(mail: Mail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMail } from './mail-module.ts';
import { SEND_TIMEOUT_MS } from './outbox-repository.ts';

/** A message as it leaves: its attachments' bytes read from storage. */
export type SendableMail = Omit<OutgoingMail, 'attachments'> & {
  from: string;
  messageId?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

export type MailTransport = {
  send(mail: SendableMail): Promise<void>;
  close(): void;
};

/** SMTP when SMTP_URL is set; a send that stalls fails within the outbox lease. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Development transport (docs/decisions/018-development-mail-transport.md): writes each message as
 * an .eml file under the data folder and logs the links it contains, so a reset link can be
 * followed without a mail server.
 */
export function createFileTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let counter = 0;
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${process.pid}-${++counter}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to file');
    },
    close: () => transporter.close(),
  };
}

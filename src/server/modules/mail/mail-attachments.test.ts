import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createStorage } from '../storage/storage-module.ts';
import { enqueueMail } from './mail-module.ts';

// A message's attachments are references to stored files, read by the sender when it sends.

let smtp: SmtpPeer;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mail-attachments-'));
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const storage = () => createStorage({ dataDir, s3: undefined });
const send = async () => {
  t.app.mailer.kick();
  await t.app.mailer.drain();
};

test('a stored file goes with the message, byte for byte, under its name and type', async () => {
  const bytes = Buffer.from('%PDF-1.7\n binary \x00\x01\x02\xff tail', 'latin1');
  await storage().put('night-reports/1/2026-11-16.pdf', bytes, 'application/pdf');
  await enqueueMail(t.db, {
    to: 'manager@lakes.example',
    subject: 'Night report',
    text: 'Attached.',
    attachments: [
      {
        filename: 'Lakes-night-report-2026-11-16.pdf',
        contentType: 'application/pdf',
        storageKey: 'night-reports/1/2026-11-16.pdf',
      },
    ],
  });
  await send();
  const mail = await smtp.waitFor((m) => m.to.includes('manager@lakes.example'));
  expect(mail.text).toContain('Attached.');
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({
    filename: 'Lakes-night-report-2026-11-16.pdf',
    contentType: 'application/pdf',
  });
  expect(mail.attachments[0]!.content.equals(bytes)).toBe(true);
});

test('a message whose file is not stored yet waits and is tried again, never sent without it', async () => {
  await enqueueMail(t.db, {
    to: 'owner@lakes.example',
    subject: 'Night report',
    text: 'Attached.',
    attachments: [
      {
        filename: 'later.pdf',
        contentType: 'application/pdf',
        storageKey: 'night-reports/2/later.pdf',
      },
    ],
  });
  await send();
  const [waiting] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, 'owner@lakes.example'));
  expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
  expect(waiting!.lastError).toContain('later.pdf');
  expect(smtp.messages.some((m) => m.to.includes('owner@lakes.example'))).toBe(false);

  await storage().put('night-reports/2/later.pdf', Buffer.from('%PDF-later'), 'application/pdf');
  await t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, waiting!.id));
  await send();
  const mail = await smtp.waitFor((m) => m.to.includes('owner@lakes.example'));
  expect(mail.attachments[0]!.content.toString()).toBe('%PDF-later');
});

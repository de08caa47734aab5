import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { enqueueMail } from './mail-module.ts';
import { createOutboxRepository, LEASE_MS } from './outbox-repository.ts';

let smtp: SmtpPeer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer({ loseReplies: 1 });
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

test('a message sent again after a lost reply keeps its Message-ID', async () => {
  await enqueueMail(t.db, { to: 'jordan@example.com', subject: 'Pickup reminder', text: 'Hi' });
  t.app.mailer.kick();
  await t.app.mailer.drain();
  // The server stored the first attempt but its answer was a failure: the retry is due now.
  await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
  t.app.mailer.kick();
  await t.app.mailer.drain();

  const [first, second] = smtp.messages;
  expect(smtp.messages).toHaveLength(2);
  expect(first!.messageId).toMatch(/^<.+@.+>$/);
  expect(second!.messageId).toBe(first!.messageId);
  const [row] = await t.db.select().from(mailOutbox);
  expect(row).toMatchObject({ status: 'sent', attempts: 2 });
});

test('a message claimed by a sender that dies is due again within a minute', async () => {
  expect(LEASE_MS).toBeLessThanOrEqual(60_000);
  await t.app.mailer.stop();
  await enqueueMail(t.db, { to: 'casey@example.com', subject: 'Receipt', text: 'Thanks' });
  const [claimed] = await createOutboxRepository(t.db).claimDue(20);
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, claimed!.id));
  const waitMs = row!.nextAttemptAt.getTime() - Date.now();
  expect(waitMs).toBeGreaterThan(0);
  expect(waitMs).toBeLessThanOrEqual(60_000);
});

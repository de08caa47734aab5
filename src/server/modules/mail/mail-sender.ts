import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startQueueDrainer, type QueueDrainer } from '../../lib/queue-drainer.ts';
import type { ObjectStorage } from '../storage/storage-module.ts';
import { createOutboxRepository, type QueuedMail } from './outbox-repository.ts';
import type { MailTransport } from './transport.ts';

const POLL_INTERVAL_MS = 5_000;
// One message per claim: its lease then covers a single send (outbox-repository.ts).
const BATCH = 1;

/**
 * The same Message-ID on every attempt of one outbox message. Delivery is at least once (a send
 * whose answer is lost is sent again), and this lets the receiving side drop the repeat.
 */
export function messageIdOf(mail: QueuedMail, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

export type MailSender = QueueDrainer;

/**
 * The attachments' bytes, read when the message is sent. A stored file that is missing fails the
 * send, which is tried again later like any other failure: a message never leaves without them.
 */
async function readAttachments(storage: ObjectStorage, mail: QueuedMail) {
  if (!mail.attachments) return undefined;
  return Promise.all(
    mail.attachments.map(async ({ filename, contentType, storageKey }) => {
      const content = await storage.get(storageKey);
      if (!content) throw new Error(`attachment ${filename} is not in storage`);
      return { filename, contentType, content };
    }),
  );
}

/**
 * Sends what the outbox holds. Polls, and is kicked right after a request queues mail so the
 * message leaves at once; several app servers can run it together (rows are claimed with
 * SKIP LOCKED).
 */
export function startMailSender(deps: {
  db: Database;
  storage: ObjectStorage;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollIntervalMs?: number | undefined;
}): MailSender {
  const repo = createOutboxRepository(deps.db);
  async function runOnce(): Promise<void> {
    for (;;) {
      const batch = await repo.claimDue(BATCH);
      for (const mail of batch) {
        try {
          await deps.transport.send({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: mail.headers,
            attachments: await readAttachments(deps.storage, mail),
            from: deps.from,
            messageId: messageIdOf(mail, deps.from),
          });
          await repo.markSent(mail.id);
        } catch (err) {
          deps.log.warn({ err, mailId: mail.id, attempt: mail.attempts }, 'mail send failed');
          await repo.markFailed(mail, err instanceof Error ? err.message : String(err));
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  return startQueueDrainer({
    runOnce,
    pollIntervalMs: deps.pollIntervalMs ?? POLL_INTERVAL_MS,
    onError: (err) => deps.log.error({ err }, 'mail outbox run failed'),
    onStop: () => deps.transport.close(),
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
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

export type MailSender = { kick(): void; drain(): Promise<void>; stop(): Promise<void> };

/**
 * Sends what the outbox holds. Polls, and is kicked right after a request queues mail so the
 * message leaves at once; several app servers can run it together (rows are claimed with
 * SKIP LOCKED).
 */
export function startMailSender(deps: {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}): MailSender {
  const repo = createOutboxRepository(deps.db);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

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

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err: unknown) => deps.log.error({ err }, 'mail outbox run failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, deps.pollIntervalMs ?? POLL_INTERVAL_MS);
  timer.unref();
  kick();

  return {
    kick,
    /** Resolves once nothing due is left to send (tests, shutdown). */
    async drain() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      deps.transport.close();
    },
  };
}

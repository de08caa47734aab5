import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import type { MailTransport } from './transport.ts';

const POLL_INTERVAL_MS = 5_000;
const BATCH = 20;

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
          await deps.transport.send({ ...mail, from: deps.from });
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

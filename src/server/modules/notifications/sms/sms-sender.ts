import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { startQueueDrainer, type QueueDrainer } from '../../../lib/queue-drainer.ts';
import { nextSendableAt } from './quiet-hours.ts';
import { createSmsQueueRepository, leaseFor, type ClaimedText } from './sms-queue-repository.ts';
import { SmsSendError, TWILIO_UNSUBSCRIBED_RECIPIENT, type SmsTransport } from './sms-transport.ts';
import { createSmsWebhookRepository } from './sms-webhook-repository.ts';
import { createTokenBucket } from './token-bucket.ts';

const POLL_INTERVAL_MS = 5_000;
// A claim is about a second's worth of texts at the rate limit, sent side by side: enough to keep
// the provider busy, few enough that a claim's lease stays short.
const MAX_BATCH = 50;

/** `kick` after the transaction that queued a text commits; `drain` waits for the queue. */
export type SmsSender = QueueDrainer;

/**
 * Sends the queued texts: polls, and is kicked right after a text is queued. Several app servers
 * can run it together (rows are claimed with SKIP LOCKED). Each text is checked again when it is
 * claimed (the number still opted in, no STOP since), waits out the quiet hours (all but an
 * opt-in's confirmation, IMMEDIATE_TEXT_KEY_PREFIX), and goes at a bounded rate.
 */
export function startSmsSender(deps: {
  db: Database;
  transport: SmsTransport;
  log: FastifyBaseLogger;
  /** Where the provider reports delivery (the status callback route's full URL). */
  statusCallbackUrl?: string;
  /** The most texts handed to the provider per second (SMS_MAX_PER_SECOND). */
  maxPerSecond: number;
  pollIntervalMs?: number;
  /** The time the quiet hours are read at (tests set evenings and mornings). */
  now?: () => Date;
}): SmsSender {
  const repo = createSmsQueueRepository(deps.db);
  const optOuts = createSmsWebhookRepository(deps.db);
  const perSecond = deps.maxPerSecond;
  const bucket = createTokenBucket(perSecond);
  const batchSize = Math.max(1, Math.min(MAX_BATCH, Math.ceil(perSecond)));
  const leaseMs = leaseFor(batchSize, perSecond);
  const now = deps.now ?? (() => new Date());

  /** Hands one text to the provider; what it answered, or undefined after recording a failure. */
  async function sendOne(text: ClaimedText) {
    await bucket.take();
    try {
      const sent = await deps.transport.send({
        to: text.to,
        body: text.body,
        statusCallback: deps.statusCallbackUrl,
      });
      return { id: text.id, ...sent };
    } catch (err) {
      const retryable = err instanceof SmsSendError ? err.retryable : true;
      deps.log.warn({ err, notificationId: text.id, attempt: text.attempts }, 'text send failed');
      await repo.markFailed(text, err instanceof Error ? err.message : String(err), retryable);
      if (err instanceof SmsSendError && err.code === TWILIO_UNSUBSCRIBED_RECIPIENT) {
        await optOuts.stop(text.to, 'carrier');
      }
      return undefined;
    }
  }

  async function runOnce(stopping: () => boolean): Promise<void> {
    for (;;) {
      const at = now();
      const sendableAt = nextSendableAt(at);
      const quiet = sendableAt > at;
      if (quiet) await repo.deferDue(sendableAt);
      const batch = await repo.claimDue(batchSize, leaseMs, quiet ? 'immediate' : 'all');
      await repo.markSkipped(batch.filter((text) => !text.allowed).map((text) => text.id));
      const sent = await Promise.all(batch.filter((text) => text.allowed).map(sendOne));
      await repo.markSent(sent.filter((s) => s !== undefined));
      if (batch.length < batchSize || stopping()) return;
    }
  }

  return startQueueDrainer({
    runOnce,
    pollIntervalMs: deps.pollIntervalMs ?? POLL_INTERVAL_MS,
    onError: (err) => deps.log.error({ err }, 'text queue run failed'),
    onStop: () => deps.transport.close(),
  });
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { WebhookSignatureError } from './provider.ts';

// How the sandbox signs the webhooks it sends and checks the ones it receives, as Stripe does:
// an HMAC of the timestamp and the raw body, with a key of this installation's own.

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
const SIGNATURE_TOLERANCE_SECONDS = 300;
const WEBHOOK_KEY_FILE = 'sandbox-webhook.key';

/**
 * This installation's sandbox webhook key: random, made on first use and kept in the data
 * directory. Never derived from a setting with a published default, so nobody outside can sign a
 * sandbox "payment".
 */
export function sandboxWebhookKey(dataDir: string): Buffer {
  const file = join(dataDir, WEBHOOK_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    // Made by an earlier start (or a second instance at the same moment): use that one.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length < 32) throw new Error(`${file} is damaged: delete it to make a new key`);
  return key;
}

export function signSandboxPayload(key: Buffer, rawBody: string, timestamp: number): string {
  const mac = createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** The headers of a webhook delivery of `body`, signed now with `key`. */
export function sandboxWebhookHeaders(key: Buffer, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(key, body, Math.floor(Date.now() / 1000)),
  };
}

/** Refuses a delivery whose signature is missing, stale or not made with `key`. */
export function verifySandboxSignature(
  key: Buffer,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): void {
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!match) throw new WebhookSignatureError('missing or malformed signature');
  const timestamp = Number(match[1]);
  if (Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('signature timestamp outside the tolerance');
  }
  const expected = signSandboxPayload(key, rawBody.toString('utf8'), timestamp).slice(-64);
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(match[2]!, 'hex'))) {
    throw new WebhookSignatureError('signature mismatch');
  }
}

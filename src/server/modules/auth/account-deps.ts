import { MESSAGES } from '../../../domain/messages.ts';
import type { Database } from '../../db/client.ts';
import { createConcurrencyGate } from '../../lib/concurrency-gate.ts';
import { serviceUnavailable } from '../../lib/errors.ts';
import { HASHING_THREADS } from '../../lib/password-hasher.ts';
import type { MailWords } from '../mail/mail-module.ts';
import type { RateLimiter } from '../rate-limit/rate-limit-module.ts';

/**
 * The one notice accounts send, the password-changed security notice, written in the
 * transaction of the change. A port the notifications module's notifier fills (wired in app.ts),
 * so that auth, whose sessions guard every module's routes, imports no module that uses them.
 */
export type SecurityNotifier = {
  notify(
    db: Database,
    message: { userId: number; type: 'account_security'; key: string; email: MailWords },
  ): Promise<unknown>;
};

/** What the account functions work with, made once in auth-module.ts. */
export type AccountDeps = {
  db: Database;
  limiter: RateLimiter;
  secret: string;
  appUrl: string;
  adminLoginKey: string | undefined;
  /** The password-changed notice goes through it, always sent. */
  notifier: SecurityNotifier;
  endOtherSessions: (userId: number, exceptSessionId?: string) => Promise<void>;
  /** Whether we serve a ZIP code: an account outside the area could pay for pickups nobody makes. */
  isServedZip: (zip: string) => Promise<boolean>;
  /** Whether a community is active and in that ZIP code. */
  isCommunityInZip: (zip: string, communityId: number) => Promise<boolean>;
};

/**
 * Sign-ins, sign-ups and password changes each cost a deliberately slow scrypt hash and a few
 * database writes. They run one per hashing thread (lib/password-hasher.ts: low priority, off
 * libuv's pool that static file reads share), and a short queue waits; a flood beyond that is
 * answered 503 with Retry-After before any database or hashing work.
 */
export const PASSWORD_WORK = createConcurrencyGate({
  concurrency: HASHING_THREADS,
  maxQueued: 16,
  onFull: () => serviceUnavailable(MESSAGES.serverBusy, 1),
});

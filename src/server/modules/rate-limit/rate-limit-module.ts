import { MESSAGES } from '../../../domain/messages.ts';
import { PER_IP_LIMIT } from '../../../domain/rate-limits.ts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { createRateLimitRepository } from './rate-limit-repository.ts';

export type LimitRule = { name: string; max: number; windowMs: number };

// The limits of docs/decisions/016-rate-limits.md, before RATE_LIMIT_MULTIPLIER.
export const LIMITS = {
  failedLogin: { name: 'login', max: 10, windowMs: 15 * 60_000 },
  // Across accounts: one address trying many usernames is guessing, whatever each account's count.
  failedLoginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * 60_000 },
  perIp: { name: 'ip', max: PER_IP_LIMIT.max, windowMs: PER_IP_LIMIT.windowMinutes * 60_000 },
} as const satisfies Record<string, LimitRule>;

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(db: Database, multiplier: number) {
  const repo = createRateLimitRepository(db);
  const maxOf = (rule: LimitRule) => Math.max(1, Math.floor(rule.max * multiplier));
  const keyOf = (rule: LimitRule, key: string) => `${rule.name}:${key}`;

  function reject(rule: LimitRule, resetAt: Date, message: string | undefined): never {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw tooManyRequests(
      message ?? MESSAGES.tooManyAttempts(Math.ceil(rule.windowMs / 60_000)),
      seconds,
    );
  }

  return {
    /**
     * Counts this request and throws a 429 once the window's budget is spent, with `message` when
     * the limit has words of its own.
     */
    async consume(rule: LimitRule, key: string, message?: string): Promise<void> {
      const hit = await repo.hit(keyOf(rule, key), rule.windowMs);
      if (hit.count > maxOf(rule)) reject(rule, hit.resetAt, message);
    },
    /**
     * Gives back one counted request, for failures-only limits: an attempt is counted before the
     * check it guards (so parallel attempts cannot all slip past a stale count) and refunded
     * when it turns out to have succeeded.
     */
    async refund(rule: LimitRule, key: string): Promise<void> {
      await repo.unhit(keyOf(rule, key));
    },
    async clear(rule: LimitRule, key: string): Promise<void> {
      await repo.clear(keyOf(rule, key));
    },
    pruneExpired: () => repo.pruneExpired(),
  };
}

import { createHmac, randomBytes } from 'node:crypto';

/** A random 256-bit token for a cookie or an emailed link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token: a keyed hash, useless without SESSION_SECRET. */
export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

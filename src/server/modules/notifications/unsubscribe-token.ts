import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_TYPES,
  UNSUBSCRIBE_LINK_DAYS,
  type NotificationType,
} from '../../../domain/notifications.ts';
import { MAX_RECORD_ID } from '../../../domain/schemas/fields.ts';

// A one-click unsubscribe link works without signing in, so its token carries what it turns off
// (one resident, one type) and when it stops working, signed with the server's secret: nothing is
// stored, and a token cannot be changed to turn off someone else's mail.

const DAY_MS = 24 * 60 * 60 * 1000;

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
}

export function unsubscribeToken(
  userId: number,
  type: NotificationType,
  secret: string,
  now: Date = new Date(),
): string {
  const expiresDay = Math.floor(now.getTime() / DAY_MS) + UNSUBSCRIBE_LINK_DAYS;
  const payload = `${userId}.${type}.${expiresDay}`;
  return `${payload}.${signature(payload, secret)}`;
}

export type UnsubscribeTokenCheck =
  | { ok: true; userId: number; type: NotificationType }
  | { ok: false; reason: 'invalid' | 'expired' };

export function readUnsubscribeToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): UnsubscribeTokenCheck {
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, userId, type, expiresDay, given] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(signature(`${userId}.${type}.${expiresDay}`, secret));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'invalid' };
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: 'invalid' };
  // Signed by this server or not, an id past the database's integers names nobody.
  if (Number(userId) > MAX_RECORD_ID) return { ok: false, reason: 'invalid' };
  if (Number(expiresDay) * DAY_MS < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(userId), type: type as NotificationType };
}

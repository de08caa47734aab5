import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scryptOnHashingThread } from './password-hasher.ts';

// scrypt from node:crypto: memory-hard, salted, no native build
// (docs/decisions/002-sessions-and-passwords.md).
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return scryptOnHashingThread(password.normalize('NFKC'), salt, KEY_LENGTH, options);
}

/** Returns `scrypt$N$r$p$salt$hash` so the parameters can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * The stored hash of an account with no password: a porter who has not used the invitation yet,
 * or one removed from the crew. No password matches it.
 */
export const NO_PASSWORD_HASH = 'none';

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so unknown accounts cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}

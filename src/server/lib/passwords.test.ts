import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  test('is salted: one password hashes differently each time, and both verify', async () => {
    const [a, b] = await Promise.all([
      hashPassword('hunter2-hunter2'),
      hashPassword('hunter2-hunter2'),
    ]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain('hunter2');
    expect(await verifyPassword('hunter2-hunter2', a)).toBe(true);
    expect(await verifyPassword('hunter2-hunter2', b)).toBe(true);
  });

  test('rejects a wrong password, including one differing only in case or length', async () => {
    const stored = await hashPassword('Correct-Horse');
    for (const wrong of ['correct-horse', 'Correct-Horse ', 'Correct-Hors', '']) {
      expect(await verifyPassword(wrong, stored)).toBe(false);
    }
  });

  test('treats canonically equivalent Unicode as the same password', async () => {
    const composed = 'caf\u00e9-password';
    const decomposed = 'cafe\u0301-password';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  test('a stored value in an unknown format never verifies', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$2b$10$abc', 'scrypt$16384$8$1$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  test('the timing stand-in for unknown accounts always fails', async () => {
    expect(await burnPasswordCheck('not-a-real-password')).toBe(false);
  });

  // Linux keeps a nice value per thread (/proc/self/task/*/stat, field 19).
  test.runIf(process.platform === 'linux')(
    'hashes on a thread of the lowest CPU priority, so a sign-in flood yields to page serving',
    async () => {
      const niceOf = (task: string) => {
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      // The test may itself run under `nice`: the main thread keeps whatever it started with.
      const mainThreadNice = niceOf(String(process.pid));
      await hashPassword('hunter2-hunter2');
      const tasks = readdirSync('/proc/self/task');
      expect(tasks.map(niceOf)).toContain(19);
      expect(niceOf(String(process.pid))).toBe(mainThreadNice);
    },
  );
});

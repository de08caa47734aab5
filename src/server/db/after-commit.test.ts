import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { afterCommit, onCommitted, reportEffectErrors, signalAfterCommit } from './after-commit.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

describe('after-commit effects', () => {
  let handle: DatabaseHandle;
  const countRows = async () => {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(sql`t`);
    return row!.n;
  };

  beforeAll(async () => {
    handle = openDatabase({});
    await handle.db.execute(sql`create table t (id int)`);
  });
  afterAll(() => handle.close());

  test('run once the transaction has committed, when its rows are there to read', async () => {
    const seen: number[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      afterCommit(tx, async () => seen.push(await countRows()));
      expect(seen).toEqual([]);
    });
    await expect.poll(() => seen).toEqual([1]);
  });

  test('never run for a transaction that rolls back', async () => {
    const seen: string[] = [];
    await expect(
      handle.db.transaction(async (tx) => {
        afterCommit(tx, () => seen.push('ran'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  test('a savepoint that rolls back drops its own effects; the outer ones still run', async () => {
    const seen: string[] = [];
    await handle.db.transaction(async (tx) => {
      afterCommit(tx, () => seen.push('outer'));
      await tx
        .transaction(async (inner) => {
          afterCommit(inner, () => seen.push('rolled back'));
          throw new Error('inner refused');
        })
        .catch(() => {});
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => seen.push('released'));
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['outer', 'released']);
  });

  test('run at once for a write made outside any transaction', () => {
    const seen: string[] = [];
    afterCommit(handle.db, () => seen.push('now'));
    expect(seen).toEqual(['now']);
  });

  test('a signal raised several times in one transaction is heard once per customer', async () => {
    const heard: (number | undefined)[] = [];
    const stop = onCommitted(handle.db, 'customerChanged', (userId) => heard.push(userId));
    const mail: string[] = [];
    const stopMail = onCommitted(handle.db, 'mailQueued', () => mail.push('kick'));
    await handle.db.transaction(async (tx) => {
      signalAfterCommit(tx, 'customerChanged', 7);
      signalAfterCommit(tx, 'customerChanged', 7);
      signalAfterCommit(tx, 'customerChanged', 8);
      signalAfterCommit(tx, 'mailQueued');
      await tx.transaction(async (inner) => signalAfterCommit(inner, 'mailQueued'));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([7, 8]);
    expect(mail).toEqual(['kick']);
    stop();
    stopMail();
    await handle.db.transaction(async (tx) => signalAfterCommit(tx, 'customerChanged', 7));
    expect(heard).toEqual([7, 8]);
  });

  test('an effect that fails is reported and neither fails the write nor stops the others', async () => {
    const reported: unknown[] = [];
    reportEffectErrors(handle.db, (err) => reported.push(err));
    const seen: string[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (2)`);
      afterCommit(tx, () => {
        throw new Error('sender down');
      });
      afterCommit(tx, () => Promise.reject(new Error('cache down')));
      afterCommit(tx, () => seen.push('after'));
    });
    expect(seen).toEqual(['after']);
    await expect.poll(() => reported.length).toBe(2);
    expect(await countRows()).toBe(2);
  });
});

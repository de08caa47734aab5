import { describe, expect, test } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate.ts';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('concurrency gate', () => {
  test('runs at most `concurrency` tasks at once, queues a few and refuses the rest at once', async () => {
    const gate = createConcurrencyGate({
      concurrency: 2,
      maxQueued: 3,
      onFull: () => new Error('full'),
    });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const blockers = Array.from({ length: 5 }, deferred);
    const runs = blockers.map((blocker, i) =>
      gate.run(async () => {
        active++;
        peak = Math.max(peak, active);
        order.push(i);
        await blocker.promise;
        active--;
        return i;
      }),
    );
    await expect(gate.run(async () => 'too many')).rejects.toThrow('full');
    expect(order).toEqual([0, 1]);
    expect(gate.queued).toBe(3);

    blockers.forEach((b) => b.release());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => 'room again')).toBe('room again');
  });

  test('a failing task frees its slot', async () => {
    const gate = createConcurrencyGate({
      concurrency: 1,
      maxQueued: 0,
      onFull: () => new Error('full'),
    });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

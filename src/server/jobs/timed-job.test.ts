import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { startTimedJob } from './timed-job.ts';

/** A logger whose lines the test reads back. */
function readableLog() {
  const lines: { level: number; msg: string; err?: { message: string }; made?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('a timed job', () => {
  test('answers what a run did, and logs it only when it is worth a line', async () => {
    const { log, lines } = readableLog();
    let made = 0;
    const job = startTimedJob({
      name: 'test job',
      log,
      run: async () => ({ made: made++ }),
      everyMs: 60_000,
      atStartup: false,
      timer: false,
      worthLogging: (result) => result.made > 0,
    });
    expect(await job.runNow()).toEqual({ made: 0 });
    expect(await job.runNow()).toEqual({ made: 1 });
    expect(lines.map((l) => [l.msg, l.made])).toEqual([['test job run', 1]]);
    job.stop();
  });

  test('a failed run is logged as a warning and answers null; the next run goes on', async () => {
    const { log, lines } = readableLog();
    let calls = 0;
    const job = startTimedJob({
      name: 'test job',
      log,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        return { ok: true };
      },
      everyMs: 60_000,
      atStartup: false,
      timer: false,
    });
    expect(await job.runNow()).toBeNull();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'test job run failed',
        err: expect.objectContaining({ message: 'the database went away' }),
      }),
    ]);
    expect(await job.runNow()).toEqual({ ok: true });
    job.stop();
  });
});

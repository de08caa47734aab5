import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type * as Crypto from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import type * as Os from 'node:os';
import type * as WorkerThreads from 'node:worker_threads';

/**
 * Threads for password hashing: one per spare core, at most two, so a core stays free for the
 * event loop even before the scheduler's priorities come in.
 */
export const HASHING_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));

/**
 * The body of each hashing thread. It runs as a worker's own script, so it may use nothing from
 * this module's scope. Hashing synchronously keeps the work on this thread (an async scrypt would
 * go back to libuv's shared pool), and this thread runs at the lowest CPU priority: Linux keeps a
 * nice value per thread, so only this thread yields, and a flood of sign-ins takes only the CPU
 * that serving pages and reads leaves over (docs/decisions/022-sign-in-under-attack.md).
 */
function hashingThread() {
  // A worker started from source text is a CommonJS script: `require` is its import.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { parentPort } = require('node:worker_threads') as typeof WorkerThreads;
  const { scryptSync } = require('node:crypto') as typeof Crypto;
  const { setPriority } = require('node:os') as typeof Os;
  /* eslint-enable @typescript-eslint/no-require-imports */
  try {
    setPriority(19);
  } catch {
    // A platform that refuses still hashes correctly, only without the lower priority.
  }
  parentPort?.on(
    'message',
    (job: {
      id: number;
      password: string;
      salt: Uint8Array;
      keyLength: number;
      options: object;
    }) => {
      try {
        const key = scryptSync(job.password, job.salt, job.keyLength, job.options);
        parentPort.postMessage({ id: job.id, key });
      } catch (err) {
        parentPort.postMessage({
          id: job.id,
          error: err instanceof Error ? err.message : 'failed',
        });
      }
    },
  );
}

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

interface HashingThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const threads: HashingThread[] = [];
let nextJobId = 0;

function retire(thread: HashingThread, err: Error) {
  const index = threads.indexOf(thread);
  if (index >= 0) threads.splice(index, 1);
  for (const pending of thread.pending.values()) pending.reject(err);
  thread.pending.clear();
}

function startThread(): HashingThread {
  const worker = new Worker(`(${hashingThread.toString()})()`, { eval: true });
  // An idle hashing thread must not keep a finished process (a CLI command, a test) alive.
  worker.unref();
  const thread: HashingThread = { worker, pending: new Map() };
  worker.on('message', (reply: { id: number; key?: Uint8Array; error?: string }) => {
    const pending = thread.pending.get(reply.id);
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) worker.unref();
    if (!pending) return;
    if (reply.key) pending.resolve(Buffer.from(reply.key));
    else pending.reject(new Error(`password hashing failed: ${reply.error ?? 'no key'}`));
  });
  worker.on('error', (err) => retire(thread, err));
  worker.on('exit', (code) =>
    retire(thread, new Error(`password hashing thread exited (${code})`)),
  );
  threads.push(thread);
  return thread;
}

/** scrypt on a low-priority hashing thread; jobs queue on the least busy thread. */
export function scryptOnHashingThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  let thread = threads.reduce<HashingThread | undefined>(
    (best, t) => (!best || t.pending.size < best.pending.size ? t : best),
    undefined,
  );
  if (!thread || (thread.pending.size > 0 && threads.length < HASHING_THREADS)) {
    thread = startThread();
  }
  const id = nextJobId++;
  const chosen = thread;
  return new Promise<Buffer>((resolve, reject) => {
    chosen.pending.set(id, { resolve, reject });
    // While it holds a job, the thread keeps the process alive until the answer arrives.
    chosen.worker.ref();
    chosen.worker.postMessage({ id, password, salt, keyLength, options });
  });
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxQueued` more wait their turn;
 * beyond that a task is refused at once with `onFull()`, so a flood gets a quick answer instead
 * of a growing queue.
 */
export function createConcurrencyGate(options: {
  concurrency: number;
  maxQueued: number;
  onFull: () => Error;
}) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) running++;
      else if (waiting.length < options.maxQueued) {
        // The finishing task hands its slot straight to the next waiter, so `running` stays put.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else throw options.onFull();
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** How many tasks it holds at most, running and waiting. */
    capacity: options.concurrency + options.maxQueued,
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}

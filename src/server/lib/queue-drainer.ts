/** What a sender of a durable queue offers: a wake-up, a wait for the queue, and a clean stop. */
export type QueueDrainer = { kick(): void; drain(): Promise<void>; stop(): Promise<void> };

/**
 * Runs `runOnce` (a pass over what is due) one pass at a time: every `pollIntervalMs`, at once
 * when kicked after something was queued, and once more after a pass that a kick arrived during.
 * The mail and text senders are both one; several app servers run theirs side by side, so a pass
 * must claim its rows (SKIP LOCKED). `runOnce` is told when a stop is asked for, to end early.
 */
export function startQueueDrainer(deps: {
  runOnce: (stopping: () => boolean) => Promise<void>;
  pollIntervalMs: number;
  onError: (err: unknown) => void;
  onStop: () => void;
}): QueueDrainer {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deps
      .runOnce(stopping)
      .catch(deps.onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, deps.pollIntervalMs);
  timer.unref();
  kick();

  return {
    kick,
    /** Resolves once nothing due is left to send (tests, shutdown). */
    async drain() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      deps.onStop();
    },
  };
}

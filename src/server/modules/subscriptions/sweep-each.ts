import type { SubscriptionDeps } from './subscription-deps.ts';

/** Runs one sweep's change per item; a failure is logged and left for the next run. */
export async function sweepEach<T>(
  deps: Pick<SubscriptionDeps, 'log'>,
  items: readonly T[],
  change: (item: T) => Promise<unknown>,
  what: string,
  subscriptionOf: (item: T) => number,
): Promise<number> {
  let changed = 0;
  for (const item of items) {
    try {
      if (await change(item)) changed++;
    } catch (err) {
      // The next run tries again; one provider hiccup must not stop the others.
      deps.log.warn({ err, subscriptionId: subscriptionOf(item) }, `could not ${what}`);
    }
  }
  return changed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type TokenBucket = { take(): Promise<void> };

/**
 * A send rate bound: up to `perSecond` tokens, refilled continuously; each send takes one and
 * waits while none is left. A full bucket allows a burst of one second's worth.
 */
export function createTokenBucket(perSecond: number, now = () => performance.now()): TokenBucket {
  let tokens = perSecond;
  let last = now();
  return {
    async take() {
      for (;;) {
        const at = now();
        tokens = Math.min(perSecond, tokens + ((at - last) / 1000) * perSecond);
        last = at;
        if (tokens >= 1) {
          tokens -= 1;
          return;
        }
        await sleep(Math.ceil(((1 - tokens) / perSecond) * 1000));
      }
    },
  };
}

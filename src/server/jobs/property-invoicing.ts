import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 60 * 60_000;

export type PropertyInvoicing = ReturnType<typeof startPropertyInvoicing>;

type InvoiceRun = { month: string; issued: number; failed: number };

/**
 * At start-up and hourly: once a month has ended in America/Chicago, each property-paid
 * contract's invoice for it (docs/product.md#property-invoices), and again any the provider has
 * not confirmed. The month's invoice is unique per contract and its provider calls carry keys
 * named for it, so runs here and on other app servers issue each invoice once.
 */
export function startPropertyInvoicing(deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<InvoiceRun>;
  /** Run by itself at start-up and hourly; without, only when asked (`runNow`). */
  timer: boolean;
}) {
  const run = async (now = new Date()): Promise<InvoiceRun | null> => {
    try {
      return await deps.run(now);
    } catch (err) {
      deps.log.warn({ err }, 'property invoicing run failed');
      return null;
    }
  };
  if (deps.timer) void run();
  const timer = deps.timer ? setInterval(() => void run(), EVERY_MS) : undefined;
  timer?.unref();
  return {
    /** One run now, or as if at `now` (tests); resolves with what it issued. */
    runNow: run,
    stop: () => clearInterval(timer),
  };
}

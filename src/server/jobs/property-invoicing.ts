import type { FastifyBaseLogger } from 'fastify';
import { startTimedJob, type TimedJob } from './timed-job.ts';

type InvoiceRun = { month: string; issued: number; failed: number };

export type PropertyInvoicing = TimedJob<InvoiceRun>;

/**
 * At start-up and hourly: once a month has ended in America/Chicago, each property-paid
 * contract's invoice for it (docs/product.md#property-invoices), and again any the provider has
 * not confirmed. The month's invoice is unique per contract and its provider calls carry keys
 * named for it, so runs here and on other app servers issue each invoice once.
 */
export const startPropertyInvoicing = (deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<InvoiceRun>;
  timer: boolean;
}): PropertyInvoicing =>
  startTimedJob({ ...deps, name: 'property invoicing', everyMs: 60 * 60_000, atStartup: true });

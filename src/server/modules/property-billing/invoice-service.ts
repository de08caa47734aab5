import { SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import { csvRow } from '../../../domain/csv.ts';
import { formatCents } from '../../../domain/money.ts';
import { fullName } from '../../../domain/person-name.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import {
  AGING_BUCKETS,
  INVOICE_LINE_CSV_HEADERS,
  PROPERTY_INVOICE_TEXT as TEXT,
  agingBucket,
  csvDollars,
  daysInMonth,
  formatMonth,
  invoiceLinesFileName,
  monthOf,
  monthStart,
  previousMonth,
  proratedCents,
  servedInMonth,
  type AgingBucket,
} from '../../../domain/property-invoices.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type {
  CommunityInvoices,
  PropertyAging,
  PropertyInvoice,
} from '../../../domain/schemas/property-invoices.ts';
import type { Database } from '../../db/client.ts';
import type { PropertyInvoiceRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../lib/errors.ts';
import {
  createInvoiceRepository,
  type ContractForInvoice,
  type InvoiceLine,
} from './invoice-repository.ts';
import type { InvoicingGateway, PropertyInvoiceEvent } from './invoicing.ts';

// A property-paid community's monthly invoice (docs/product.md#property-invoices): written from
// its doors' stored rows with its lines, then issued by the provider, whose webhooks say the rest.

export type BillingDeps = {
  db: Database;
  /** Stripe Invoicing or the sandbox; null in production without keys. */
  invoicing: InvoicingGateway | null;
  log: { warn(obj: object, msg: string): void };
};

const RETRY_SECONDS = 60;

/** The calendar day an instant falls on where the doors are served. */
const serviceDate = (at: Date) => serviceClock(at).date;

function toInvoice(row: PropertyInvoiceRow): PropertyInvoice {
  return {
    id: row.id,
    month: monthOf(row.month),
    doors: row.doors,
    amountCents: row.amountCents,
    status: row.status,
    dueOn: row.dueOn,
    paidAt: row.paidAt?.toISOString() ?? null,
    hostedUrl: row.hostedUrl,
    test: row.provider === 'sandbox',
  };
}

type Door = Awaited<ReturnType<ReturnType<typeof createInvoiceRepository>['doorsOf']>>[number];

/**
 * A door's first day is the one it was enrolled for, or the day it was made; its last is the day
 * before its service ended (docs/decisions/059-properties-as-customers.md).
 */
function serviceOf(door: Door) {
  const ended = door.serviceEndsAt ?? (door.status === 'cancelled' ? door.cancelledAt : null);
  return {
    firstDay: door.startsOn ?? serviceDate(door.createdAt),
    lastDay: ended ? addDays(serviceDate(ended), -1) : null,
  };
}

const byDoor = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** The month's lines, one per door served in it, by building, unit and resident. */
function invoiceLines(doors: Door[], month: string, rateCents: number): InvoiceLine[] {
  const monthDays = daysInMonth(month);
  return doors
    .flatMap((door) => {
      const served = servedInMonth(serviceOf(door), month);
      if (!served) return [];
      return [
        {
          subscriptionId: door.subscriptionId,
          building: door.building,
          unit: door.unit,
          resident: fullName(door),
          ...served,
          amountCents: proratedCents(rateCents, served.days, monthDays),
        },
      ];
    })
    .sort(
      (a, b) =>
        byDoor.compare(a.building, b.building) ||
        byDoor.compare(a.unit, b.unit) ||
        byDoor.compare(a.resident, b.resident) ||
        a.subscriptionId - b.subscriptionId,
    )
    .map((line, i) => ({ ...line, position: i + 1 }));
}

function monthIsValid(month: string, now: Date) {
  if (month > monthOf(serviceDate(now))) {
    throw badRequest(TEXT.monthInFuture, { month: [TEXT.monthInFuture] });
  }
}

/** The provider issues a written invoice; its answer is stored once. */
async function sendToProvider(
  deps: BillingDeps,
  row: PropertyInvoiceRow,
  contract: ContractForInvoice,
  now: Date,
): Promise<PropertyInvoiceRow> {
  if (row.status !== 'issuing') return row;
  const gateway = deps.invoicing;
  if (!gateway || gateway.provider !== row.provider) {
    throw serviceUnavailable(TEXT.invoicingUnavailable, RETRY_SECONDS);
  }
  const repo = createInvoiceRepository(deps.db);
  const month = monthOf(row.month);
  let issued;
  try {
    issued = await gateway.issue({
      invoiceId: row.id,
      contractId: contract.id,
      month,
      amountCents: row.amountCents,
      description: `${formatMonth(month)} doorstep trash service at ${contract.communityName}: ${row.doors} ${row.doors === 1 ? 'door' : 'doors'} at ${formatCents(row.rateCents)} a door a month, each prorated by the days it was served`,
      customerId: await repo.customerOf(contract.id, row.provider),
      customer: {
        legalName: contract.legalName,
        contactName: contract.billingContactName,
        email: contract.billingEmail,
        phone: contract.billingPhone,
      },
    });
  } catch (err) {
    // The invoice stays written and waiting: the hourly run sends it again, with the same keys.
    deps.log.warn({ err, invoice: row.id }, 'property invoice not issued by the provider');
    throw serviceUnavailable(TEXT.invoicingUnavailable, RETRY_SECONDS);
  }
  await repo.markIssued(row.id, issued, now);
  return (await repo.byId(row.id))!;
}

/**
 * The contract's invoice for `month`: the one already written, or a new one from the doors'
 * stored rows. Never two: the unique key makes a racing second writer read the first's.
 */
async function issueFor(
  deps: BillingDeps,
  contract: ContractForInvoice,
  month: string,
  now: Date,
): Promise<PropertyInvoiceRow | null> {
  const repo = createInvoiceRepository(deps.db);
  let row = await repo.find(contract.id, month);
  if (!row) {
    const lines = invoiceLines(await repo.doorsOf(contract.id), month, contract.rateCents);
    if (lines.length === 0) return null;
    if (!deps.invoicing) throw serviceUnavailable(TEXT.invoicingUnavailable, RETRY_SECONDS);
    const provider = deps.invoicing.provider;
    row = await deps.db.transaction(async (tx) => {
      const written = await createInvoiceRepository(tx).insert(
        {
          contractId: contract.id,
          month: monthStart(month),
          rateCents: contract.rateCents,
          doors: lines.length,
          amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
          provider,
        },
        lines,
      );
      return written ?? (await createInvoiceRepository(tx).find(contract.id, month))!;
    });
  }
  return sendToProvider(deps, row, contract, now);
}

/** The office's Issue invoice for a month that has begun. */
export async function issueInvoice(
  deps: BillingDeps,
  communityId: number,
  month: string,
  now = new Date(),
): Promise<PropertyInvoice> {
  monthIsValid(month, now);
  const repo = createInvoiceRepository(deps.db);
  const contract = await repo.contractOf(communityId);
  if (!contract) {
    if (await repo.communityName(communityId)) throw conflict(TEXT.notPropertyPaid);
    throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  }
  const row = await issueFor(deps, contract, month, now);
  if (!row) throw conflict(TEXT.noDoors, { month: [TEXT.noDoors] });
  return toInvoice(row);
}

/**
 * After a month ends (in the service time zone), every property-paid contract's invoice for it,
 * and any invoice the provider has not confirmed yet. Safe on every app server at once.
 */
export async function issueLastMonth(deps: BillingDeps, now = new Date()) {
  const repo = createInvoiceRepository(deps.db);
  const month = previousMonth(monthOf(serviceDate(now)));
  // Production without keys: nothing can issue them, and nothing is written.
  if (!deps.invoicing) return { month, issued: 0, failed: 0 };
  let issued = 0;
  let failed = 0;
  for (const contract of await repo.propertyContracts()) {
    try {
      if (await issueFor(deps, contract, month, now)) issued++;
    } catch (err) {
      failed++;
      deps.log.warn({ err, contract: contract.id, month }, 'property invoice run failed');
    }
  }
  return { month, issued, failed };
}

export async function communityInvoices(
  deps: Pick<BillingDeps, 'db'>,
  communityId: number,
): Promise<CommunityInvoices> {
  const repo = createInvoiceRepository(deps.db);
  const communityName = await repo.communityName(communityId);
  if (communityName === undefined) throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  const rows = await repo.ofCommunity(communityId);
  return { communityId, communityName, invoices: rows.map(toInvoice) };
}

/**
 * The invoice's lines as the office's CSV: made from the stored lines only, so the same month's
 * file is the same whenever it is asked for. `communityId` scopes it to one community.
 */
export async function invoiceLinesCsv(
  deps: Pick<BillingDeps, 'db'>,
  invoiceId: number,
  communityId?: number,
): Promise<{ fileName: string; body: string }> {
  const repo = createInvoiceRepository(deps.db);
  const found = await repo.withCommunity(invoiceId, communityId);
  if (!found) throw notFound(TEXT.invoiceNotFound);
  const rate = csvDollars(found.invoice.rateCents);
  let body = `\uFEFF${csvRow(INVOICE_LINE_CSV_HEADERS)}`;
  for (const line of await repo.linesOf(invoiceId)) {
    body += csvRow([
      line.building,
      line.unit,
      line.resident,
      line.firstDay,
      line.lastDay,
      line.days,
      rate,
      csvDollars(line.amountCents),
    ]);
  }
  return {
    fileName: invoiceLinesFileName(found.communityName, monthOf(found.invoice.month)),
    body,
  };
}

/** What every property-paid community owes, by how late, as of today. */
export async function propertyAging(
  deps: Pick<BillingDeps, 'db'>,
  now = new Date(),
): Promise<PropertyAging> {
  const today = serviceDate(now);
  const empty = () =>
    Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Record<AgingBucket, number>;
  const rows = new Map<number, PropertyAging['rows'][number]>();
  const totals = { ...empty(), totalCents: 0 };
  for (const owed of await createInvoiceRepository(deps.db).owed()) {
    let row = rows.get(owed.communityId);
    if (!row) {
      row = {
        communityId: owed.communityId,
        communityName: owed.communityName,
        ...empty(),
        totalCents: 0,
      };
      rows.set(owed.communityId, row);
    }
    if (owed.amountCents === null) continue;
    // An invoice the provider has not dated yet is not late.
    const bucket = owed.dueOn ? agingBucket(owed.dueOn, today) : 'current';
    row[bucket] += owed.amountCents;
    row.totalCents += owed.amountCents;
    totals[bucket] += owed.amountCents;
    totals.totalCents += owed.amountCents;
  }
  return { rows: [...rows.values()], totals };
}

/**
 * Mirrors one verified provider event on our invoice, in the webhook's transaction. Paid and
 * cancelled are final: a late overdue after the payment changes nothing.
 */
export async function applyInvoiceEvent(
  tx: Database,
  provider: PaymentProviderName,
  event: PropertyInvoiceEvent,
): Promise<void> {
  const repo = createInvoiceRepository(tx);
  const row = await repo.lockByRef(provider, event.ref, event.invoiceId);
  if (!row) return;
  const ref = row.providerInvoiceId ? {} : { providerInvoiceId: event.ref };
  const unpaid = row.status === 'issuing' || row.status === 'open' || row.status === 'overdue';
  switch (event.outcome) {
    case 'paid':
      if (row.status !== 'paid' && row.status !== 'void') {
        await repo.setStatus(row.id, { status: 'paid', paidAt: event.at, ...ref });
      }
      return;
    case 'overdue':
      if (unpaid) {
        await repo.setStatus(row.id, {
          status: 'overdue',
          ...(event.dueOn && { dueOn: event.dueOn }),
          ...ref,
        });
      }
      return;
    case 'void':
      if (row.status !== 'paid') await repo.setStatus(row.id, { status: 'void', ...ref });
      return;
    case 'uncollectible':
      if (unpaid) await repo.setStatus(row.id, { status: 'uncollectible', ...ref });
      return;
  }
}

/** The sandbox's test controls: the property pays the invoice, or lets its due date pass. */
export async function actOnSandboxInvoice(
  deps: BillingDeps,
  invoiceId: number,
  action: 'pay' | 'overdue',
): Promise<PropertyInvoice> {
  const repo = createInvoiceRepository(deps.db);
  const row = await repo.byId(invoiceId);
  if (!row) throw notFound(TEXT.invoiceNotFound);
  const controls = deps.invoicing?.test;
  if (row.provider !== 'sandbox' || !controls || !row.providerInvoiceId) {
    throw conflict(TEXT.notSandbox);
  }
  if (action === 'pay') await controls.pay(row.providerInvoiceId, row.amountCents);
  else await controls.overdue(row.providerInvoiceId);
  return toInvoice((await repo.byId(invoiceId))!);
}

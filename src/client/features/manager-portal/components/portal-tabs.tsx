import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DOOR_STATUS_LABELS,
  formatClock,
  NIGHT_RESULT_LABELS,
  PORTAL_TEXT as TEXT,
  TICKET_STATUS_LABELS,
} from '../../../../domain/manager-portal';
import { formatCents } from '../../../../domain/money';
import {
  PROPERTY_INVOICE_STATUS_LABELS,
  PROPERTY_INVOICE_TEXT,
  formatMonth,
} from '../../../../domain/property-invoices';
import type { PropertyInvoice } from '../../../../domain/schemas/property-invoices';
import { formatShortServiceDate, WEEKDAYS } from '../../../../domain/pickup-calendar';
import { TICKET_KIND_LABELS } from '../../../../domain/pickup-labels';
import { PICKUP_OUTCOME_LABELS, PROBLEM_REASON_LABELS } from '../../../../domain/schemas/crew';
import type {
  ManagerDoor,
  ManagerNightDoor,
  ManagerOverview,
  ManagerTicket,
  NightResult,
} from '../../../../domain/schemas/manager-portal';
import { TICKET_RESOLUTION_LABELS } from '../../../../domain/schemas/tickets';
import { formatServiceTime } from '../../../../domain/ticket-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import {
  CSV_PATHS,
  csvHref,
  NIGHT_REPORT_PDF_PATH,
  useManagedDoors,
  useManagedInvoices,
  useManagedNight,
  useManagedTickets,
} from '../api/portal';

// The sections of one community in the manager's portal (docs/product.md#property-managers).

function CsvLink({ href, label = TEXT.downloadCsv }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <Download aria-hidden /> {label}
      </a>
    </Button>
  );
}

function SectionHead({ intro, csv }: { intro: ReactNode; csv: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{intro}</p>
      <CsvLink href={csv} />
    </div>
  );
}

/** A list's query while it loads or fails; its content once it has data. */
function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { data?: T; isError: boolean; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <RetryAlert message={TEXT.loadFailed} onRetry={() => void query.refetch()} />;
  }
  return <Spinner label={label} />;
}

const withIds = <T,>(rows: readonly T[]) => rows.map((row, id) => ({ ...row, id }));

const door = (d: { building: string; unit: string }) =>
  d.building ? `Building ${d.building}, Unit ${d.unit}` : `Unit ${d.unit}`;

const DOOR_COLUMNS: readonly Column<ManagerDoor & { id: number }>[] = [
  { header: 'Door', cell: door, className: 'font-medium text-ink whitespace-nowrap' },
  { header: 'Resident', cell: (d) => d.residentName },
  {
    header: 'Status',
    cell: (d) => (
      <>
        <Badge variant={d.status === 'served' ? 'secondary' : 'outline'}>
          {DOOR_STATUS_LABELS[d.status]}
        </Badge>
        {d.status === 'starting' && d.startsOn ? (
          <span className="block text-xs">from {formatShortServiceDate(d.startsOn)}</span>
        ) : null}
        {d.status === 'moved_out' && d.lastDay ? (
          <span className="block text-xs">last day {formatShortServiceDate(d.lastDay)}</span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Last pickup',
    cell: (d) =>
      d.lastOutcome ? (
        <>
          {PICKUP_OUTCOME_LABELS[d.lastOutcome.outcome]}
          {d.lastOutcome.reason ? `: ${PROBLEM_REASON_LABELS[d.lastOutcome.reason]}` : ''}
          <span className="block text-xs">{formatShortServiceDate(d.lastOutcome.date)}</span>
        </>
      ) : (
        '—'
      ),
  },
];

export function DoorsSection({ communityId }: { communityId: number }) {
  const doors = useManagedDoors(communityId);
  return (
    <Loaded query={doors} label="Loading the doors">
      {(rows) => (
        <div className="grid gap-3">
          <SectionHead
            intro={TEXT.doorsIntro(rows.filter((d) => d.status !== 'moved_out').length)}
            csv={csvHref(CSV_PATHS.doors, { communityId })}
          />
          <DataTable
            caption="Doors"
            columns={DOOR_COLUMNS}
            rows={withIds(rows)}
            empty={TEXT.noDoors}
          />
        </div>
      )}
    </Loaded>
  );
}

const RESULT_VARIANT: Record<NightResult, 'secondary' | 'outline' | 'destructive' | 'warning'> = {
  collected: 'secondary',
  nothing_out: 'outline',
  problem: 'warning',
  missed: 'destructive',
  to_do: 'outline',
};

const NIGHT_COLUMNS: readonly Column<ManagerNightDoor & { id: number }>[] = [
  { header: 'Door', cell: door, className: 'font-medium text-ink whitespace-nowrap' },
  { header: 'Resident', cell: (d) => d.residentName },
  {
    header: 'Result',
    cell: (d) => (
      <>
        <Badge variant={RESULT_VARIANT[d.result]}>{NIGHT_RESULT_LABELS[d.result]}</Badge>
        {d.at ? <span className="block text-xs">{formatServiceTime(d.at)}</span> : null}
      </>
    ),
  },
  {
    header: 'Details',
    cell: (d) =>
      d.reason || d.note ? (
        <>
          {d.reason ? <span className="block">{PROBLEM_REASON_LABELS[d.reason]}</span> : null}
          {d.note ? <span className="block text-xs">{d.note}</span> : null}
        </>
      ) : (
        '—'
      ),
  },
  {
    header: 'Photo',
    cell: (d) =>
      d.photoId ? (
        <a
          href={`/api/photos/${d.photoId}`}
          target="_blank"
          rel="noreferrer"
          className="block w-24"
        >
          <img
            src={`/api/photos/${d.photoId}`}
            alt={TEXT.photoAlt(d.unit)}
            loading="lazy"
            className="h-16 w-24 rounded border border-slate-200 object-cover"
          />
        </a>
      ) : (
        '—'
      ),
  },
];

export function ServiceSection({
  communityId,
  date,
  onDateChange,
}: {
  communityId: number;
  date: string;
  onDateChange: (date: string) => void;
}) {
  const night = useManagedNight(communityId, date);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid gap-1 text-sm font-medium text-ink">
          {TEXT.dayLabel}
          <Input
            type="date"
            value={date}
            onChange={(e) => e.target.value && onDateChange(e.target.value)}
            className="w-44"
          />
        </label>
        <CsvLink href={csvHref(CSV_PATHS.night, { communityId, date })} />
      </div>
      <p className="text-sm text-muted">{TEXT.serviceIntro}</p>
      <Loaded query={night} label="Loading the day's service">
        {(data) => (
          <>
            {!data.closed && data.doors.length > 0 ? (
              <p className="text-sm text-slate-700">{TEXT.windowOpen}</p>
            ) : null}
            {data.closed && data.doors.length > 0 ? (
              <div>
                <CsvLink
                  href={csvHref(NIGHT_REPORT_PDF_PATH, { communityId, date })}
                  label={TEXT.nightReport}
                />
              </div>
            ) : null}
            <NightCounts doors={data.doors} />
            <DataTable
              caption="Service"
              columns={NIGHT_COLUMNS}
              rows={withIds(data.doors)}
              empty={TEXT.noService}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

function NightCounts({ doors }: { doors: readonly ManagerNightDoor[] }) {
  if (doors.length === 0) return null;
  const counts = (['collected', 'nothing_out', 'problem', 'missed'] as const).map((result) => ({
    result,
    count: doors.filter((d) => d.result === result).length,
  }));
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {counts.map(({ result, count }) => (
        <div key={result} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {NIGHT_RESULT_LABELS[result]}
          </dt>
          <dd className="text-2xl font-bold text-ink">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

const TICKET_COLUMNS: readonly Column<ManagerTicket>[] = [
  {
    header: 'Pickup day',
    cell: (t) => formatShortServiceDate(t.serviceDate),
    className: 'whitespace-nowrap',
  },
  { header: 'Door', cell: door, className: 'font-medium text-ink whitespace-nowrap' },
  { header: 'Resident', cell: (t) => t.residentName },
  {
    header: 'Problem',
    cell: (t) => (
      <>
        {TICKET_KIND_LABELS[t.kind]}
        {t.note ? <span className="block text-xs">{t.note}</span> : null}
      </>
    ),
  },
  {
    header: 'Status',
    cell: (t) => (
      <>
        <Badge variant={t.status === 'open' ? 'warning' : 'secondary'}>
          {TICKET_STATUS_LABELS[t.status]}
        </Badge>
        {t.resolution ? (
          <span className="block text-xs">{TICKET_RESOLUTION_LABELS[t.resolution]}</span>
        ) : null}
      </>
    ),
  },
];

export function TicketsSection({ communityId }: { communityId: number }) {
  const tickets = useManagedTickets(communityId);
  return (
    <Loaded query={tickets} label="Loading the tickets">
      {(rows) => (
        <div className="grid gap-3">
          <SectionHead
            intro={TEXT.ticketsIntro}
            csv={csvHref(CSV_PATHS.tickets, { communityId })}
          />
          <DataTable
            caption="Tickets"
            columns={TICKET_COLUMNS}
            rows={rows}
            empty={TEXT.noTickets}
          />
        </div>
      )}
    </Loaded>
  );
}

function invoiceColumns(communityId: number): readonly Column<PropertyInvoice>[] {
  return [
    {
      header: 'Month',
      cell: (i) => <span className="font-medium text-ink">{formatMonth(i.month)}</span>,
      className: 'whitespace-nowrap',
    },
    { header: 'Doors', cell: (i) => i.doors.toLocaleString('en-US') },
    { header: 'Amount', cell: (i) => formatCents(i.amountCents), className: 'tabular-nums' },
    {
      header: 'Status',
      cell: (i) => (
        <Badge
          variant={
            i.status === 'overdue' ? 'destructive' : i.status === 'paid' ? 'default' : 'secondary'
          }
          className="normal-case"
        >
          {PROPERTY_INVOICE_STATUS_LABELS[i.status]}
        </Badge>
      ),
    },
    {
      header: 'Due',
      cell: (i) => (i.dueOn ? formatShortServiceDate(i.dueOn) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Documents',
      cell: (i) => {
        const month = formatMonth(i.month);
        const link = 'font-semibold whitespace-nowrap text-brand-700 underline';
        return (
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            {i.hostedUrl ? (
              <a
                href={i.hostedUrl}
                target="_blank"
                rel="noreferrer"
                className={link}
                aria-label={`${PROPERTY_INVOICE_TEXT.viewInvoice}: ${month} (opens in a new tab)`}
              >
                {PROPERTY_INVOICE_TEXT.viewInvoice}
              </a>
            ) : null}
            <a
              href={csvHref(CSV_PATHS.invoiceLines, { communityId, invoiceId: i.id })}
              download
              className={link}
              aria-label={`${PROPERTY_INVOICE_TEXT.linesCsv}: ${month}`}
            >
              {PROPERTY_INVOICE_TEXT.linesCsv}
            </a>
          </span>
        );
      },
    },
  ];
}

export function InvoicesSection({ communityId }: { communityId: number }) {
  const invoices = useManagedInvoices(communityId);
  return (
    <Loaded query={invoices} label="Loading the invoices">
      {(data) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted">{TEXT.invoicesIntro}</p>
          <DataTable
            caption="Invoices"
            columns={invoiceColumns(communityId)}
            rows={data.invoices}
            empty={TEXT.noInvoices}
          />
        </div>
      )}
    </Loaded>
  );
}

export function ContractSection({ overview }: { overview: ManagerOverview }) {
  const { contract } = overview;
  if (!contract) return <p className="text-sm text-muted">{TEXT.noContract}</p>;
  const days = WEEKDAYS.filter((w) => contract.serviceDays.includes(w.day))
    .map((w) => w.long)
    .join(', ');
  const rows: [string, string][] = [
    ['Property', contract.legalName],
    ['Rate', `${formatCents(contract.rateCents)} a door a month`],
    ['Doors', contract.doors.toLocaleString('en-US')],
    ['Starts', formatShortServiceDate(contract.startsOn)],
    [
      'Term',
      `${contract.termMonths} months${contract.renews ? ', renews by itself' : ', does not renew'}`,
    ],
    ['Service days', days],
    [
      'Trash-out window',
      `${formatClock(contract.windowStart)} to ${formatClock(contract.windowEnd)}`,
    ],
    ['Billing contact', `${contract.billingContactName}, ${contract.billingEmail}`],
    ['Nightly report to', contract.reportEmails.join(', ') || '—'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-slate-700">{term}</dt>
          <dd className="text-sm break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { Download, ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '../../../../domain/money';
import { serviceClock } from '../../../../domain/pickup-calendar';
import {
  AGING_BUCKETS,
  AGING_LABELS,
  PROPERTY_INVOICE_STATUS_LABELS,
  PROPERTY_INVOICE_TEXT as TEXT,
  formatMonth,
  monthOf,
  previousMonth,
  type PropertyInvoiceStatus,
} from '../../../../domain/property-invoices';
import type {
  AgingRow,
  PropertyAging,
  PropertyInvoice,
} from '../../../../domain/schemas/property-invoices';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import {
  invoiceLinesCsv,
  useCommunityInvoices,
  useIssueInvoice,
  usePropertyAging,
  useSandboxInvoice,
} from '../api/property-invoices';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDay, formatServiceDay } from './format';
import { ListError } from './list-error';

// The office's property invoices (docs/product.md#property-invoices): what each property owes by
// age, and each community's monthly invoices with their lines.

type AgingLine = AgingRow & { id: number };

const AGING_COLUMNS: readonly Column<AgingLine>[] = [
  {
    header: 'Community',
    cell: (r) => <span className="font-medium text-ink">{r.communityName}</span>,
  },
  ...AGING_BUCKETS.map((bucket) => ({
    header: AGING_LABELS[bucket],
    cell: (r: AgingLine) => formatCents(r[bucket]),
    className: 'whitespace-nowrap tabular-nums',
  })),
  {
    header: 'Total owed',
    cell: (r) => <span className="font-semibold text-ink">{formatCents(r.totalCents)}</span>,
    className: 'whitespace-nowrap tabular-nums',
  },
];

/** Each community's row, then every property's together (id 0: no community has it). */
const agingLines = (aging: PropertyAging): AgingLine[] => [
  ...aging.rows.map((row) => ({ ...row, id: row.communityId })),
  ...(aging.rows.length > 1
    ? [{ ...aging.totals, id: 0, communityId: 0, communityName: TEXT.agingAll }]
    : []),
];

function AgingSection({ aging }: { aging: ReturnType<typeof usePropertyAging> }) {
  return (
    <section aria-labelledby="aging-heading" className="grid gap-3">
      <h2 id="aging-heading" className="text-xl font-bold text-ink">
        {TEXT.agingHeading}
      </h2>
      <p className="text-sm text-muted">{TEXT.agingIntro}</p>
      {aging.isError && !aging.data ? (
        <ListError
          error={aging.error}
          message={TEXT.loadFailed}
          onRetry={() => void aging.refetch()}
        />
      ) : aging.data ? (
        <DataTable
          caption={TEXT.agingHeading}
          columns={AGING_COLUMNS}
          rows={agingLines(aging.data)}
          empty={TEXT.noCommunities}
          wide
        />
      ) : (
        <Spinner label="Loading what properties owe" />
      )}
    </section>
  );
}

const STATUS_BADGE: Record<
  PropertyInvoiceStatus,
  'default' | 'secondary' | 'destructive' | 'warning' | 'outline'
> = {
  issuing: 'secondary',
  open: 'outline',
  paid: 'default',
  overdue: 'destructive',
  void: 'secondary',
  uncollectible: 'warning',
};

/** The sandbox's test controls of an unpaid test invoice. */
function TestActions({ invoice, communityId }: { invoice: PropertyInvoice; communityId: number }) {
  const act = useSandboxInvoice();
  if (!invoice.test || (invoice.status !== 'open' && invoice.status !== 'overdue')) return '—';
  const month = formatMonth(invoice.month);
  const run = (action: 'pay' | 'overdue') =>
    act.mutate(
      { communityId, invoiceId: invoice.id, action },
      {
        onSuccess: () =>
          toast({
            title: action === 'pay' ? TEXT.paidTitle : TEXT.overdueTitle,
            description: month,
          }),
        onError: (err) =>
          toast({
            title: TEXT.testActionFailed,
            description: errorMessage(err, TEXT.testActionFailed),
            variant: 'destructive',
          }),
      },
    );
  return (
    <span className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={act.isPending}
        aria-label={`${TEXT.testPay}: ${month}`}
        onClick={() => run('pay')}
      >
        {TEXT.testPay}
      </Button>
      {invoice.status === 'open' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={act.isPending}
          aria-label={`${TEXT.testOverdue}: ${month}`}
          onClick={() => run('overdue')}
        >
          {TEXT.testOverdue}
        </Button>
      ) : null}
    </span>
  );
}

function invoiceColumns(communityId: number, withTests: boolean): Column<PropertyInvoice>[] {
  return [
    {
      header: 'Month',
      cell: (i) => <span className="font-medium text-ink">{formatMonth(i.month)}</span>,
      className: 'whitespace-nowrap',
    },
    { header: 'Doors', cell: (i) => i.doors.toLocaleString('en-US') },
    {
      header: 'Amount',
      cell: (i) => formatCents(i.amountCents),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Status',
      cell: (i) => (
        <Badge variant={STATUS_BADGE[i.status]} className="normal-case">
          {PROPERTY_INVOICE_STATUS_LABELS[i.status]}
        </Badge>
      ),
    },
    {
      header: 'Due',
      cell: (i) => (i.dueOn ? formatServiceDay(i.dueOn) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Paid',
      cell: (i) => (i.paidAt ? formatDay(i.paidAt) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Documents',
      cell: (i) => {
        const month = formatMonth(i.month);
        return (
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            {i.hostedUrl ? (
              <a
                href={i.hostedUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline"
                aria-label={`${TEXT.viewInvoice}: ${month} (opens in a new tab)`}
              >
                <ExternalLink aria-hidden className="size-4" /> {TEXT.viewInvoice}
              </a>
            ) : null}
            <a
              href={invoiceLinesCsv(i.id)}
              download
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline"
              aria-label={`${TEXT.linesCsv}: ${month}`}
            >
              <Download aria-hidden className="size-4" /> {TEXT.linesCsv}
            </a>
          </span>
        );
      },
    },
    ...(withTests
      ? [
          {
            header: 'Test',
            cell: (i: PropertyInvoice) => <TestActions invoice={i} communityId={communityId} />,
          },
        ]
      : []),
  ];
}

/** This month and the eleven before it, newest first: what the office may invoice. */
function recentMonths(): string[] {
  const months = [monthOf(serviceClock(new Date()).date)];
  while (months.length < 12) months.push(previousMonth(months.at(-1)!));
  return months;
}

function IssueInvoiceForm({
  communityId,
  communityName,
}: {
  communityId: number;
  communityName: string;
}) {
  const months = recentMonths();
  const [month, setMonth] = useState(months[1]!);
  const monthId = useId();
  const issue = useIssueInvoice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate(
      { communityId, month },
      {
        onSuccess: (invoice) =>
          toast({
            title: TEXT.issuedTitle,
            description: TEXT.issuedText(communityName, invoice.month, invoice.amountCents),
          }),
        onError: (err) =>
          toast({
            title: TEXT.issueFailedTitle,
            description: errorMessage(err, TEXT.invoicingUnavailable),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={monthId} className="text-sm font-medium">
          {TEXT.monthLabel}
        </label>
        <Select
          id={monthId}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="w-52"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={issue.isPending}>
        {issue.isPending ? TEXT.issuing : TEXT.issue}
      </Button>
    </form>
  );
}

function CommunityInvoices({
  communityId,
  communityName,
}: {
  communityId: number;
  communityName: string;
}) {
  const invoices = useCommunityInvoices(communityId);
  const rows = invoices.data?.invoices ?? [];
  const withTests = rows.some((i) => i.test);
  return (
    <div className="grid gap-3">
      <IssueInvoiceForm communityId={communityId} communityName={communityName} />
      {withTests ? <p className="text-sm text-muted">{TEXT.testNote}</p> : null}
      {invoices.isError && !invoices.data ? (
        <ListError
          error={invoices.error}
          message={TEXT.loadFailed}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data ? (
        <DataTable
          caption={`Invoices of ${communityName}`}
          columns={invoiceColumns(communityId, withTests)}
          rows={rows}
          empty={TEXT.noInvoices}
          wide
        />
      ) : (
        <Spinner label="Loading the invoices" />
      )}
    </div>
  );
}

function InvoicesSection({ communities }: { communities: readonly AgingRow[] }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('community'));
  const chosen = communities.find((c) => c.communityId === asked) ?? communities[0];
  const communityId = useId();
  return (
    <section aria-labelledby="invoices-heading" className="grid gap-3">
      <h2 id="invoices-heading" className="text-xl font-bold text-ink">
        {TEXT.invoicesHeading}
      </h2>
      <p className="text-sm text-muted">{TEXT.invoicesIntro}</p>
      {chosen ? (
        <>
          <div className="grid max-w-sm gap-1">
            <label htmlFor={communityId} className="text-sm font-medium">
              {TEXT.communityLabel}
            </label>
            <Select
              id={communityId}
              value={chosen.communityId}
              onChange={(e) => setParams({ community: e.target.value }, { replace: true })}
            >
              {communities.map((c) => (
                <option key={c.communityId} value={c.communityId}>
                  {c.communityName}
                </option>
              ))}
            </Select>
          </div>
          <CommunityInvoices
            key={chosen.communityId}
            communityId={chosen.communityId}
            communityName={chosen.communityName}
          />
        </>
      ) : (
        <p className="text-sm text-muted">{TEXT.noCommunities}</p>
      )}
    </section>
  );
}

export function PropertyInvoicesSections() {
  const aging = usePropertyAging();
  return (
    <div className="grid gap-10">
      <AgingSection aging={aging} />
      {aging.data ? <InvoicesSection communities={aging.data.rows} /> : null}
    </div>
  );
}

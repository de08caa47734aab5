import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { noticeReasonLabel } from '../../../../domain/door-notices';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import { serviceClock, formatShortServiceDate } from '../../../../domain/pickup-calendar';
import { formatMonth } from '../../../../domain/property-invoices';
import type { NoticeReport } from '../../../../domain/schemas/door-notices';
import { buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import {
  ledgerCsvHref,
  reportCsvHref,
  useNoticeReport,
  type ReportRange,
} from '../api/notice-report';
import type { CommunityScope, NoticeScope } from '../api/scope';
import { doorName } from './notice-parts';

// The notices report (per 100 doors by month and reason, repeated doors, disputes) with its CSV,
// and the month's resident charges for a property's ledger.

function CsvLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-fit')}
    >
      <Download aria-hidden /> {children}
    </a>
  );
}

/** A short table of a few columns, narrow enough for a phone. */
function SmallTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="font-semibold text-ink">{caption}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700">
              <tr>
                {headers.map((h, i) => (
                  <th
                    key={h}
                    scope="col"
                    className={cn('px-3 py-2 font-semibold', i > 0 && 'text-right')}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((cells, r) => (
                <tr key={r}>
                  {cells.map((cell, i) => (
                    <td key={i} className={cn('px-3 py-2', i > 0 && 'text-right tabular-nums')}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const per100 = (n: number | null) => (n === null ? '—' : n.toFixed(1));

function Disputes({ disputes }: { disputes: NoticeReport['disputes'] }) {
  const rows: [string, ReactNode][] = [
    ['Notices sent', disputes.issued],
    ['Disputed', disputes.disputed],
    ['Awaiting a decision', disputes.open],
    ['Upheld', disputes.upheld],
    ['Withdrawn', disputes.withdrawn],
    ['Dispute rate', TEXT.disputeRate(disputes.rate)],
  ];
  return (
    <section className="grid content-start gap-2">
      <h3 className="font-semibold text-ink">{TEXT.disputesTitle}</h3>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-700">{term}</dt>
            <dd className="text-right font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ReportTables({ report, office }: { report: NoticeReport; office: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {office ? (
        <SmallTable
          caption={TEXT.byCommunity}
          headers={['Community', 'Doors', 'Notices', 'Per 100 doors']}
          rows={report.byCommunity.map((c) => [
            c.name,
            c.doors.toLocaleString('en-US'),
            c.notices.toLocaleString('en-US'),
            per100(c.per100Doors),
          ])}
          empty={TEXT.noReasons}
        />
      ) : null}
      <SmallTable
        caption={TEXT.byMonth}
        headers={['Month', 'Notices', 'Per 100 doors']}
        rows={report.byMonth.map((m) => [
          formatMonth(m.month),
          m.notices.toLocaleString('en-US'),
          per100(m.per100Doors),
        ])}
        empty={TEXT.noReasons}
      />
      <SmallTable
        caption={TEXT.byReason}
        headers={['Reason', 'Notices']}
        rows={report.byReason.map((r) => [
          noticeReasonLabel(r.reason),
          r.notices.toLocaleString('en-US'),
        ])}
        empty={TEXT.noReasons}
      />
      <Disputes disputes={report.disputes} />
      <SmallTable
        caption={TEXT.repeatDoors}
        headers={['Door', 'Notices']}
        rows={report.repeatDoors.map((d) => [
          <>
            <span className="font-medium text-ink">{doorName(d)}</span>
            <span className="block text-xs text-muted">
              {d.residentName}
              {office && d.communityName ? ` · ${d.communityName}` : ''}
            </span>
          </>,
          d.notices,
        ])}
        empty={TEXT.noRepeatDoors}
      />
    </div>
  );
}

/** The report of a community (its manager) or of every community (the office), by date range. */
export function NoticeReportSection({ scope }: { scope: NoticeScope }) {
  const [range, setRange] = useState<ReportRange>({});
  const report = useNoticeReport(scope, range);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={TEXT.fromLabel} className="w-40">
          <Input
            type="date"
            value={range.from ?? report.data?.from ?? ''}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))}
          />
        </FormField>
        <FormField label={TEXT.toLabel} className="w-40">
          <Input
            type="date"
            value={range.to ?? report.data?.to ?? ''}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))}
          />
        </FormField>
        <CsvLink href={reportCsvHref(scope, range)}>{TEXT.reportCsv}</CsvLink>
      </div>
      {report.data ? (
        <>
          <p className="text-sm text-muted">
            {TEXT.reportRange(
              formatShortServiceDate(report.data.from),
              formatShortServiceDate(report.data.to),
            )}
          </p>
          <ReportTables report={report.data} office={scope.by === 'office'} />
        </>
      ) : report.isError ? (
        <RetryAlert
          message={errorMessage(report.error, TEXT.loadFailed)}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <Spinner label="Loading the report" />
      )}
    </div>
  );
}

/** The month's resident charges of a property-paid community, as a CSV for its ledger. */
export function FeeLedgerLink({ scope }: { scope: CommunityScope }) {
  const [month, setMonth] = useState(serviceClock(new Date()).date.slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <section className="grid gap-3" aria-labelledby={`ledger-${scope.communityId}`}>
      <h3 id={`ledger-${scope.communityId}`} className="font-semibold text-ink">
        {TEXT.ledgerTitle}
      </h3>
      <p className="text-sm text-muted">{TEXT.ledgerIntro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label={TEXT.monthLabel}
          error={valid ? undefined : TEXT.monthInvalid}
          className="w-52"
        >
          <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </FormField>
        {valid ? <CsvLink href={ledgerCsvHref(scope, month)}>{TEXT.ledgerCsv}</CsvLink> : null}
      </div>
    </section>
  );
}

import { lazy } from 'react';
import type { AnalyticsRange } from '../../../../domain/analytics-range';
import {
  monthLabel,
  REVENUE_MONTH_COLUMNS,
  REVENUE_TABLE_TITLES,
  type FigureKind,
} from '../../../../domain/revenue-tables';
import type {
  RevenueReport,
  RevenueSummaryFigure,
  RevenueTable,
} from '../../../../domain/schemas/analytics';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { revenueCsvHref, useRevenueReport } from '../api/revenue-report';
import { AnalyticsSection, type SectionTable } from './analytics-section';
import {
  formatChange,
  formatCount,
  formatDay,
  formatFigure,
  formatMoney,
  formatShare,
} from './format';

// The charts' code loads beside the numbers, so the summary and the tables need not wait for it.
const charts = () => import('./revenue-charts');
const MrrChart = lazy(() => charts().then((m) => ({ default: m.MrrChart })));
const MovementsChart = lazy(() => charts().then((m) => ({ default: m.MovementsChart })));
const CustomersChart = lazy(() => charts().then((m) => ({ default: m.CustomersChart })));
const ChurnChart = lazy(() => charts().then((m) => ({ default: m.ChurnChart })));
const RecoveryChart = lazy(() => charts().then((m) => ({ default: m.RecoveryChart })));
const CashChart = lazy(() => charts().then((m) => ({ default: m.CashChart })));

const SUMMARY: { figure: RevenueSummaryFigure; label: string; kind: FigureKind }[] = [
  { figure: 'mrrCents', label: 'MRR', kind: 'money' },
  { figure: 'customers', label: 'Paying customers', kind: 'count' },
  { figure: 'arpaCents', label: 'Revenue per customer', kind: 'money' },
  { figure: 'heldCents', label: 'On hold', kind: 'money' },
  { figure: 'grossChurnRate', label: 'Gross MRR churn a month', kind: 'share' },
  { figure: 'netChurnRate', label: 'Net MRR churn a month', kind: 'share' },
  { figure: 'netRevenueRetention', label: 'Net revenue retention a month', kind: 'share' },
  { figure: 'recoveryRate', label: 'Failed renewals recovered', kind: 'share' },
  { figure: 'cashCents', label: 'Cash collected', kind: 'money' },
];

function Summary({ report }: { report: RevenueReport }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[390px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
      {SUMMARY.map(({ figure, label, kind }) => {
        const { current, previous } = report.summary[figure];
        return (
          <div key={figure} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">
              {formatFigure(current, kind)}
            </dd>
            <dd className="text-xs text-muted">
              {formatChange(current, previous, kind)} (before: {formatFigure(previous, kind)})
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function monthTable(report: RevenueReport, table: Exclude<RevenueTable, 'cohorts'>): SectionTable {
  const columns = REVENUE_MONTH_COLUMNS[table];
  return {
    caption: `${REVENUE_TABLE_TITLES[table]}, by month`,
    header: ['Month', ...columns.map((c) => c.header)],
    rows: report.months.map((m) => [
      monthLabel(m.month),
      ...columns.map((c) => formatFigure(c.value(m), c.kind)),
    ]),
  };
}

function cohortTable(report: RevenueReport): SectionTable {
  const width = Math.max(0, ...report.cohorts.map((c) => c.shares.length));
  return {
    caption: REVENUE_TABLE_TITLES.cohorts,
    header: [
      'Joined',
      'Customers',
      ...Array.from({ length: width }, (_, i) => (i === 0 ? 'First month' : `Month ${i}`)),
    ],
    rows: report.cohorts.map((c) => [
      monthLabel(c.cohortMonth),
      formatCount(c.customers),
      ...Array.from({ length: width }, (_, i) => {
        const share = c.shares[i];
        return share === undefined || share === null ? '' : formatShare(share);
      }),
    ]),
  };
}

const total = (
  report: RevenueReport,
  key:
    | 'newCents'
    | 'expansionCents'
    | 'reactivationCents'
    | 'contractionCents'
    | 'churnCents'
    | 'failedCents'
    | 'recoveredCents',
) => report.months.reduce((sum, m) => sum + m[key], 0);

function Sections({ report }: { report: RevenueReport }) {
  const { summary, months, range } = report;
  const csv = (table: RevenueTable) => revenueCsvHref(range, table);
  const last = months.at(-1);
  const mrr = summary.mrrCents;
  const churned = total(report, 'churnCents') + total(report, 'contractionCents');
  const gained =
    total(report, 'newCents') +
    total(report, 'expansionCents') +
    total(report, 'reactivationCents');
  const failed = total(report, 'failedCents');
  const section = (table: RevenueTable) => ({
    title: REVENUE_TABLE_TITLES[table],
    csvHref: csv(table),
  });
  return (
    <>
      <AnalyticsSection
        {...section('mrr')}
        summary={`MRR at the end of the span was ${formatFigure(mrr.current, 'money')}, ${formatChange(mrr.current, mrr.previous, 'money')} on the span before; ${formatMoney(summary.heldCents.current ?? 0)} more a month is on hold and not counted.`}
        chart={<MrrChart months={months} title={REVENUE_TABLE_TITLES.mrr} />}
        table={monthTable(report, 'mrr')}
      />
      <AnalyticsSection
        {...section('movements')}
        summary={`Over the span new customers, expansions and returning customers added ${formatMoney(gained)} of MRR; contractions and churn took ${formatMoney(churned)}. Gains are drawn above the line, losses below.`}
        chart={<MovementsChart months={months} title={REVENUE_TABLE_TITLES.movements} />}
        table={monthTable(report, 'movements')}
      />
      <AnalyticsSection
        {...section('customers')}
        summary={`${formatFigure(summary.customers.current, 'count')} paying customers at the end of the span, paying ${formatFigure(summary.arpaCents.current, 'money')} a month each on average.`}
        chart={<CustomersChart months={months} title={REVENUE_TABLE_TITLES.customers} />}
        table={monthTable(report, 'customers')}
      />
      <AnalyticsSection
        {...section('churn')}
        summary={`In an average month of the span gross MRR churn was ${formatFigure(summary.grossChurnRate.current, 'share')} and net MRR churn ${formatFigure(summary.netChurnRate.current, 'share')}, so net revenue retention was ${formatFigure(summary.netRevenueRetention.current, 'share')}.`}
        chart={<ChurnChart months={months} title={REVENUE_TABLE_TITLES.churn} />}
        table={monthTable(report, 'churn')}
      />
      <AnalyticsSection
        {...section('cohorts')}
        summary="Each row is the customers who first paid in that month; each column the share of them still paying at the end of a later month."
        table={cohortTable(report)}
      />
      <AnalyticsSection
        {...section('recovery')}
        summary={
          failed > 0
            ? `Of ${formatMoney(failed)} of renewals that failed in the span, ${formatMoney(total(report, 'recoveredCents'))} was collected later (${formatFigure(summary.recoveryRate.current, 'share')}).`
            : 'No renewal failed in the span.'
        }
        chart={<RecoveryChart months={months} title={REVENUE_TABLE_TITLES.recovery} />}
        table={monthTable(report, 'recovery')}
      />
      <AnalyticsSection
        {...section('cash')}
        summary={`${formatFigure(summary.cashCents.current, 'money')} was collected in the span, against MRR of ${formatMoney(last?.mrrCents ?? 0)} at its end; fees and a property's invoice for the month before are among the differences.`}
        chart={<CashChart months={months} title={REVENUE_TABLE_TITLES.cash} />}
        table={monthTable(report, 'cash')}
      />
    </>
  );
}

/** The revenue half of the owner's numbers, for a span (docs/product.md#the-owners-numbers). */
export function RevenueSections({ range }: { range: AnalyticsRange }) {
  const { data, isPending, error, refetch, isPlaceholderData } = useRevenueReport(range);
  if (isPending) return <Spinner label="Loading the revenue numbers" />;
  if (error)
    return (
      <RetryAlert
        message="The revenue numbers could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  return (
    <div
      aria-busy={isPlaceholderData || undefined}
      className={isPlaceholderData ? 'opacity-60' : undefined}
    >
      <h2 className="mb-2 text-2xl font-semibold text-ink">Revenue</h2>
      <p className="mb-3 text-sm text-muted">
        {formatDay(data.range.from)} to {formatDay(data.range.to)}, compared with{' '}
        {formatDay(data.previous.from)} to {formatDay(data.previous.to)}.{' '}
        {data.asOf
          ? `Figures include every day up to ${formatDay(data.asOf)}.`
          : 'No day has been counted yet: the figures appear the day after the first subscription.'}
      </p>
      <Summary report={data} />
      <Sections report={data} />
    </div>
  );
}

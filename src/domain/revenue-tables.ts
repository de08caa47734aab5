import type { RevenueMonth, RevenueReport, RevenueTable } from './schemas/analytics.ts';

// The revenue page's tables (docs/product.md#the-owners-numbers): the page shows each beside its
// chart and the CSV download writes the same columns, so both read one list.

export type FigureKind = 'money' | 'count' | 'share';

export type RevenueColumn = {
  header: string;
  kind: FigureKind;
  value: (month: RevenueMonth) => number | null;
};

const money = (header: string, value: RevenueColumn['value']): RevenueColumn => ({
  header,
  kind: 'money',
  value,
});
const count = (header: string, value: RevenueColumn['value']): RevenueColumn => ({
  header,
  kind: 'count',
  value,
});
const rate = (header: string, value: RevenueColumn['value']): RevenueColumn => ({
  header,
  kind: 'share',
  value,
});

/** The tables read month by month; the cohorts' grid has a column per month after. */
export const REVENUE_MONTH_COLUMNS: Record<Exclude<RevenueTable, 'cohorts'>, RevenueColumn[]> = {
  mrr: [
    money('MRR', (m) => m.mrrCents),
    money('From property contracts', (m) => m.propertyMrrCents),
    money('On hold (not counted)', (m) => m.heldCents),
    count('Subscriptions on hold', (m) => m.heldSubscriptions),
  ],
  movements: [
    money('New', (m) => m.newCents),
    money('Expansion', (m) => m.expansionCents),
    money('Reactivation', (m) => m.reactivationCents),
    money('Contraction', (m) => m.contractionCents),
    money('Churn', (m) => m.churnCents),
    money('Put on hold', (m) => m.heldOutCents),
    money('Back from hold', (m) => m.heldBackCents),
  ],
  customers: [
    count('Paying customers', (m) => m.customers),
    money('Revenue per customer', (m) => m.arpaCents),
    count('New customers', (m) => m.newCustomers),
    count('Customers who came back', (m) => m.reactivatedCustomers),
    count('Customers who left', (m) => m.churnedCustomers),
  ],
  churn: [
    money('MRR at the start', (m) => m.openingMrrCents),
    rate('Gross MRR churn', (m) => m.grossChurnRate),
    rate('Net MRR churn', (m) => m.netChurnRate),
  ],
  recovery: [
    money('Renewals failed', (m) => m.failedCents),
    money('Of those, collected later', (m) => m.recoveredCents),
    rate('Recovered', (m) => m.recoveryRate),
  ],
  cash: [
    money('Cash collected', (m) => m.cashCents),
    money('Of which fees', (m) => m.feeCents),
    money('MRR at month end', (m) => m.mrrCents),
  ],
};

export const REVENUE_TABLE_TITLES: Record<RevenueTable, string> = {
  mrr: 'Monthly recurring revenue',
  movements: 'What moved MRR',
  customers: 'Customers and revenue per customer',
  churn: 'MRR churn',
  cohorts: 'Customers still paying, by the month they joined',
  recovery: 'Failed renewals recovered',
  cash: 'Cash collected beside MRR',
};

/** "2026-11" as the page and the CSV name it: "Nov 2026". */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A table as rows of cells: the header row first; money in dollars, shares in percent. */
export function revenueTableCells(
  report: RevenueReport,
  table: RevenueTable,
): (string | number | null)[][] {
  if (table === 'cohorts') {
    const width = Math.max(0, ...report.cohorts.map((c) => c.shares.length));
    return [
      ['Joined', 'Customers', ...Array.from({ length: width }, (_, i) => `Month ${i}`)],
      ...report.cohorts.map((c) => [
        monthLabel(c.cohortMonth),
        c.customers,
        ...c.shares.map((s) => (s === null ? null : percent(s))),
      ]),
    ];
  }
  const columns = REVENUE_MONTH_COLUMNS[table];
  return [
    ['Month', ...columns.map((c) => c.header)],
    ...report.months.map((m) => [monthLabel(m.month), ...columns.map((c) => rawCell(c, m))]),
  ];
}

const percent = (share: number) => Math.round(share * 1000) / 10;

function rawCell(column: RevenueColumn, month: RevenueMonth): string | number | null {
  const value = column.value(month);
  if (value === null) return null;
  if (column.kind === 'money') return (value / 100).toFixed(2);
  if (column.kind === 'share') return percent(value);
  return value;
}

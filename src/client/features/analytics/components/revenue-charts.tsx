import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { monthLabel } from '../../../../domain/revenue-tables';
import type { RevenueMonth } from '../../../../domain/schemas/analytics';
import { formatCount, formatMoney, formatShare } from './format';

// The revenue page's charts, drawn by Recharts (SVG). Each is keyboard-reachable through its
// accessibility layer (the arrow keys move from month to month, the tooltip reads the figures);
// its section's sentence describes it and its table holds every number it draws.

const COLORS = {
  green: '#087f5b',
  blue: '#1d4ed8',
  amber: '#b45309',
  red: '#b91c1c',
  violet: '#6d28d9',
  slate: '#475569',
  cyan: '#0e7490',
};

type ChartProps = { months: readonly RevenueMonth[]; title: string };

const dollarsTick = (cents: number) => formatMoney(cents).replace(/\.00$/, '');
const shareTick = (share: number) => formatShare(share).replace(/\.0%$/, '%');

/** The charts' shared axes, grid, tooltip and legend. */
function frame(valueFormat: (value: number) => string, counts = false) {
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e2e8f0" />,
    <XAxis key="x" dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} />,
    <YAxis
      key="y"
      tickFormatter={valueFormat}
      allowDecimals={!counts}
      width={72}
      tick={{ fontSize: 12, fill: '#334155' }}
    />,
    // Narrower than the narrowest chart, so it stays inside it on a phone.
    <Tooltip
      key="tooltip"
      formatter={(value) => (typeof value === 'number' ? valueFormat(value) : String(value))}
      wrapperStyle={{ maxWidth: 200 }}
      contentStyle={{ fontSize: 12, whiteSpace: 'normal', padding: '4px 8px' }}
    />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
}

const withLabels = (months: readonly RevenueMonth[]) =>
  months.map((m) => ({ ...m, label: monthLabel(m.month) }));

export function MrrChart({ months, title }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={withLabels(months)} title={title}>
        {frame(dollarsTick)}
        <Bar dataKey="mrrCents" name="MRR" fill={COLORS.green} />
        <Bar dataKey="propertyMrrCents" name="From property contracts" fill={COLORS.cyan} />
        <Bar dataKey="heldCents" name="On hold (not counted)" fill={COLORS.amber} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function MovementsChart({ months, title }: ChartProps) {
  // Losses below the axis, gains above: each month's bars add up to its change in MRR.
  const data = withLabels(months).map((m) => ({
    ...m,
    contractionOut: -m.contractionCents,
    churnOut: -m.churnCents,
    heldOut: -m.heldOutCents,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} stackOffset="sign" title={title}>
        {frame(dollarsTick)}
        <ReferenceLine y={0} stroke="#334155" />
        <Bar dataKey="newCents" name="New" stackId="m" fill={COLORS.green} />
        <Bar dataKey="expansionCents" name="Expansion" stackId="m" fill={COLORS.blue} />
        <Bar dataKey="reactivationCents" name="Reactivation" stackId="m" fill={COLORS.violet} />
        <Bar dataKey="heldBackCents" name="Back from hold" stackId="m" fill={COLORS.cyan} />
        <Bar dataKey="contractionOut" name="Contraction" stackId="m" fill={COLORS.amber} />
        <Bar dataKey="churnOut" name="Churn" stackId="m" fill={COLORS.red} />
        <Bar dataKey="heldOut" name="Put on hold" stackId="m" fill={COLORS.slate} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function CustomersChart({ months, title }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={withLabels(months)} title={title}>
        {frame(formatCount, true)}
        <Bar dataKey="customers" name="Paying customers" fill={COLORS.blue} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function ChurnChart({ months, title }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={withLabels(months)} title={title}>
        {frame(shareTick)}
        <ReferenceLine y={0} stroke="#334155" />
        <Line dataKey="grossChurnRate" name="Gross MRR churn" stroke={COLORS.red} strokeWidth={2} />
        <Line dataKey="netChurnRate" name="Net MRR churn" stroke={COLORS.blue} strokeWidth={2} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function RecoveryChart({ months, title }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={withLabels(months)} title={title}>
        {frame(dollarsTick)}
        <Bar dataKey="failedCents" name="Renewals failed" fill={COLORS.red} />
        <Bar dataKey="recoveredCents" name="Collected later" fill={COLORS.green} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function CashChart({ months, title }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={withLabels(months)} title={title}>
        {frame(dollarsTick)}
        <Bar dataKey="cashCents" name="Cash collected" fill={COLORS.cyan} />
        <Line dataKey="mrrCents" name="MRR at month end" stroke={COLORS.green} strokeWidth={2} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, formatShare, formatWeek } from './format';

// The service and growth charts, drawn by Recharts (SVG) as the revenue ones are: keyboard-
// reachable through the accessibility layer, described by their section's sentence, every
// number they draw also in their section's table.

const COLORS = ['#087f5b', '#1d4ed8', '#b45309', '#b91c1c', '#6d28d9', '#0e7490', '#475569'];

type Series = { key: string; name: string };

const AXIS_TICK = { fontSize: 12, fill: '#334155' };

function axes(labelKey: string, valueFormat: (value: number) => string, counts = false) {
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e2e8f0" />,
    <XAxis key="x" dataKey={labelKey} tick={AXIS_TICK} />,
    // People are counted whole: an axis of counts has no 0.5 or 1.5.
    <YAxis
      key="y"
      tickFormatter={valueFormat}
      allowDecimals={!counts}
      width={56}
      tick={AXIS_TICK}
    />,
    <Tooltip
      key="tooltip"
      formatter={(value) => (typeof value === 'number' ? valueFormat(value) : String(value))}
      wrapperStyle={{ maxWidth: 200 }}
      contentStyle={{ fontSize: 12, whiteSpace: 'normal', padding: '4px 8px' }}
    />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
}

const shareTick = (share: number) => formatShare(share).replace(/\.0%$/, '%');

/** Figures by week, as lines (rates over time). */
export function WeeklyLines({
  weeks,
  series,
  share = false,
  title,
}: {
  weeks: readonly { week: string }[];
  series: readonly Series[];
  share?: boolean;
  title: string;
}) {
  const data = weeks.map((w) => ({ ...w, label: formatWeek(w.week) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} title={title}>
        {axes('label', share ? shareTick : formatNumber)}
        {series.map((s, i) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stroke={COLORS[i % COLORS.length]}
            strokeWidth={2}
            connectNulls
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Figures by something named (a week, a reason, a porter, a ZIP code), as bars. */
export function NamedBars({
  rows,
  labelKey,
  series,
  stacked = false,
  share = false,
  counts = false,
  title,
}: {
  rows: readonly object[];
  labelKey: string;
  series: readonly Series[];
  stacked?: boolean;
  share?: boolean;
  /** Whole numbers (sign-ups, people, cancellations). */
  counts?: boolean;
  title: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} title={title}>
        {axes(labelKey, share ? shareTick : formatNumber, counts)}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={COLORS[i % COLORS.length]}
            stackId={stacked ? 'all' : undefined}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

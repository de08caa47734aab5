import type { FigureKind } from '../../../../domain/revenue-tables';

// How the owner's numbers read on screen: dollars with cents, shares as percentages.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US');

export const formatMoney = (cents: number) => dollars.format(cents / 100);
export const formatCount = (n: number) => whole.format(n);

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const twoSignificant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/**
 * A chart's number: grouped by thousands, one decimal, and a small rate (0.0025 per 1,000 stops)
 * to its first two digits, so an axis of small values does not read 0, 0, 0.
 */
export const formatNumber = (n: number) =>
  (Math.abs(n) >= 1 || n === 0 ? oneDecimal : twoSignificant).format(n);
export const formatShare = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

/** "Nov 1, 2026" for 2026-11-01. */
export const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function formatFigure(value: number | null, kind: FigureKind): string {
  if (value === null) return '—';
  if (kind === 'money') return formatMoney(value);
  if (kind === 'share') return formatShare(value);
  return formatCount(value);
}

/** The change against the span before, in words: "up $12.00", "down 1.5 points", "no change". */
export function formatChange(current: number | null, previous: number | null, kind: FigureKind) {
  if (current === null || previous === null) return 'no figure to compare';
  const diff = current - previous;
  if (Math.abs(diff) < 1e-9) return 'no change';
  const direction = diff > 0 ? 'up' : 'down';
  if (kind === 'share') return `${direction} ${(Math.abs(diff) * 100).toFixed(1)} points`;
  return `${direction} ${formatFigure(Math.abs(diff), kind)}`;
}

/**
 * "Week of Nov 30" for the week starting Monday 2026-11-30, seen in 2026; a week of another year
 * names it ("Week of Dec 29, 2025"), so a span across a new year reads in order.
 */
export const formatWeek = (monday: string, currentYear = new Date().getFullYear()) =>
  `Week of ${new Date(`${monday}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(Number(monday.slice(0, 4)) === currentYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  })}`;

/** "45 min", "3 h 20 min", "2 d 4 h": a time to resolve, as the office reads it. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  if (hours < 48) return m % 60 ? `${hours} h ${m % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** A rate per 1,000 stops, to one decimal; a dash where there were no stops. */
export const formatPer1000 = (rate: number | null) =>
  rate === null ? '—' : (Math.round(rate * 10) / 10).toFixed(1);

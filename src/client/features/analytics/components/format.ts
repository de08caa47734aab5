import type { FigureKind } from '../../../../domain/revenue-tables';

// How the owner's numbers read on screen: dollars with cents, shares as percentages.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US');

export const formatMoney = (cents: number) => dollars.format(cents / 100);
export const formatCount = (n: number) => whole.format(n);
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

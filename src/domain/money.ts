/** Formats integer cents as dollars with two decimals, e.g. 3500 → "$35.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Dollars as typed ("12.50", "$12") in whole cents; NaN when it is not an amount. */
export function dollarsToCents(dollars: string): number {
  const clean = dollars.trim().replace(/^\$/, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}

/** Formats integer cents as dollars with two decimals, e.g. 3500 → "$35.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * The sandbox card form writes what is typed the way a card shows it (docs/product.md#payment-method):
 * the number in groups of four, the expiry as MM/YY. Only digits count; anything else is dropped.
 */

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1234" → "12/34"; "4" → "04" (no month starts with 4); the slash appears with the first digit
 * of the year, so deleting back over it never traps the cursor.
 */
export function formatExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

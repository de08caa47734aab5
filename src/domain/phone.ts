/** Shows a US number as (281) 555-0142; anything that is not a 10-digit US number stays as typed. */
export function formatUsPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return value;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

/** The ten digits of a US number, with or without its leading 1; null when it is not one. */
function usDigits(value: string): string | null {
  if (!/^[\d\s().+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // A North American area code and exchange each start with 2–9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(local) ? local : null;
}

/** Whether a number as typed ("281-555-0142", "+1 (281) 555 0142") is a US phone number. */
export const isUsPhone = (value: string): boolean => usDigits(value) !== null;

/** Shows a US number as (281) 555-0142; anything that is not a 10-digit US number stays as typed. */
export function formatUsPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return value;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

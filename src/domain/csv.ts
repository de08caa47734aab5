// RFC 4180 CSV for the admin exports: strings quoted, quotes doubled.

export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * A cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return.
 * Compared by character code, which a million-row export does far faster than a regex.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r'].map((c) => c.charCodeAt(0)));

/**
 * One cell. Strings are always quoted with inner quotes doubled; a string that a spreadsheet would
 * read as a formula gets a leading apostrophe (OWASP's CSV-injection advice), so the text shows
 * as written and never runs. Numbers and booleans are written bare; null and undefined are empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = FORMULA_START.has(text.charCodeAt(0)) ? `'${text}` : text;
  // Most cells hold no quote: skipping the replace keeps a million-row export fast.
  return safe.includes('"') ? `"${safe.replace(/"/g, '""')}"` : `"${safe}"`;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export const csvRow = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** A fixed column list: the header and how each column reads a row. */
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

export const csvHeader = <T>(columns: readonly CsvColumn<T>[]) =>
  csvRow(columns.map((c) => c.header));

/** As csvRow of each column's value, without the arrays in between (exports write millions). */
export function csvRecord<T>(columns: readonly CsvColumn<T>[], row: T): string {
  let record = '';
  for (let i = 0; i < columns.length; i++) {
    record += (i === 0 ? '' : ',') + csvCell(columns[i]!.value(row));
  }
  return `${record}\r\n`;
}

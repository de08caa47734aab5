// RFC 4180 CSV for the admin exports: strings quoted, quotes doubled.

export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * The characters that make a spreadsheet run a cell as a formula when they start it: = + - @, a
 * tab or a carriage return. The schedules export on PostgreSQL writes its test from this list
 * (docs/decisions/040-admin-search-and-export-at-scale.md).
 */
export const FORMULA_START_CHARACTERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** What goes before such a cell so that it shows as written and never runs. */
export const FORMULA_GUARD = "'";

/** Compared by character code, which a million-row export does far faster than a regex. */
const FORMULA_START = new Set(FORMULA_START_CHARACTERS.map((c) => c.charCodeAt(0)));

/**
 * One cell. Strings are always quoted with inner quotes doubled; a string that a spreadsheet would
 * read as a formula gets FORMULA_GUARD in front (OWASP's CSV-injection advice), so the text shows
 * as written and never runs. Numbers and booleans are written bare; null and undefined are empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = FORMULA_START.has(text.charCodeAt(0)) ? FORMULA_GUARD + text : text;
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

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Records that end in LF, as PostgreSQL's COPY writes them, made to end in CRLF like csvRow's:
 * called on each chunk in turn, it remembers whether the last one stopped inside a quoted field,
 * where an LF is part of the cell and stays as it is. A doubled quote inside a field leaves it and
 * enters it again, so counting quotes is enough.
 */
export function crlfRecords(): (chunk: Uint8Array) => Uint8Array {
  let quoted = false;
  const ends: number[] = [];
  return (chunk) => {
    ends.length = 0;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) ends.push(i);
    }
    if (ends.length === 0) return chunk;
    const out = new Uint8Array(chunk.length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      out.set(chunk.subarray(from, end), at);
      at += end - from;
      out[at++] = CR;
      from = end;
    }
    out.set(chunk.subarray(from), at);
    return out;
  };
}

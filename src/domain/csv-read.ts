// Reading an RFC 4180 CSV file, as the rent-roll exports of property-management systems write it
// (docs/product.md#rent-roll-rosters): a UTF-8 byte-order mark, CRLF or LF line ends, quoted
// fields holding commas, quotes (doubled) and line breaks.

/** One record of the file and the line it starts on (1-based), for messages about it. */
export type CsvRecord = { line: number; fields: string[] };

/** Why a file is not CSV, and on which line. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export const CSV_READ_TEXT = {
  unclosedQuote: 'A quoted field is never closed: check the quotes on this line',
  textAfterQuote: 'There is text after the closing quote of a field on this line',
} as const;

const QUOTE = '"';
const COMMA = ',';
const CR = '\r';
const LF = '\n';
const BOM = '\uFEFF';

/**
 * Every record of `text`, each with the line it starts on. Records whose fields are all empty
 * (a blank line, or ",,," as spreadsheets write them) are left out. A quote inside a field that
 * does not start with one is kept as written; a quoted field left open, or text after its
 * closing quote, throws CsvSyntaxError naming the line.
 */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  // Only a quote that opens a field quotes it.
  let atFieldStart = true;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < source.length) {
    const c = source[i]!;
    if (c === QUOTE && atFieldStart) {
      const quoteLine = line;
      atFieldStart = false;
      i++;
      for (;;) {
        if (i >= source.length) throw new CsvSyntaxError(quoteLine, CSV_READ_TEXT.unclosedQuote);
        const q = source[i]!;
        i++;
        if (q === QUOTE) {
          if (source[i] !== QUOTE) break;
          i++;
        } else if (q === LF || (q === CR && source[i] !== LF)) {
          // A line break inside the field is part of it, and still a line of the file.
          line++;
        }
        field += q;
      }
      const next = source[i];
      if (next !== undefined && next !== COMMA && next !== CR && next !== LF) {
        throw new CsvSyntaxError(line, CSV_READ_TEXT.textAfterQuote);
      }
      continue;
    }
    atFieldStart = false;
    if (c === COMMA) {
      fields.push(field);
      field = '';
      atFieldStart = true;
      i++;
    } else if (c === CR || c === LF) {
      endRecord();
      atFieldStart = true;
      i += c === CR && source[i + 1] === LF ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += c;
      i++;
    }
  }
  if (!atFieldStart || fields.length > 0) endRecord();
  return records;
}

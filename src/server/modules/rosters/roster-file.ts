import { CsvSyntaxError, readCsv, type CsvRecord } from '../../../domain/csv-read.ts';
import {
  headerKey,
  ROSTER_FIELD_LABELS,
  ROSTER_FIELDS,
  ROSTER_MAX_ROWS,
  ROSTER_REQUIRED_FIELDS,
  ROSTER_TEXT,
  type RosterColumns,
} from '../../../domain/rosters.ts';
import { badRequest } from '../../lib/errors.ts';

// A rent roll's file as the roster reads it (docs/product.md#rent-roll-rosters): a file that is
// not one is a 400 saying what and on which line, before anything is read or stored.

/** Title lines some exports put above the header ("Rent Roll", "As of 12/01/2026") fill one cell. */
const isTitleLine = (record: CsvRecord) => record.fields.filter((f) => f.trim()).length < 2;

export type RosterFileContents = { headers: string[]; records: CsvRecord[] };

/** The header row and the records under it, or a 400 naming the line at fault. */
export function readRosterFile(csv: string): RosterFileContents {
  let all: CsvRecord[];
  try {
    all = readCsv(csv);
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      const message = ROSTER_TEXT.notCsv(err.line, err.message);
      throw badRequest(message, { csv: [message] });
    }
    throw err;
  }
  const start = all.findIndex((r) => !isTitleLine(r));
  if (start < 0) throw badRequest(ROSTER_TEXT.fileEmpty, { csv: [ROSTER_TEXT.fileEmpty] });
  const header = all[start]!;
  const headers = header.fields.map((h) => h.trim());
  // Trailing empty headers are the spreadsheet's, not columns.
  while (headers.length > 0 && headers.at(-1) === '') headers.pop();
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const h of headers) {
    if (!h) problems.push(ROSTER_TEXT.notCsv(header.line, ROSTER_TEXT.headerMissing));
    else if (seen.has(headerKey(h))) {
      problems.push(ROSTER_TEXT.notCsv(header.line, ROSTER_TEXT.headerTwice(h)));
    } else seen.add(headerKey(h));
  }
  if (problems.length > 0) throw badRequest(problems[0]!, { csv: problems });
  const records = all.slice(start + 1);
  if (records.length === 0) throw badRequest(ROSTER_TEXT.noRows, { csv: [ROSTER_TEXT.noRows] });
  if (records.length > ROSTER_MAX_ROWS) {
    throw badRequest(ROSTER_TEXT.tooManyRows, { csv: [ROSTER_TEXT.tooManyRows] });
  }
  return { headers, records };
}

/** A 400 on each field whose column is missing, not in the file, or picked twice. */
export function checkColumns(headers: readonly string[], columns: RosterColumns): void {
  const errors: Record<string, string[]> = {};
  const used = new Map<string, string>();
  for (const field of ROSTER_FIELDS) {
    const header = columns[field];
    if (header === null) continue;
    if (!headers.includes(header))
      errors[`columns.${field}`] = [ROSTER_TEXT.columnNotInFile(header)];
    else if (used.has(header)) errors[`columns.${field}`] = [ROSTER_TEXT.columnUsedTwice(header)];
    used.set(header, field);
  }
  for (const field of ROSTER_REQUIRED_FIELDS) {
    if (columns[field] === null) {
      errors[`columns.${field}`] = [ROSTER_TEXT.columnRequired(ROSTER_FIELD_LABELS[field])];
    }
  }
  if (!columns.fullName && !(columns.firstName && columns.lastName)) {
    errors['columns.fullName'] = [ROSTER_TEXT.nameColumnRequired];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

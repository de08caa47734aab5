import { describe, expect, test } from 'vitest';
import { crlfRecords, csvCell, csvHeader, csvRecord, csvRow } from './csv.ts';

describe('csvCell', () => {
  test('strings are always quoted and inner quotes doubled', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('crlf\r\ninside')).toBe('"crlf\r\ninside"');
  });

  test('unicode passes through untouched', () => {
    expect(csvCell('José Núñez — 🏠 Apt 3')).toBe('"José Núñez — 🏠 Apt 3"');
  });

  test('formula prefixes are neutralised with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1 281 555 0142')).toBe('"\'+1 281 555 0142"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  test('numbers and booleans are bare, null and undefined empty, dates ISO', () => {
    expect(csvCell(3500)).toBe('3500');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-23T15:00:00Z'))).toBe('"2026-11-23T15:00:00.000Z"');
  });
});

test('rows end with CRLF; header and record follow the column list', () => {
  expect(csvRow(['a', 1, null])).toBe('"a",1,\r\n');
  const columns = [
    { header: 'ID', value: (r: { id: number; name: string }) => r.id },
    { header: 'Name', value: (r: { id: number; name: string }) => r.name },
  ];
  expect(csvHeader(columns)).toBe('"ID","Name"\r\n');
  expect(csvRecord(columns, { id: 7, name: 'O"Neil' })).toBe('7,"O""Neil"\r\n');
});

test('records ending in LF end in CRLF, however the chunks split them; LFs inside cells stay', () => {
  const records = [
    [1, 'plain', null],
    [2, 'two\nlines', ''],
    [3, 'say "hi"\n', 'crlf\r\ninside'],
    [4, '"', '\n'],
  ] as const;
  const withLf = records.map((r) => csvRow(r).replace(/\r\n$/, '\n')).join('');
  const expected = records.map((r) => csvRow(r)).join('');
  const bytes = new TextEncoder().encode(withLf);
  // Every split into two chunks, so a chunk ends inside a quoted field, on a quote and on an LF.
  for (let at = 0; at <= bytes.length; at++) {
    const convert = crlfRecords();
    const out = [convert(bytes.subarray(0, at)), convert(bytes.subarray(at))];
    expect(out.map((chunk) => new TextDecoder().decode(chunk)).join(''), `split at ${at}`).toBe(
      expected,
    );
  }
});

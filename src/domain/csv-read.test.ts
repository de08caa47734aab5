import { describe, expect, test } from 'vitest';
import { CSV_READ_TEXT, CsvSyntaxError, readCsv } from './csv-read.ts';

const fields = (text: string) => readCsv(text).map((r) => r.fields);

describe('readCsv', () => {
  test('reads plain records with LF or CRLF line ends, with or without a last line end', () => {
    expect(fields('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  test('drops a UTF-8 byte-order mark, so the first header reads as written', () => {
    expect(fields('\uFEFFBuilding,Unit\r\n3,204\r\n')[0]).toEqual(['Building', 'Unit']);
  });

  test('quoted fields keep commas, doubled quotes and line breaks', () => {
    expect(fields('"Rivera, Jordan","say ""hi""","line one\r\nline two",""\r\n')).toEqual([
      ['Rivera, Jordan', 'say "hi"', 'line one\r\nline two', ''],
    ]);
  });

  test('each record knows the line it starts on, counting line breaks inside quotes', () => {
    const records = readCsv('h1,h2\n"a\nb",c\n\nd,e\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  test('leaves out blank lines and rows of empty fields, and keeps empty fields in a row', () => {
    expect(fields('a,b,c\n\n,,\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
    expect(fields('1,2,\n')).toEqual([['1', '2', '']]);
  });

  test('keeps a quote inside a field that did not open with one', () => {
    expect(fields('O"Brien,x\n')).toEqual([['O"Brien', 'x']]);
  });

  test('reads a lone CR as a line end, as old spreadsheets write it', () => {
    expect(fields('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  test('an unclosed quote names the line it opened on', () => {
    const attempt = () => readCsv('a,b\n1,2\n3,"four\n5,6\n');
    expect(attempt).toThrow(CsvSyntaxError);
    expect(attempt).toThrow(CSV_READ_TEXT.unclosedQuote);
    try {
      attempt();
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(3);
    }
  });

  test('text after a closing quote names its line', () => {
    try {
      readCsv('a,b\n"x"y,2\n');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(CsvSyntaxError);
      expect((err as CsvSyntaxError).line).toBe(2);
      expect((err as CsvSyntaxError).message).toBe(CSV_READ_TEXT.textAfterQuote);
    }
  });

  test('an empty file has no records', () => {
    expect(readCsv('')).toEqual([]);
    expect(readCsv('\uFEFF\r\n\r\n')).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { MAX_RECORD_ID, recordIdParam, wholeNumberParam } from './fields.ts';

describe('ids and whole numbers read from text', () => {
  const id = recordIdParam('Not found');

  test('digits as a form or a link writes them are read', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse('907')).toBe(907);
    expect(id.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    // A JSON body may send the number itself.
    expect(id.parse(12)).toBe(12);
  });

  test.each(['+1', '0x10', '1e3', ' 1', '1 ', '01', '1.0', '-1', '0', '', '١', '2147483648'])(
    '%j is refused with the field message',
    (text) => {
      const result = id.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Not found']);
    },
  );

  test('other whole numbers keep their own bounds', () => {
    const weekday = wholeNumberParam(z.number({ error: 'Pick a day' }).int().min(1).max(7));
    expect(weekday.parse('7')).toBe(7);
    expect(weekday.safeParse('0x7').success).toBe(false);
    expect(weekday.safeParse('8').success).toBe(false);
  });
});

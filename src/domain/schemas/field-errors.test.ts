import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { checkForm } from './field-errors.ts';

const Schema = z
  .object({ from: z.string().min(1, 'Enter a start'), to: z.string().min(1, 'Enter an end') })
  .refine((v) => v.from <= v.to, 'The start comes before the end');

describe('checkForm', () => {
  test('passes the payload through when the schema takes it', () => {
    expect(checkForm(Schema, { from: 'a', to: 'b' })).toEqual({
      ok: true,
      data: { from: 'a', to: 'b' },
    });
  });

  test("shows each field's first message under it", () => {
    expect(checkForm(Schema, { from: '', to: '' })).toEqual({
      ok: false,
      errors: { from: 'Enter a start', to: 'Enter an end' },
    });
  });

  test('shows a message about the whole payload under the field the form keeps for it', () => {
    expect(checkForm(Schema, { from: 'b', to: 'a' }, 'to')).toEqual({
      ok: false,
      errors: { to: 'The start comes before the end' },
    });
    expect(checkForm(Schema, { from: 'b', to: 'a' })).toEqual({
      ok: false,
      errors: { _: 'The start comes before the end' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formatUsPhone, isUsPhone } from './phone';

describe('formatUsPhone', () => {
  it.each([
    ['2815550199', '(281) 555-0199'],
    ['281-555-0199', '(281) 555-0199'],
    ['+1 281 555 0199', '(281) 555-0199'],
    ['(281) 555-0199', '(281) 555-0199'],
  ])('formats %s', (input, expected) => expect(formatUsPhone(input)).toBe(expected));

  it('leaves numbers it cannot read as typed', () => {
    expect(formatUsPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatUsPhone('555-0199')).toBe('555-0199');
  });
});

describe('isUsPhone', () => {
  it.each(['2815550199', '281-555-0199', '+1 (281) 555 0199', '800-555-0199'])(
    'takes %s',
    (input) => expect(isUsPhone(input)).toBe(true),
  );

  it.each(['555-0199', '+44 20 7946 0958', '1815550199', '281555019x', ''])('refuses %s', (input) =>
    expect(isUsPhone(input)).toBe(false),
  );
});

import { expect, test } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-format.ts';

test.each([
  ['4242424242424242', '4242 4242 4242 4242'],
  ['4242 4242 4242 4242', '4242 4242 4242 4242'],
  ['4242-4242', '4242 4242'],
  ['42424', '4242 4'],
  ['4242', '4242'],
  ['abc', ''],
  ['4'.repeat(25), '4444 4444 4444 4444 444'],
])('card number %s is shown as "%s"', (typed, shown) => {
  expect(formatCardNumber(typed)).toBe(shown);
});

test.each([
  ['1', '1'],
  ['12', '12'],
  ['123', '12/3'],
  ['1234', '12/34'],
  ['12/34', '12/34'],
  ['12345', '12/34'],
  ['4', '04'],
  ['434', '04/34'],
  ['12/', '12'],
])('expiry %s is shown as "%s"', (typed, shown) => {
  expect(formatExpiry(typed)).toBe(shown);
});

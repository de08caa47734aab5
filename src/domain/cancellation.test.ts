import { describe, expect, test } from 'vitest';
import { CancelSubscriptionSchema } from './schemas/subscription.ts';
import { serviceEndAfterCancel } from './cancellation.ts';

const NOW = new Date('2026-11-24T15:00:00Z');
const END = new Date('2026-12-23T15:00:00Z');

describe('until when a cancelled subscription is served', () => {
  test.each([
    ['active', END, END],
    ['active', new Date('2026-11-24T14:00:00Z'), null],
    ['active', null, null],
    ['paused', END, null],
    ['past_due', END, null],
    ['suspended', END, null],
  ] as const)('%s with a period ending %s: %s', (status, currentPeriodEnd, expected) => {
    expect(serviceEndAfterCancel({ status, currentPeriodEnd }, NOW)).toEqual(expected);
  });
});

test('a blank note is no note; the words are trimmed', () => {
  expect(CancelSubscriptionSchema.parse({ reason: 'moving', note: '   ' })).toEqual({
    reason: 'moving',
  });
  expect(CancelSubscriptionSchema.parse({ reason: 'other', note: ' Too far ' })).toEqual({
    reason: 'other',
    note: 'Too far',
  });
  expect(CancelSubscriptionSchema.parse({})).toEqual({});
});

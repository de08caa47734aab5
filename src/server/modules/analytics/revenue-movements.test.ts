import { describe, expect, test } from 'vitest';
import { classify, NO_MOVEMENT } from './revenue-movements.ts';

// ChartMogul's movements at the customer level, with holds on a line of their own
// (docs/decisions/062-the-owners-numbers.md).

describe('naming a customer’s change in MRR', () => {
  test('a customer with two subscriptions who ends one contracts; ending the last is churn', () => {
    expect(
      classify({ mrrCents: 6000, heldCents: 0 }, { mrrCents: 3500, heldCents: 0 }, true),
    ).toEqual({ ...NO_MOVEMENT, contractionCents: 2500 });
    expect(classify({ mrrCents: 3500, heldCents: 0 }, { mrrCents: 0, heldCents: 0 }, true)).toEqual(
      {
        ...NO_MOVEMENT,
        churnCents: 3500,
      },
    );
  });

  test('a customer whose only subscription is held has not left', () => {
    expect(
      classify({ mrrCents: 3500, heldCents: 0 }, { mrrCents: 0, heldCents: 3500 }, true),
    ).toEqual({ ...NO_MOVEMENT, heldOutCents: 3500 });
    // Ending the other of two while one is held: a contraction, not churn.
    expect(
      classify({ mrrCents: 2500, heldCents: 3500 }, { mrrCents: 0, heldCents: 3500 }, true),
    ).toEqual({ ...NO_MOVEMENT, contractionCents: 2500 });
  });

  test('back from a hold on a bigger plan: the held amount returns, the rest is expansion', () => {
    expect(
      classify({ mrrCents: 0, heldCents: 2500 }, { mrrCents: 3500, heldCents: 0 }, true),
    ).toEqual({ ...NO_MOVEMENT, heldBackCents: 2500, expansionCents: 1000 });
  });

  test('a first payment is new; a payment after leaving is a reactivation', () => {
    const none = { mrrCents: 0, heldCents: 0 };
    expect(classify(none, { mrrCents: 2500, heldCents: 0 }, false)).toEqual({
      ...NO_MOVEMENT,
      newCents: 2500,
    });
    expect(classify(none, { mrrCents: 2500, heldCents: 0 }, true)).toEqual({
      ...NO_MOVEMENT,
      reactivationCents: 2500,
    });
  });
});

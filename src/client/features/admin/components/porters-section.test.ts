import { describe, expect, test } from 'vitest';
import { daysOf } from './porters-section';

const at = (weekday: number, communityName: string) => ({
  weekday,
  communityId: communityName.length,
  communityName,
});

describe("a porter's days", () => {
  test('days in a row with the same communities share a line; a gap starts a new one', () => {
    expect(
      daysOf({
        assignments: [
          ...[1, 2, 3, 4, 5].map((d) => at(d, 'Cinco Ranch Commons')),
          at(5, 'Grand Lakes'),
          at(7, 'Cinco Ranch Commons'),
        ],
      }),
    ).toEqual([
      'Mon–Thu: Cinco Ranch Commons',
      'Fri: Cinco Ranch Commons, Grand Lakes',
      'Sun: Cinco Ranch Commons',
    ]);
  });

  test('days apart stay apart, and no days is no lines', () => {
    expect(
      daysOf({ assignments: [at(1, 'Cinco Ranch Commons'), at(4, 'Cinco Ranch Commons')] }),
    ).toEqual(['Mon: Cinco Ranch Commons', 'Thu: Cinco Ranch Commons']);
    expect(daysOf({ assignments: [] })).toEqual([]);
  });
});

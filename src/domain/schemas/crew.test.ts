import { describe, expect, test } from 'vitest';
import {
  CREW_MESSAGES,
  CrewActionSchema,
  PICKUP_OUTCOME_LABELS,
  PICKUP_OUTCOMES,
  PROBLEM_REASON_LABELS,
  PROBLEM_REASONS,
} from './crew.ts';

const base = {
  id: '0b6f3c3e-8d1a-4c1e-9f5e-2a7d3c9b1e40',
  scheduleId: 1,
  occurredAt: '2026-11-23T15:04:05.000Z',
};

describe('the crew contract', () => {
  test('every outcome and problem reason has a label for the screen', () => {
    expect(Object.keys(PICKUP_OUTCOME_LABELS).sort()).toEqual([...PICKUP_OUTCOMES].sort());
    expect(Object.keys(PROBLEM_REASON_LABELS).sort()).toEqual([...PROBLEM_REASONS].sort());
  });

  test('a problem needs its reason and photo, and the count when there are too many bags', () => {
    const problem = CrewActionSchema.safeParse({ ...base, outcome: 'problem' });
    expect(problem.error?.issues.map((i) => i.message)).toEqual([
      CREW_MESSAGES.reasonRequired,
      CREW_MESSAGES.photoRequired,
    ]);
    const tooMany = CrewActionSchema.safeParse({
      ...base,
      outcome: 'problem',
      reason: 'too_many_bags',
      photoId: base.id,
    });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual([CREW_MESSAGES.bagCountRequired]);
    expect(CrewActionSchema.safeParse({ ...base, outcome: 'collected' }).success).toBe(true);
  });

  test('the time carries its offset, as phones in any zone send it', () => {
    expect(
      CrewActionSchema.safeParse({
        ...base,
        outcome: 'collected',
        occurredAt: '2026-11-23T09:04:05-06:00',
      }).success,
    ).toBe(true);
    expect(
      CrewActionSchema.safeParse({ ...base, outcome: 'collected', occurredAt: '2026-11-23 09:04' })
        .success,
    ).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { SUBSCRIPTION_STATUSES } from './schemas/subscription.ts';
import { canCancel, canChangePlan, canPause, canResume } from './subscription-status.ts';

describe('what each status allows', () => {
  test.each(SUBSCRIPTION_STATUSES)('%s', (status) => {
    expect({
      pause: canPause(status),
      resume: canResume(status),
      cancel: canCancel(status),
      changePlan: canChangePlan(status),
    }).toEqual({
      pause: status === 'active',
      resume: status === 'paused',
      cancel: status === 'active' || status === 'paused',
      changePlan: status === 'active' || status === 'paused',
    });
  });
});

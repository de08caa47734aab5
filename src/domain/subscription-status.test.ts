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
      // Anyone still billed may leave, a customer with an unpaid renewal included.
      cancel: ['active', 'paused', 'past_due', 'suspended'].includes(status),
      changePlan: status === 'active' || status === 'paused',
    });
  });
});

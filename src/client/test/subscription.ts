import type { Subscription } from '../../domain/schemas/subscription';
import { CUSTOMER } from './render';

/**
 * The signed-in customer's active Standard subscription as the API answers it, with nothing
 * pending, booked or owed; a test names only what its screen is about.
 */
export const subscriptionFixture = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 31,
  userId: CUSTOMER.id,
  plan: 'standard',
  price: 3500,
  status: 'active',
  gateCode: '',
  specialInstructions: '',
  createdAt: '2026-03-02T15:00:00.000Z',
  pausedAt: null,
  pauseEndsAt: null,
  returnsOn: null,
  pauseDaysLeft: 30,
  provider: 'paypal',
  card: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  pendingPlan: null,
  pendingPlanAt: null,
  nextCharge: null,
  pastDue: null,
  serviceEndsAt: null,
  nextPickup: null,
  holds: [],
  payer: 'resident',
  ...overrides,
});

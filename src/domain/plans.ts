import { PICKUP_WINDOW_LABEL } from './pickup-window.ts';

// No zod here: the plan catalogue is on every marketing page, and the validator is not
// (PlanIdSchema lives with the other field schemas in schemas/fields.ts).

export const PLAN_IDS = ['basic', 'standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN: PlanId = 'standard';

/** ISO weekday numbers, Monday = 1 … Sunday = 7. No plan includes weekend service. */
export type Weekday = 1 | 2 | 3 | 4 | 5;

export type PlanFeature = { text: string; included: boolean };

export type Plan = {
  planId: PlanId;
  title: string;
  /** Whole dollars per month, as shown on the site. */
  price: number;
  priceCents: number;
  popular: boolean;
  pickupDays: readonly Weekday[];
  bagsPerPickup: number;
  features: readonly PlanFeature[];
};

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    planId: 'basic',
    title: 'Basic',
    price: 25,
    priceCents: 2500,
    popular: false,
    pickupDays: [1, 4],
    bagsPerPickup: 2,
    features: [
      { text: '2 pickups per week (Mon, Thu)', included: true },
      { text: 'Up to 2 bags per pickup', included: true },
      { text: `Doorstep collection ${PICKUP_WINDOW_LABEL}`, included: true },
      { text: 'Recycling separation', included: false },
      { text: 'Box breakdown', included: false },
      { text: 'Monthly special item disposal', included: false },
    ],
  },
  standard: {
    planId: 'standard',
    title: 'Standard',
    price: 35,
    priceCents: 3500,
    popular: true,
    pickupDays: [1, 3, 5],
    bagsPerPickup: 3,
    features: [
      { text: '3 pickups per week (Mon, Wed, Fri)', included: true },
      { text: 'Up to 3 bags per pickup', included: true },
      { text: `Doorstep collection ${PICKUP_WINDOW_LABEL}`, included: true },
      { text: 'Recycling separation', included: true },
      { text: 'Box breakdown', included: false },
      { text: 'Monthly special item disposal', included: false },
    ],
  },
  premium: {
    planId: 'premium',
    title: 'Premium',
    price: 50,
    priceCents: 5000,
    popular: false,
    pickupDays: [1, 2, 3, 4, 5],
    bagsPerPickup: 4,
    features: [
      { text: '5 pickups per week (Mon-Fri)', included: true },
      { text: 'Up to 4 bags per pickup', included: true },
      { text: `Doorstep collection ${PICKUP_WINDOW_LABEL}`, included: true },
      { text: 'Recycling separation', included: true },
      { text: 'Breaks down up to 3 boxes', included: true },
      { text: 'Monthly special item disposal', included: true },
    ],
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

/** Reads a plan id from a query string, falling back to the default plan for anything unknown. */
export function parsePlanParam(value: string | null | undefined): PlanId {
  return isPlanId(value) ? value : DEFAULT_PLAN;
}

function isPlanId(value: unknown): value is PlanId {
  return (PLAN_IDS as readonly unknown[]).includes(value);
}

/** What the portal's plan button offers: an upgrade, or, on the largest plan, a change. */
export type PlanChangeKind = 'upgrade' | 'change';

/**
 * The portal's plan button (docs/product.md#account-and-payment-screens): Upgrade Plan moves basic
 * to standard and standard to premium; on premium it reads Change Plan and offers the smaller
 * plans, standard first.
 */
export function planChangeOffer(plan: PlanId): { kind: PlanChangeKind; suggested: PlanId } {
  if (plan === 'premium') return { kind: 'change', suggested: 'standard' };
  return { kind: 'upgrade', suggested: plan === 'basic' ? 'standard' : 'premium' };
}

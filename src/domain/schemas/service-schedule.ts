// Service schedules and payments as the customer API returns them (spec §3).

export const SERVICE_STATUSES = ['scheduled', 'completed', 'cancelled', 'missed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Where a schedule row came from: the generator (follows the plan's days) or a person. */
export const SCHEDULE_SOURCES = ['plan', 'manual'] as const;

export type ServiceSchedule = {
  id: number;
  subscriptionId: number;
  /** YYYY-MM-DD, a calendar day in America/Chicago. */
  serviceDate: string;
  status: ServiceStatus;
  createdAt: string;
  completedAt: string | null;
  notes: string | null;
};

/** The signed-in customer's pickups: what is coming and what happened lately. */
export type CustomerServices = { upcoming: ServiceSchedule[]; recent: ServiceSchedule[] };

export const PAYMENT_STATUSES = ['paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One line of the billing history; amount in integer cents. */
export type BillingEntry = {
  id: number;
  subscriptionId: number;
  amount: number;
  status: PaymentStatus;
  paidAt: string;
};

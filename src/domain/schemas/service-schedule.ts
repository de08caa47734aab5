import { z } from 'zod';

// Pickups (service schedules) as the customer API returns them.

export const SERVICE_STATUSES = ['scheduled', 'completed', 'cancelled', 'missed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Where a schedule row came from: the generator (follows the plan's days) or a person. */
export const SCHEDULE_SOURCES = ['plan', 'manual'] as const;

export const ServiceScheduleSchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  /** YYYY-MM-DD, a calendar day in America/Chicago. */
  serviceDate: z.string(),
  status: z.enum(SERVICE_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ServiceSchedule = z.infer<typeof ServiceScheduleSchema>;

/** The signed-in customer's pickups: what is coming and what happened lately. */
export const CustomerServicesSchema = z.object({
  upcoming: z.array(ServiceScheduleSchema),
  recent: z.array(ServiceScheduleSchema),
});
export type CustomerServices = z.infer<typeof CustomerServicesSchema>;

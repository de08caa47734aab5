import { z } from 'zod';
import { MANAGER_TEXT } from '../manager-portal.ts';
import { PICKUP_OUTCOMES, PROBLEM_REASONS } from './crew.ts';
import { isoDate } from './fields.ts';
import { PropertyContractSchema } from './property-contracts.ts';
import { TICKET_KINDS, TICKET_RESOLUTIONS, TICKET_STATUSES } from './tickets.ts';

// What a property manager's portal reads (docs/product.md#property-managers). Every call names
// its community in the path; a community that is not the manager's is a 404.

export const ManagerCommunityParamsSchema = z.object({
  communityId: z.string(),
});

export const ManagerNightParamsSchema = z.object({
  communityId: z.string(),
  date: isoDate(MANAGER_TEXT.dateInvalid),
});

export const ManagerCommunitySchema = z.object({ id: z.number().int(), name: z.string() });

export const ManagerOverviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  contract: PropertyContractSchema.nullable(),
  /** Doors served now or starting later under the contract. */
  enrolledDoors: z.number().int(),
});
export type ManagerOverview = z.infer<typeof ManagerOverviewSchema>;

/** Where a door stands: served now, enrolled ahead of its move-in, or moved out. */
export const DOOR_STATUSES = ['served', 'starting', 'moved_out'] as const;
export type DoorStatus = (typeof DOOR_STATUSES)[number];

export const ManagerDoorSchema = z.object({
  /** The door's subscription, which an exemption from notices names. */
  subscriptionId: z.number().int(),
  building: z.string(),
  unit: z.string(),
  residentName: z.string(),
  status: z.enum(DOOR_STATUSES),
  /** The first day served. */
  startsOn: z.string().nullable(),
  /** The last day served, once the resident moved out. */
  lastDay: z.string().nullable(),
  lastOutcome: z
    .object({
      date: z.string(),
      outcome: z.enum(PICKUP_OUTCOMES),
      reason: z.enum(PROBLEM_REASONS).nullable(),
    })
    .nullable(),
});
export type ManagerDoor = z.infer<typeof ManagerDoorSchema>;

/** What happened at a door on a night: recorded by the crew, missed, or still to come. */
export const NIGHT_RESULTS = ['collected', 'nothing_out', 'problem', 'missed', 'to_do'] as const;
export type NightResult = (typeof NIGHT_RESULTS)[number];

export const ManagerNightDoorSchema = z.object({
  building: z.string(),
  unit: z.string(),
  residentName: z.string(),
  result: z.enum(NIGHT_RESULTS),
  /** When the crew recorded it. */
  at: z.string().nullable(),
  reason: z.enum(PROBLEM_REASONS).nullable(),
  note: z.string().nullable(),
  photoId: z.string().nullable(),
});
export type ManagerNightDoor = z.infer<typeof ManagerNightDoorSchema>;

export const ManagerNightSchema = z.object({
  date: z.string(),
  /** Whether the community's window has closed that day, so a door not recorded is missed. */
  closed: z.boolean(),
  doors: z.array(ManagerNightDoorSchema),
});
export type ManagerNight = z.infer<typeof ManagerNightSchema>;

export const ManagerTicketSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TICKET_KINDS),
  status: z.enum(TICKET_STATUSES),
  resolution: z.enum(TICKET_RESOLUTIONS).nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  serviceDate: z.string(),
  building: z.string(),
  unit: z.string(),
  residentName: z.string(),
  note: z.string(),
});
export type ManagerTicket = z.infer<typeof ManagerTicketSchema>;

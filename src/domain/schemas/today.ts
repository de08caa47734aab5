import { z } from 'zod';
import { PICKUP_OUTCOMES, PROBLEM_REASONS } from './crew.ts';

// The office's Today board (docs/product.md#today-board): every community's doors of today, how
// many the crew has done, the problems they found and, once the window is over, the doors nobody
// recorded. Doors carry what an office reader needs (building, unit, resident), never more.

/** How many unrecorded doors one community lists after the window; the count covers the rest. */
export const TODAY_MISSED_DOORS_SHOWN = 50;

/** The SSE event that tells a board to ask again (docs/decisions/035-today-board-live.md). */
export const TODAY_CHANGED_EVENT = 'board-changed';

const DoorSchema = z.object({
  scheduleId: z.number().int(),
  building: z.string(),
  unit: z.string(),
  address: z.string(),
  resident: z.string(),
});

export const TodayProblemSchema = DoorSchema.extend({
  outcome: z.enum(PICKUP_OUTCOMES),
  reason: z.enum(PROBLEM_REASONS).nullable(),
  bagCount: z.number().int().nullable(),
  note: z.string().nullable(),
  photoId: z.uuid().nullable(),
  porter: z.string(),
  /** When it happened on the porter's phone (ISO 8601). */
  occurredAt: z.string(),
});
export type TodayProblem = z.infer<typeof TodayProblemSchema>;

export const TodayDoorSchema = DoorSchema;
export type TodayDoor = z.infer<typeof TodayDoorSchema>;

const CountsSchema = z.object({
  /** Pickups of the day that are not cancelled. */
  stops: z.number().int(),
  /** Completed: recorded by the crew, or marked by the office. */
  done: z.number().int(),
  problems: z.number().int(),
  /** Neither recorded nor marked; missed once the window is over. */
  open: z.number().int(),
});

export const TodayCommunitySchema = CountsSchema.extend({
  /** A stable key for the list; the community's id, or "other" for doors outside a listed one. */
  key: z.string(),
  /** The community's name; null for doors outside a listed community. */
  name: z.string().nullable(),
  /** The porters assigned to the community on today's weekday. */
  porters: z.array(z.string()),
  problemDoors: z.array(TodayProblemSchema),
  /** After the window: the open doors, the first TODAY_MISSED_DOORS_SHOWN in route order. */
  missedDoors: z.array(TodayDoorSchema),
});
export type TodayCommunity = z.infer<typeof TodayCommunitySchema>;

/** GET /api/admin/today */
export const TodayBoardSchema = z.object({
  date: z.string(),
  /** Whether today's pickup window is over: open doors are missed. */
  windowEnded: z.boolean(),
  total: CountsSchema,
  communities: z.array(TodayCommunitySchema),
  /** When the server read the board (ISO 8601). */
  readAt: z.string(),
});
export type TodayBoard = z.infer<typeof TodayBoardSchema>;

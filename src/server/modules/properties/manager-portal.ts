import { csvHeader, csvRecord, type CsvColumn } from '../../../domain/csv.ts';
import {
  DOOR_STATUS_LABELS,
  MANAGER_TEXT,
  NIGHT_RESULT_LABELS,
  TICKET_STATUS_LABELS,
  windowClosed,
} from '../../../domain/manager-portal.ts';
import { fullName } from '../../../domain/person-name.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { CONTRACT_WINDOW_LATEST } from '../../../domain/property-contracts.ts';
import {
  PICKUP_OUTCOME_LABELS,
  PROBLEM_REASON_LABELS,
  type PickupOutcome,
  type ProblemReason,
} from '../../../domain/schemas/crew.ts';
import type {
  DoorStatus,
  ManagerDoor,
  ManagerNight,
  ManagerOverview,
  ManagerTicket,
  NightResult,
} from '../../../domain/schemas/manager-portal.ts';
import { TICKET_RESOLUTION_LABELS } from '../../../domain/schemas/tickets.ts';
import { TICKET_KIND_LABELS } from '../../../domain/pickup-labels.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { toPropertyContract } from './contract-repository.ts';
import { createManagerRepository } from './manager-repository.ts';
import { createPortalRepository } from './portal-repository.ts';

// What a property manager reads in their portal (docs/product.md#property-managers). The
// manager scope has checked the community is theirs before any of these runs.

export type PortalDeps = { db: Database };

export const managedCommunities = (deps: PortalDeps, userId: number) =>
  createManagerRepository(deps.db).communitiesOf(userId);

export async function overview(deps: PortalDeps, communityId: number): Promise<ManagerOverview> {
  const repo = createPortalRepository(deps.db);
  const [row, doors] = await Promise.all([repo.community(communityId), doorsOf(deps, communityId)]);
  if (!row) throw notFound(MANAGER_TEXT.communityNotFound);
  return {
    id: row.community.id,
    name: row.community.name,
    street: row.community.street,
    zip: row.community.zip,
    contract: row.contract && toPropertyContract(row.contract),
    enrolledDoors: doors.filter((d) => d.status !== 'moved_out').length,
  };
}

export async function doorsOf(
  deps: PortalDeps,
  communityId: number,
  now = new Date(),
): Promise<ManagerDoor[]> {
  const today = serviceClock(now).date;
  const rows = await createPortalRepository(deps.db).doors(communityId);
  return rows.map((row) => {
    const status: DoorStatus =
      row.status === 'cancelled' ? 'moved_out' : row.starts_on > today ? 'starting' : 'served';
    return {
      subscriptionId: row.subscription_id,
      building: row.building,
      unit: row.unit,
      residentName: fullName({
        firstName: row.first_name,
        lastName: row.last_name,
        username: row.username,
      }),
      status,
      startsOn: row.starts_on,
      lastDay: status === 'moved_out' ? row.last_day : null,
      lastOutcome:
        row.last_date && row.last_outcome
          ? {
              date: row.last_date,
              outcome: row.last_outcome as PickupOutcome,
              reason: row.last_reason as ProblemReason | null,
            }
          : null,
    };
  });
}

export async function night(
  deps: PortalDeps,
  communityId: number,
  date: string,
  now = new Date(),
): Promise<ManagerNight> {
  const repo = createPortalRepository(deps.db);
  const [row, stops] = await Promise.all([
    repo.community(communityId),
    repo.night(communityId, date),
  ]);
  const closed = windowClosed(date, row?.contract?.windowEnd ?? CONTRACT_WINDOW_LATEST, now);
  return {
    date,
    closed,
    doors: stops.map((stop) => {
      const result: NightResult =
        stop.outcome ?? (stop.status === 'missed' || closed ? 'missed' : 'to_do');
      return {
        building: stop.building,
        unit: stop.unit,
        residentName: fullName(stop),
        result,
        at: stop.occurredAt?.toISOString() ?? null,
        reason: stop.reason,
        note: stop.note,
        photoId: stop.photoId,
      };
    }),
  };
}

export async function ticketsOf(deps: PortalDeps, communityId: number): Promise<ManagerTicket[]> {
  const rows = await createPortalRepository(deps.db).tickets(communityId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    serviceDate: row.serviceDate,
    building: row.building,
    unit: row.unit,
    residentName: fullName(row),
    note: row.note,
  }));
}

const DOOR_COLUMNS: CsvColumn<ManagerDoor>[] = [
  { header: 'Building', value: (d) => d.building },
  { header: 'Unit', value: (d) => d.unit },
  { header: 'Resident', value: (d) => d.residentName },
  { header: 'Status', value: (d) => DOOR_STATUS_LABELS[d.status] },
  { header: 'First day', value: (d) => d.startsOn },
  { header: 'Last day', value: (d) => d.lastDay },
  { header: 'Last pickup', value: (d) => d.lastOutcome?.date },
  {
    header: 'Last outcome',
    value: (d) => d.lastOutcome && PICKUP_OUTCOME_LABELS[d.lastOutcome.outcome],
  },
  {
    header: 'Problem',
    value: (d) => d.lastOutcome?.reason && PROBLEM_REASON_LABELS[d.lastOutcome.reason],
  },
];

const NIGHT_COLUMNS: CsvColumn<ManagerNight['doors'][number]>[] = [
  { header: 'Building', value: (d) => d.building },
  { header: 'Unit', value: (d) => d.unit },
  { header: 'Resident', value: (d) => d.residentName },
  { header: 'Result', value: (d) => NIGHT_RESULT_LABELS[d.result] },
  { header: 'Recorded at', value: (d) => d.at },
  { header: 'Problem', value: (d) => d.reason && PROBLEM_REASON_LABELS[d.reason] },
  { header: 'Note', value: (d) => d.note },
];

const TICKET_COLUMNS: CsvColumn<ManagerTicket>[] = [
  { header: 'Reported', value: (t) => t.createdAt },
  { header: 'Pickup day', value: (t) => t.serviceDate },
  { header: 'Building', value: (t) => t.building },
  { header: 'Unit', value: (t) => t.unit },
  { header: 'Resident', value: (t) => t.residentName },
  { header: 'Problem', value: (t) => TICKET_KIND_LABELS[t.kind] },
  { header: 'Note', value: (t) => t.note },
  { header: 'Status', value: (t) => TICKET_STATUS_LABELS[t.status] },
  { header: 'Resolution', value: (t) => t.resolution && TICKET_RESOLUTION_LABELS[t.resolution] },
  { header: 'Resolved', value: (t) => t.resolvedAt },
];

const csvOf = <T>(columns: CsvColumn<T>[], rows: readonly T[]) =>
  csvHeader(columns) + rows.map((row) => csvRecord(columns, row)).join('');

export const doorsCsv = async (deps: PortalDeps, communityId: number) =>
  csvOf(DOOR_COLUMNS, await doorsOf(deps, communityId));

export const nightCsv = async (deps: PortalDeps, communityId: number, date: string) =>
  csvOf(NIGHT_COLUMNS, (await night(deps, communityId, date)).doors);

export const ticketsCsv = async (deps: PortalDeps, communityId: number) =>
  csvOf(TICKET_COLUMNS, await ticketsOf(deps, communityId));

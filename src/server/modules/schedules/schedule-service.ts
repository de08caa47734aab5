import {
  addDays,
  firstServiceDate,
  pickupDatesFrom,
  SCHEDULE_HORIZON_DAYS,
  serviceClock,
  type ServiceDays,
} from '../../../domain/pickup-calendar.ts';
import { PLAN_IDS } from '../../../domain/plans.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { Database } from '../../db/client.ts';
import {
  contractDaysKey,
  createScheduleRepository,
  toPublicSchedule,
  type SyncScope,
  type WantedDays,
} from './schedule-repository.ts';

type ScheduleRepository = ReturnType<typeof createScheduleRepository>;

const UPCOMING_LIMIT = 10;
const RECENT_LIMIT = 5;

/**
 * Every plan's and every property contract's pickup days (their weekdays minus holidays) in the
 * horizon starting at `from`.
 */
async function wantedDays(db: Database, from: string): Promise<WantedDays> {
  const days = (key: string, serviceDays: ServiceDays) =>
    pickupDatesFrom(serviceDays, from, SCHEDULE_HORIZON_DAYS).map((date) => ({ key, date }));
  const contracts = await createScheduleRepository(db).contractServiceDays();
  return [
    ...PLAN_IDS.flatMap((plan) => days(plan, plan)),
    ...contracts.flatMap((c) => days(contractDaysKey(c.id), c.serviceDays)),
  ];
}

/**
 * Brings the future pickups of one subscription or one contract in line with what is wanted,
 * under the lock that keeps two writers of the same rows apart; `first` runs under that lock
 * before the rows are made.
 */
async function syncOne(
  tx: Database,
  scope: SyncScope,
  now: Date,
  first?: (repo: ScheduleRepository) => Promise<unknown>,
): Promise<void> {
  const repo = createScheduleRepository(tx);
  await repo.lockForSubscription();
  await first?.(repo);
  const from = firstServiceDate(now);
  await repo.sync(from, await wantedDays(tx, from), scope);
}

/**
 * Brings one subscription's future pickups in line with its status and plan, inside the caller's
 * transaction (the one that changed the subscription), so both commit together.
 */
export async function refreshSubscriptionSchedule(
  tx: Database,
  subscriptionId: number,
  now = new Date(),
): Promise<void> {
  await syncOne(tx, { subscriptionId }, now);
}

/**
 * Brings the future pickups of a property contract's doors in line with its service days, inside
 * the transaction that changed the contract.
 */
export async function refreshContractSchedule(
  tx: Database,
  contractId: number,
  now = new Date(),
): Promise<void> {
  await syncOne(tx, { contractId }, now);
}

/**
 * After a move: the subscription's generated pickups from tomorrow on are made afresh, so none
 * keeps a note about the old door; today's round, past pickups and the ones staff added stay
 * (docs/decisions/024-customers-edit-their-service-details.md). The days themselves follow the
 * plan, not the address, so they come back the same.
 */
export async function regenerateFuturePlanPickups(
  tx: Database,
  subscriptionId: number,
  now = new Date(),
): Promise<void> {
  await syncOne(tx, { subscriptionId }, now, (repo) =>
    repo.deleteScheduledPlanRows(addDays(serviceClock(now).date, 1), subscriptionId),
  );
}

/**
 * Creates the next SCHEDULE_HORIZON_DAYS of pickups for every active subscription and clears
 * stale ones. Idempotent, and serialised across app servers by an advisory lock.
 */
export function generatePickups(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = createScheduleRepository(tx);
    await repo.lockForRun();
    const from = firstServiceDate(now);
    return repo.sync(from, await wantedDays(tx, from));
  });
}

export async function pickupsForCustomer(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<CustomerServices> {
  const repo = createScheduleRepository(db);
  const from = firstServiceDate(now);
  const [upcoming, recent] = await Promise.all([
    repo.upcomingForUser(userId, from, UPCOMING_LIMIT),
    repo.recentForUser(userId, from, RECENT_LIMIT),
  ]);
  return { upcoming: upcoming.map(toPublicSchedule), recent: recent.map(toPublicSchedule) };
}

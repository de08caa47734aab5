import {
  CREW_LATE_SYNC_DAYS,
  CREW_MESSAGES,
  type CrewAction,
  type CrewSyncResult,
} from '../../../domain/schemas/crew.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { createCrewRepository, type ActionTarget, type NewAction } from './crew-repository.ts';
import { problemNotice } from './problem-notice.ts';

type Result = CrewSyncResult['results'][number];

/** Who sent each photo, by id: the photos module's answer. */
export type PhotoUploaders = (ids: readonly string[]) => Promise<Map<string, number>>;

/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 10 * 60_000;
const LATE_SYNC_MS = CREW_LATE_SYNC_DAYS * 24 * 60 * 60_000;

const refused = (id: string, status: number, message: string): Result => ({
  id,
  result: 'refused',
  status,
  message,
});

/**
 * The door notices' port: makes the notices of the records just applied, in the crew's
 * transaction, and answers the pickups that made one (their resident hears of the notice, not of
 * the problem).
 */
export type NoticeRecorder = (tx: Database, actionIds: readonly string[]) => Promise<Set<number>>;

export type CrewSyncDeps = {
  db: Database;
  photoUploaders: PhotoUploaders;
  notifier: Notifier;
  recordNotices: NoticeRecorder;
  appUrl: string;
};

/** Why a new action may not be recorded, or null when it may. */
function refusal(
  action: CrewAction,
  porterId: number,
  target: ActionTarget | undefined,
  uploaders: Map<string, number>,
  now: number,
): Result | null {
  const occurredAt = Date.parse(action.occurredAt);
  if (occurredAt > now + CLOCK_SKEW_MS || occurredAt < now - LATE_SYNC_MS) {
    return refused(action.id, 403, CREW_MESSAGES.dayClosed);
  }
  // The door is on the route of the day it happened, or of the next day (tomorrow's route is
  // on the phone too), in the porter's own community for that weekday.
  const day = serviceClock(new Date(occurredAt)).date;
  const onRoute =
    target &&
    !target.cancelled &&
    target.porterId === porterId &&
    (target.serviceDate === day || target.serviceDate === addDays(day, 1));
  if (!onRoute) return refused(action.id, 403, CREW_MESSAGES.notOnRoute);
  if (action.photoId && uploaders.get(action.photoId) !== porterId) {
    return refused(action.id, 422, CREW_MESSAGES.photoUnknown);
  }
  return null;
}

/**
 * Applies a batch of a porter's queued actions (docs/decisions/027-crew-actions-offline.md).
 * Every action is checked first, against the database as it is; those that pass are written in
 * one transaction, so a batch is recorded whole or not at all and nothing is half-written. Each
 * id is applied once: an id seen before answers 'replayed' with the pickup it was applied to.
 */
export async function sync(
  deps: CrewSyncDeps,
  porterId: number,
  actions: readonly CrewAction[],
): Promise<CrewSyncResult> {
  const repo = createCrewRepository(deps.db);
  const ids = [...new Set(actions.map((a) => a.id))];
  const photoIds = [...new Set(actions.flatMap((a) => (a.photoId ? [a.photoId] : [])))];
  const [known, targets, uploaders] = await Promise.all([
    repo.knownActions(ids),
    repo.actionTargets([...new Set(actions.map((a) => a.scheduleId))]),
    deps.photoUploaders(photoIds),
  ]);
  const now = Date.now();
  const results = new Map<string, Result>();
  const toApply: NewAction[] = [];
  for (const action of actions) {
    if (results.has(action.id)) continue;
    const before = known.get(action.id);
    if (before) {
      results.set(
        action.id,
        before.porterId === porterId
          ? { id: action.id, result: 'replayed', scheduleId: before.scheduleId }
          : refused(action.id, 409, CREW_MESSAGES.invalidAction),
      );
      continue;
    }
    const no = refusal(action, porterId, targets.get(action.scheduleId), uploaders, now);
    if (no) {
      results.set(action.id, no);
      continue;
    }
    results.set(action.id, { id: action.id, result: 'applied', scheduleId: action.scheduleId });
    toApply.push({
      id: action.id,
      scheduleId: action.scheduleId,
      porterId,
      outcome: action.outcome,
      reason: action.reason ?? null,
      bagCount: action.bagCount ?? null,
      note: action.note || null,
      photoId: action.photoId ?? null,
      thanks: action.outcome === 'collected' && action.thanks === true,
      occurredAt: new Date(action.occurredAt),
    });
  }
  if (toApply.length > 0) {
    const inserted = await deps.db.transaction(async (tx) => {
      const crew = createCrewRepository(tx);
      const applied = await crew.applyActions(toApply);
      const noticed = await deps.recordNotices(tx, [...applied]);
      // The resident hears of a problem at their door once per pickup, with the same words and
      // photo their account shows; a correction that is not a problem says nothing more, and a
      // problem that made a notice is told by the notice.
      for (const problem of await crew.problemsRecordedBy([...applied])) {
        if (noticed.has(problem.scheduleId)) continue;
        await deps.notifier.notify(tx, {
          userId: problem.userId,
          type: 'service_update',
          key: `service_update:problem:schedule:${problem.scheduleId}`,
          ...problemNotice(problem, `${deps.appUrl}/client-portal`),
        });
      }
      return applied;
    });
    // Another request carrying the same action got there first: it is a replay of that one.
    for (const action of toApply) {
      if (!inserted.has(action.id)) {
        results.set(action.id, {
          id: action.id,
          result: 'replayed',
          scheduleId: action.scheduleId,
        });
      }
    }
  }
  // Within the batch, a repeated id answers as its first copy did, a replay when applied.
  const seen = new Set<string>();
  return {
    results: actions.map((action) => {
      const result = results.get(action.id)!;
      const repeated = seen.has(action.id);
      seen.add(action.id);
      return repeated && result.result === 'applied' ? { ...result, result: 'replayed' } : result;
    }),
  };
}

import { sql } from 'drizzle-orm';
import {
  DOOR_NOTICE_TEXT,
  LADDER_LIMITS,
  type NoticeLadder,
} from '../../../domain/door-notices.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { NoticeExemption } from '../../../domain/schemas/door-notices.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createNoticeRepository } from './notice-repository.ts';

// A community's ladder and its exempt doors (docs/product.md#door-notices). The office sets the
// fee's bounds; the manager sets the rest, and the fee within those bounds.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function communityExists(db: Database, communityId: number) {
  const result = await db.execute(sql`select 1 from communities where id = ${communityId}`);
  if (rowsOf(result).length === 0) throw notFound('This community could not be found');
}

export const readLadder = (db: Database, communityId: number) =>
  createNoticeRepository(db).ladder(communityId);

/** Saves a ladder; `byOffice` may move the fee's bounds, a manager may not. */
export async function saveLadder(
  db: Database,
  communityId: number,
  ladder: NoticeLadder,
  actor: { userId: number; byOffice: boolean },
): Promise<NoticeLadder> {
  const repo = createNoticeRepository(db);
  const before = await repo.ladder(communityId);
  if (
    !actor.byOffice &&
    (ladder.feeMinCents !== before.feeMinCents || ladder.feeMaxCents !== before.feeMaxCents)
  ) {
    throw badRequest(DOOR_NOTICE_TEXT.boundsOfficeOnly, {
      feeMinCents: [DOOR_NOTICE_TEXT.boundsOfficeOnly],
    });
  }
  const limits = LADDER_LIMITS.feeCents;
  if (
    ladder.feeMinCents < limits.min ||
    ladder.feeMaxCents > limits.max ||
    ladder.feeMinCents > ladder.feeMaxCents
  ) {
    throw badRequest(DOOR_NOTICE_TEXT.feeBoundsInvalid, {
      feeMinCents: [DOOR_NOTICE_TEXT.feeBoundsInvalid],
    });
  }
  if (ladder.feeCents < ladder.feeMinCents || ladder.feeCents > ladder.feeMaxCents) {
    const message = DOOR_NOTICE_TEXT.feeOutOfBounds(ladder.feeMinCents, ladder.feeMaxCents);
    throw badRequest(message, { feeCents: [message] });
  }
  await repo.saveLadder(communityId, ladder, actor.userId);
  return repo.ladder(communityId);
}

type ExemptionRow = Omit<NoticeExemption, 'residentName' | 'since'> & {
  firstName: string;
  lastName: string;
  username: string;
  since: Date | string;
};

const exemptionSelect = sql`
  select e.id, e.subscription_id as "subscriptionId", e.reason, e.created_at as since,
         u.building, u.unit, u.first_name as "firstName", u.last_name as "lastName", u.username
  from notice_exemptions e
  join subscriptions s on s.id = e.subscription_id
  join users u on u.id = s.user_id
  where e.ended_at is null`;

const toExemption = (r: ExemptionRow): NoticeExemption => ({
  id: r.id,
  subscriptionId: r.subscriptionId,
  building: r.building,
  unit: r.unit,
  residentName: fullName(r),
  reason: r.reason,
  since: new Date(r.since).toISOString(),
});

export async function exemptions(db: Database, communityId: number): Promise<NoticeExemption[]> {
  const result = await db.execute(sql`${exemptionSelect} and u.community_id = ${communityId}
    order by lower(u.building), lower(u.unit), e.id`);
  return rowsOf<ExemptionRow>(result).map(toExemption);
}

/** Exempts a door; within `communityId` only, for a manager. */
export async function exempt(
  db: Database,
  body: { subscriptionId: number; reason: string },
  actor: { userId: number; communityId: number | null },
): Promise<NoticeExemption> {
  const door = await db.execute(sql`
    select s.id from subscriptions s join users u on u.id = s.user_id
    where s.id = ${body.subscriptionId}
      ${actor.communityId === null ? sql`` : sql`and u.community_id = ${actor.communityId}`}`);
  if (rowsOf(door).length === 0) {
    throw notFound(DOOR_NOTICE_TEXT.doorNotFound);
  }
  const inserted = await db.execute(sql`
    insert into notice_exemptions (subscription_id, reason, created_by)
    values (${body.subscriptionId}, ${body.reason}, ${actor.userId})
    on conflict do nothing returning id`);
  const [row] = rowsOf<{ id: number }>(inserted);
  if (!row) throw conflict(DOOR_NOTICE_TEXT.exemptionExists);
  const result = await db.execute(sql`${exemptionSelect} and e.id = ${row.id}`);
  return toExemption(rowsOf<ExemptionRow>(result)[0]!);
}

/** Ends an exemption; within `communityId` only, for a manager. */
export async function endExemption(
  db: Database,
  exemptionId: number,
  communityId: number | null,
): Promise<void> {
  const result = await db.execute(sql`
    update notice_exemptions e set ended_at = now()
    from subscriptions s join users u on u.id = s.user_id
    where e.id = ${exemptionId} and e.ended_at is null and s.id = e.subscription_id
      ${communityId === null ? sql`` : sql`and u.community_id = ${communityId}`}
    returning e.id`);
  if (rowsOf(result).length === 0) throw notFound(DOOR_NOTICE_TEXT.exemptionNotFound);
}

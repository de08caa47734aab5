import { sql, type SQL } from 'drizzle-orm';
import {
  COUNTED_STATUSES,
  DEFAULT_NOTICE_LADDER,
  type FeeCollection,
  type FeeState,
  type NoticeKind,
  type NoticeLadder,
  type NoticeStatus,
} from '../../../domain/door-notices.ts';
import type { ProblemReason } from '../../../domain/schemas/crew.ts';
import type { NoticeView } from '../../../domain/schemas/door-notices.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';

// The door notices' SQL (docs/decisions/061-door-notices.md). This module alone writes
// door_notices, notice_fees, notice_ladders and notice_exemptions; it reads the crew's records,
// the subscriptions and the residents to make and show them.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const inList = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A crew record that may become a notice: the pickup's latest outcome, with its door. */
export type NoticeSource = {
  actionId: string;
  outcome: 'collected' | 'nothing_out' | 'problem';
  reason: ProblemReason | null;
  thanks: boolean;
  note: string | null;
  photoId: string | null;
  scheduleId: number;
  serviceDate: string;
  subscriptionId: number;
  userId: number;
  communityId: number | null;
};

/** A notice with its door, as the staff screens and the resident's messages read it. */
export type NoticeRow = {
  id: number;
  subscriptionId: number;
  communityId: number | null;
  scheduleId: number;
  serviceDate: string;
  kind: NoticeKind;
  proposedKind: NoticeKind;
  reason: ProblemReason | null;
  status: NoticeStatus;
  feeCents: number | null;
  photoId: string | null;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decisionNote: string | null;
  issuedAt: Date | null;
  disputeNote: string | null;
  disputePhotoId: string | null;
  disputedAt: Date | null;
  disputeDecidedAt: Date | null;
  disputeDecisionNote: string | null;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  building: string;
  unit: string;
  communityName: string | null;
  billing: 'resident' | 'property' | null;
  provider: PaymentProviderName | null;
  providerSubscriptionId: string | null;
  feeCollect: FeeCollection | null;
  feeState: FeeState | null;
};

/** One of a door's other notices, as the approver reads the door's history. */
export type HistoryItem = {
  serviceDate: string;
  kind: NoticeKind;
  reason: ProblemReason | null;
  status: NoticeStatus;
};

export type FeeRow = {
  noticeId: number;
  amountCents: number;
  collect: FeeCollection;
  state: FeeState;
  providerItemRef: string | null;
  ledgerMonth: string | null;
};

const noticeSelect = sql`
  select n.id, n.subscription_id as "subscriptionId", n.community_id as "communityId",
         n.schedule_id as "scheduleId", n.service_date::text as "serviceDate", n.kind,
         n.proposed_kind as "proposedKind", n.reason, n.status, n.fee_cents as "feeCents",
         n.photo_id as "photoId", n.note, n.created_at as "createdAt", n.decided_at as "decidedAt",
         n.decision_note as "decisionNote", n.issued_at as "issuedAt",
         n.dispute_note as "disputeNote", n.dispute_photo_id as "disputePhotoId",
         n.disputed_at as "disputedAt", n.dispute_decided_at as "disputeDecidedAt",
         n.dispute_decision_note as "disputeDecisionNote",
         u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName",
         u.username, u.building, u.unit, c.name as "communityName", c.billing,
         s.provider, s.provider_subscription_id as "providerSubscriptionId",
         f.collect as "feeCollect", f.state as "feeState"
  from door_notices n
  join subscriptions s on s.id = n.subscription_id
  join users u on u.id = s.user_id
  left join communities c on c.id = n.community_id
  left join notice_fees f on f.notice_id = n.id`;

/** Timestamps arrive as text from a raw query on PostgreSQL and as Dates on PGlite. */
const asDate = (v: unknown): Date | null => (v == null ? null : new Date(v as string | Date));

function toNotice(row: NoticeRow): NoticeRow {
  return {
    ...row,
    createdAt: asDate(row.createdAt)!,
    decidedAt: asDate(row.decidedAt),
    issuedAt: asDate(row.issuedAt),
    disputedAt: asDate(row.disputedAt),
    disputeDecidedAt: asDate(row.disputeDecidedAt),
  };
}

/** The most notices a list returns: a community's or the office's recent months. */
const LIST_LIMIT = 500;

export function createNoticeRepository(db: Database) {
  async function notices(where: SQL, order = sql`order by n.created_at desc, n.id desc`) {
    const result = await db.execute(
      sql`${noticeSelect} where ${where} ${order} limit ${LIST_LIMIT}`,
    );
    return rowsOf<NoticeRow>(result).map(toNotice);
  }

  return {
    /** The notices the resident was told of, newest first. */
    residentNotices: (userId: number) =>
      notices(
        sql`u.id = ${userId} and n.issued_at is not null and n.status <> 'waived'`,
        sql`order by n.service_date desc, n.id desc`,
      ),

    /** One community's notices (every community's, for the office) in one view. */
    staffNotices: (communityId: number | null, view: NoticeView) => {
      const status = view === 'all' ? sql`true` : sql`n.status = ${view}`;
      return notices(
        communityId === null ? status : sql`n.community_id = ${communityId} and ${status}`,
      );
    },

    async notice(id: number, lock = false): Promise<NoticeRow | undefined> {
      const result = await db.execute(
        sql`${noticeSelect} where n.id = ${id} ${lock ? sql`for update of n` : sql``}`,
      );
      const [row] = rowsOf<NoticeRow>(result);
      return row && toNotice(row);
    },

    /** The crew's records among `actionIds` that are still their pickup's latest outcome. */
    async sources(actionIds: readonly string[]): Promise<NoticeSource[]> {
      if (actionIds.length === 0) return [];
      const result = await db.execute(sql`
        select pa.id as "actionId", pa.outcome, pa.reason, pa.thanks, pa.note,
               pa.photo_id as "photoId", ss.id as "scheduleId",
               ss.service_date::text as "serviceDate", s.id as "subscriptionId",
               s.user_id as "userId", u.community_id as "communityId"
        from service_schedules ss
        join pickup_actions pa on pa.id = ss.outcome_action_id
        join subscriptions s on s.id = ss.subscription_id
        join users u on u.id = s.user_id
        where ss.outcome_action_id in ${inList(actionIds)}
        order by ss.service_date, ss.id`);
      return rowsOf<NoticeSource>(result);
    },

    /** The community's ladder, or the default where it has none. */
    async ladder(communityId: number | null): Promise<NoticeLadder> {
      if (communityId === null) return DEFAULT_NOTICE_LADDER;
      const result = await db.execute(sql`
        select window_days as "windowDays", courtesy_notices as "courtesyNotices", warnings,
               fee_cents as "feeCents", fee_min_cents as "feeMinCents",
               fee_max_cents as "feeMaxCents", warnings_need_approval as "warningsNeedApproval"
        from notice_ladders where community_id = ${communityId}`);
      return rowsOf<NoticeLadder>(result)[0] ?? DEFAULT_NOTICE_LADDER;
    },

    /** The ladders of `communityIds`, each the default where the community has none. */
    async ladders(communityIds: readonly (number | null)[]) {
      const ids = [...new Set(communityIds.filter((id): id is number => id !== null))];
      const found = new Map<number | null, NoticeLadder>(
        [null, ...ids].map((id) => [id, DEFAULT_NOTICE_LADDER]),
      );
      if (ids.length === 0) return found;
      const result = await db.execute(sql`
        select community_id as "communityId", window_days as "windowDays",
               courtesy_notices as "courtesyNotices", warnings, fee_cents as "feeCents",
               fee_min_cents as "feeMinCents", fee_max_cents as "feeMaxCents",
               warnings_need_approval as "warningsNeedApproval"
        from notice_ladders where community_id in ${inList(ids)}`);
      for (const { communityId, ...ladder } of rowsOf<NoticeLadder & { communityId: number }>(
        result,
      )) {
        found.set(communityId, ladder);
      }
      return found;
    },

    async saveLadder(communityId: number, ladder: NoticeLadder, userId: number) {
      await db.execute(sql`
        insert into notice_ladders (community_id, window_days, courtesy_notices, warnings,
          fee_cents, fee_min_cents, fee_max_cents, warnings_need_approval, updated_by, updated_at)
        values (${communityId}, ${ladder.windowDays}, ${ladder.courtesyNotices}, ${ladder.warnings},
          ${ladder.feeCents}, ${ladder.feeMinCents}, ${ladder.feeMaxCents},
          ${ladder.warningsNeedApproval}, ${userId}, now())
        on conflict (community_id) do update set window_days = excluded.window_days,
          courtesy_notices = excluded.courtesy_notices, warnings = excluded.warnings,
          fee_cents = excluded.fee_cents, fee_min_cents = excluded.fee_min_cents,
          fee_max_cents = excluded.fee_max_cents,
          warnings_need_approval = excluded.warnings_need_approval,
          updated_by = excluded.updated_by, updated_at = now()`);
    },

    /**
     * Holds the door's subscription until the transaction ends, so two records at one door are
     * counted one after the other and the second sees the first's notice.
     */
    async lockDoor(subscriptionId: number) {
      await db.execute(sql`select id from subscriptions where id = ${subscriptionId} for update`);
    },

    async isExempt(subscriptionId: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from notice_exemptions where subscription_id = ${subscriptionId} and ended_at is null`);
      return rowsOf(result).length > 0;
    },

    /** The door's notices that count toward its next rung, within `windowDays` up to `date`. */
    async countedBefore(subscriptionId: number, date: string, windowDays: number) {
      const result = await db.execute(sql`
        select count(*)::int as n from door_notices
        where subscription_id = ${subscriptionId} and kind <> 'thanks'
          and status in ${inList(COUNTED_STATUSES)}
          and service_date > ${date}::date - ${windowDays}::int and service_date <= ${date}::date`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /**
     * Each notice's door's other notices within its community's window up to the notice's day,
     * newest first, for all of `noticeIds` in one query.
     */
    async histories(noticeIds: readonly number[]) {
      const byNotice = new Map<number, HistoryItem[]>(noticeIds.map((id) => [id, []]));
      if (noticeIds.length === 0) return byNotice;
      const result = await db.execute(sql`
        select n.id as "noticeId", h.service_date::text as "serviceDate", h.kind, h.reason,
               h.status
        from door_notices n
        left join notice_ladders l on l.community_id = n.community_id
        join door_notices h on h.subscription_id = n.subscription_id and h.id <> n.id
          and h.service_date > n.service_date
            - coalesce(l.window_days, ${DEFAULT_NOTICE_LADDER.windowDays})::int
          and h.service_date <= n.service_date
        where n.id in ${inList(noticeIds)}
        order by n.id, h.service_date desc, h.id desc`);
      for (const { noticeId, ...item } of rowsOf<HistoryItem & { noticeId: number }>(result)) {
        byNotice.get(noticeId)?.push(item);
      }
      return byNotice;
    },

    /** Writes a notice once per pickup; undefined when the pickup already has one. */
    async insert(notice: {
      source: NoticeSource;
      kind: NoticeKind;
      status: NoticeStatus;
      feeCents: number | null;
    }): Promise<number | undefined> {
      const { source } = notice;
      const result = await db.execute(sql`
        insert into door_notices (subscription_id, community_id, schedule_id, action_id,
          service_date, kind, proposed_kind, reason, status, fee_cents, photo_id, note, issued_at)
        values (${source.subscriptionId}, ${source.communityId}, ${source.scheduleId},
          ${source.actionId}, ${source.serviceDate}, ${notice.kind}, ${notice.kind},
          ${notice.kind === 'thanks' ? null : source.reason}, ${notice.status}, ${notice.feeCents},
          ${source.photoId}, ${source.note},
          ${notice.status === 'issued' ? sql`now()` : sql`null`})
        on conflict do nothing
        returning id`);
      return rowsOf<{ id: number }>(result)[0]?.id;
    },

    /** The approver's decision on a notice awaiting it. */
    async decide(
      id: number,
      change: {
        status: 'issued' | 'waived';
        kind: NoticeKind;
        feeCents: number | null;
        note: string | null;
        userId: number;
      },
    ) {
      await db.execute(sql`
        update door_notices set status = ${change.status}, kind = ${change.kind},
          fee_cents = ${change.feeCents}, decision_note = ${change.note},
          decided_by = ${change.userId}, decided_at = now(),
          issued_at = ${change.status === 'issued' ? sql`now()` : sql`null`}
        where id = ${id}`);
    },

    async dispute(id: number, dispute: { note: string; photoId: string | null }) {
      await db.execute(sql`
        update door_notices set status = 'disputed', dispute_note = ${dispute.note},
          dispute_photo_id = ${dispute.photoId}, disputed_at = now()
        where id = ${id}`);
    },

    async decideDispute(
      id: number,
      decision: { status: 'upheld' | 'withdrawn'; note: string; userId: number },
    ) {
      await db.execute(sql`
        update door_notices set status = ${decision.status},
          dispute_decision_note = ${decision.note}, dispute_decided_by = ${decision.userId},
          dispute_decided_at = now()
        where id = ${id}`);
    },

    /** Whether the resident has a notice they may still dispute: what their photos are for. */
    async hasDisputable(userId: number, since: Date): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from door_notices n join subscriptions s on s.id = n.subscription_id
        where s.user_id = ${userId} and n.status = 'issued' and n.kind <> 'thanks'
          and n.issued_at >= ${since.toISOString()}::timestamptz
        limit 1`);
      return rowsOf(result).length > 0;
    },

    /** Whether the photo was sent with a dispute of a notice at one of the manager's communities. */
    async disputePhotoOfManager(photoId: string, userId: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from door_notices n
        join community_managers m on m.community_id = n.community_id and m.user_id = ${userId}
        where n.dispute_photo_id = ${photoId}
        limit 1`);
      return rowsOf(result).length > 0;
    },

    async fee(noticeId: number): Promise<FeeRow | undefined> {
      const result = await db.execute(sql`
        select notice_id as "noticeId", amount_cents as "amountCents", collect, state,
               provider_item_ref as "providerItemRef", ledger_month::text as "ledgerMonth"
        from notice_fees where notice_id = ${noticeId}`);
      return rowsOf<FeeRow>(result)[0];
    },

    async insertFee(fee: {
      noticeId: number;
      subscriptionId: number;
      amountCents: number;
      collect: FeeCollection;
      providerItemRef: string | null;
      ledgerMonth: string | null;
    }) {
      await db.execute(sql`
        insert into notice_fees (notice_id, subscription_id, amount_cents, collect, state,
          provider_item_ref, ledger_month)
        values (${fee.noticeId}, ${fee.subscriptionId}, ${fee.amountCents}, ${fee.collect},
          'charged', ${fee.providerItemRef}, ${fee.ledgerMonth})`);
    },

    async setFee(
      noticeId: number,
      change: {
        state: FeeState;
        collect?: FeeCollection;
        providerItemRef?: string | null;
        ledgerMonth?: string | null;
        creditedMonth?: string | null;
      },
    ) {
      await db.execute(sql`
        update notice_fees set state = ${change.state},
          collect = ${change.collect ?? sql`collect`},
          provider_item_ref = ${change.providerItemRef === undefined ? sql`provider_item_ref` : change.providerItemRef},
          ledger_month = ${change.ledgerMonth === undefined ? sql`ledger_month` : change.ledgerMonth},
          credited_month = ${change.creditedMonth === undefined ? sql`credited_month` : change.creditedMonth},
          updated_at = now()
        where notice_id = ${noticeId}`);
    },
  };
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;

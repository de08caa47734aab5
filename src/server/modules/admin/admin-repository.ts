import {
  and,
  asc,
  desc,
  eq,
  ne,
  gt,
  gte,
  ilike,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminSchedule,
  AdminSchedulesQuery,
  AdminSubscription,
  AdminSubscriptionsQuery,
  AdminUser,
  AdminUsersQuery,
  RouteStop,
} from '../../../domain/schemas/admin.ts';
import type { CancelReason } from '../../../domain/cancellation.ts';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { ServiceStatus } from '../../../domain/schemas/service-schedule.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { communities, serviceSchedules, subscriptions, users } from '../../db/schema.ts';
import { toPublicUser } from '../auth/auth-module.ts';
import { toSubscriptionDetails } from '../subscriptions/subscriptions-module.ts';
import type { PlacedStop } from '../../../domain/route-order.ts';

/**
 * Counting every row of a million-row table costs more than the page itself; past this many the
 * total is reported as "at least" (the X-Total-Count-Capped header), which is all paging needs.
 */
export const COUNT_CAP = 1_000;

/** How many rows an export reads per query while it streams. */
const EXPORT_BATCH = 1_000;

export type Page<T> = { rows: T[]; total: number; capped: boolean };

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (q: string) => `%${escapeLike(q)}%`;
const customerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
/** The calendar day of an instant in Katy, so date filters match what the tables show. */
const serviceDay = (column: AnyColumn) => sql`(${column} at time zone ${SERVICE_TIME_ZONE})::date`;

function userFilters(q: Omit<AdminUsersQuery, 'page' | 'pageSize' | 'sort' | 'dir'>) {
  return and(
    q.q
      ? or(
          ilike(customerName, contains(q.q)),
          ilike(users.email, contains(q.q)),
          ilike(users.username, contains(q.q)),
          ilike(users.phone, contains(q.q)),
          ilike(users.address, contains(q.q)),
          ilike(users.zip, contains(q.q)),
        )
      : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.city ? ilike(users.city, escapeLike(q.city)) : undefined,
    q.from ? gte(serviceDay(users.createdAt), sql`${q.from}::date`) : undefined,
    q.to ? lte(serviceDay(users.createdAt), sql`${q.to}::date`) : undefined,
  );
}

function subscriptionFilters(
  q: Omit<AdminSubscriptionsQuery, 'page' | 'pageSize' | 'sort' | 'dir'>,
) {
  const id = q.q && /^#?\d{1,9}$/.test(q.q) ? Number(q.q.replace('#', '')) : undefined;
  return and(
    q.q
      ? or(
          id === undefined ? undefined : eq(subscriptions.id, id),
          ilike(customerName, contains(q.q)),
          ilike(users.email, contains(q.q)),
          ilike(users.address, contains(q.q)),
          ilike(subscriptions.gateCode, contains(q.q)),
        )
      : undefined,
    // Unfinished checkouts are not subscriptions yet: listed only when that status is asked for.
    q.status ? eq(subscriptions.status, q.status) : ne(subscriptions.status, 'pending'),
    q.plan ? eq(subscriptions.plan, q.plan) : undefined,
    q.city ? ilike(users.city, escapeLike(q.city)) : undefined,
    q.from ? gte(serviceDay(subscriptions.createdAt), sql`${q.from}::date`) : undefined,
    q.to ? lte(serviceDay(subscriptions.createdAt), sql`${q.to}::date`) : undefined,
  );
}

function scheduleFilters(q: Omit<AdminSchedulesQuery, 'page' | 'pageSize' | 'sort' | 'dir'>) {
  const id = q.q && /^#?\d{1,9}$/.test(q.q) ? Number(q.q.replace('#', '')) : undefined;
  return and(
    q.q
      ? or(
          id === undefined ? undefined : eq(serviceSchedules.subscriptionId, id),
          ilike(customerName, contains(q.q)),
          ilike(users.address, contains(q.q)),
          ilike(serviceSchedules.notes, contains(q.q)),
        )
      : undefined,
    q.status ? eq(serviceSchedules.status, q.status) : undefined,
    q.plan ? eq(subscriptions.plan, q.plan) : undefined,
    q.city ? ilike(users.city, escapeLike(q.city)) : undefined,
    q.from ? gte(serviceSchedules.serviceDate, q.from) : undefined,
    q.to ? lte(serviceSchedules.serviceDate, q.to) : undefined,
  );
}

const order = (dir: 'asc' | 'desc', ...columns: (AnyColumn | SQL)[]) =>
  columns.map((c) => (dir === 'asc' ? asc(c) : desc(c)));

const USER_ORDER = {
  createdAt: [users.createdAt],
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  city: [users.city],
} as const;

const SUBSCRIPTION_ORDER = {
  createdAt: [subscriptions.createdAt],
  id: [],
  price: [subscriptions.priceCents],
  status: [subscriptions.status],
  plan: [subscriptions.plan],
} as const;

const SCHEDULE_ORDER = {
  serviceDate: [serviceSchedules.serviceDate],
  status: [serviceSchedules.status],
  id: [],
} as const;

const scheduleColumns = {
  id: serviceSchedules.id,
  subscriptionId: serviceSchedules.subscriptionId,
  serviceDate: serviceSchedules.serviceDate,
  status: serviceSchedules.status,
  notes: serviceSchedules.notes,
  createdAt: serviceSchedules.createdAt,
  completedAt: serviceSchedules.completedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  phone: users.phone,
  address: users.address,
  unit: users.unit,
  city: users.city,
  zip: users.zip,
  plan: subscriptions.plan,
  gateCode: subscriptions.gateCode,
  specialInstructions: subscriptions.specialInstructions,
};
type ScheduleJoinRow = {
  id: number;
  subscriptionId: number;
  serviceDate: string;
  status: ServiceStatus;
  notes: string | null;
  createdAt: Date;
  completedAt: Date | null;
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  address: string;
  unit: string;
  city: string;
  zip: string;
  plan: AdminSchedule['plan'];
  gateCode: string | null;
  specialInstructions: string | null;
};

function toAdminSchedule(r: ScheduleJoinRow): AdminSchedule {
  return {
    id: r.id,
    subscriptionId: r.subscriptionId,
    serviceDate: r.serviceDate,
    status: r.status,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    customerName: fullName(r),
    address: r.address,
    unit: r.unit,
    city: r.city,
    zip: r.zip,
    plan: r.plan,
  };
}

/** The first instant of the month eleven months before `now`'s, in America/Chicago. */
const cancelWindowStart = (now: Date) => sql`(
  date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${SERVICE_TIME_ZONE})
    - interval '11 months'
) at time zone ${SERVICE_TIME_ZONE}`;

export function createAdminRepository(db: Database) {
  /** The total, counted up to COUNT_CAP + 1 rows so a huge table costs no more than that. */
  async function cappedCount(query: SQL): Promise<{ total: number; capped: boolean }> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(${query} limit ${COUNT_CAP + 1}) as capped`);
    const n = row?.n ?? 0;
    return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
  }

  const offset = (q: { page: number; pageSize: number }) => (q.page - 1) * q.pageSize;

  const subscriptionSelect = () =>
    db
      .select({
        subscription: subscriptions,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        address: users.address,
        unit: users.unit,
        city: users.city,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId));

  const scheduleSelect = () =>
    db
      .select(scheduleColumns)
      .from(serviceSchedules)
      .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId));

  // Counts join only the tables their filters read: joining 100 000 users just to count
  // subscriptions cost more than the page itself (bench:admin).
  const subscriptionCount = (q: AdminSubscriptionsQuery) => {
    const base = db
      .select({ one: sql`1` })
      .from(subscriptions)
      .$dynamic();
    const needsUsers = Boolean(q.q || q.city);
    return (needsUsers ? base.innerJoin(users, eq(users.id, subscriptions.userId)) : base)
      .where(subscriptionFilters(q))
      .getSQL();
  };

  const scheduleCount = (q: AdminSchedulesQuery) => {
    const needsUsers = Boolean(q.q || q.city);
    let query = db
      .select({ one: sql`1` })
      .from(serviceSchedules)
      .$dynamic();
    if (needsUsers || q.plan) {
      query = query.innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId));
    }
    if (needsUsers) query = query.innerJoin(users, eq(users.id, subscriptions.userId));
    return query.where(scheduleFilters(q)).getSQL();
  };

  const toAdminSubscription = (r: {
    subscription: typeof subscriptions.$inferSelect;
    firstName: string;
    lastName: string;
    username: string;
    address: string;
    unit: string;
    city: string;
  }): AdminSubscription => ({
    ...toSubscriptionDetails(r.subscription),
    customerName: fullName(r),
    address: r.address,
    unit: r.unit,
    city: r.city,
  });

  return {
    async listUsers(q: AdminUsersQuery): Promise<Page<AdminUser>> {
      const dir = q.dir ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
      const [rows, count] = await Promise.all([
        db
          .select()
          .from(users)
          .where(userFilters(q))
          .orderBy(...order(dir, ...USER_ORDER[q.sort], users.id))
          .limit(q.pageSize)
          .offset(offset(q)),
        cappedCount(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(userFilters(q))
            .getSQL(),
        ),
      ]);
      return { rows: rows.map(toPublicUser), ...count };
    },

    async listSubscriptions(q: AdminSubscriptionsQuery): Promise<Page<AdminSubscription>> {
      const dir = q.dir ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
      const [rows, count] = await Promise.all([
        subscriptionSelect()
          .where(subscriptionFilters(q))
          .orderBy(...order(dir, ...SUBSCRIPTION_ORDER[q.sort], subscriptions.id))
          .limit(q.pageSize)
          .offset(offset(q)),
        cappedCount(subscriptionCount(q)),
      ]);
      return { rows: rows.map(toAdminSubscription), ...count };
    },

    async listSchedules(q: AdminSchedulesQuery): Promise<Page<AdminSchedule>> {
      const dir = q.dir ?? (q.sort === 'serviceDate' ? 'desc' : 'asc');
      const [rows, count] = await Promise.all([
        scheduleSelect()
          .where(scheduleFilters(q))
          .orderBy(...order(dir, ...SCHEDULE_ORDER[q.sort], serviceSchedules.id))
          .limit(q.pageSize)
          .offset(offset(q)),
        cappedCount(scheduleCount(q)),
      ]);
      return { rows: rows.map(toAdminSchedule), ...count };
    },

    /** Every matching user, in id order, read in batches so memory stays flat. */
    async *exportUsers(q: AdminUsersQuery): AsyncGenerator<AdminUser[]> {
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(users)
          .where(and(userFilters(q), gt(users.id, after)))
          .orderBy(asc(users.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toPublicUser);
        after = rows.at(-1)!.id;
      }
    },

    async *exportSubscriptions(q: AdminSubscriptionsQuery): AsyncGenerator<AdminSubscription[]> {
      let after = 0;
      for (;;) {
        const rows = await subscriptionSelect()
          .where(and(subscriptionFilters(q), gt(subscriptions.id, after)))
          .orderBy(asc(subscriptions.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toAdminSubscription);
        after = rows.at(-1)!.subscription.id;
      }
    },

    /** Schedules in service-date order (then id), continuing from the last row of each batch. */
    async *exportSchedules(q: AdminSchedulesQuery): AsyncGenerator<AdminSchedule[]> {
      let after: { date: string; id: number } | null = null;
      for (;;) {
        const rows: ScheduleJoinRow[] = await scheduleSelect()
          .where(
            and(
              scheduleFilters(q),
              after
                ? sql`(${serviceSchedules.serviceDate}, ${serviceSchedules.id}) > (${after.date}::date, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(asc(serviceSchedules.serviceDate), asc(serviceSchedules.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toAdminSchedule);
        const last = rows.at(-1)!;
        after = { date: last.serviceDate, id: last.id };
      }
    },

    async findSchedule(id: number): Promise<AdminSchedule | undefined> {
      const [row] = await scheduleSelect().where(eq(serviceSchedules.id, id)).limit(1);
      return row ? toAdminSchedule(row) : undefined;
    },

    /** The name of the subscription's customer; undefined when there is no such subscription. */
    async subscriptionCustomer(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(subscriptions.id, id));
      return row ? fullName(row) : undefined;
    },

    /** Inserts one schedule; undefined when that subscription already has one on that date. */
    async insertSchedule(values: {
      subscriptionId: number;
      serviceDate: string;
      status: ServiceStatus;
      notes: string | null;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(serviceSchedules)
        .values({
          ...values,
          source: 'manual',
          completedAt: values.status === 'completed' ? new Date() : null,
        })
        .onConflictDoNothing({
          target: [serviceSchedules.subscriptionId, serviceSchedules.serviceDate],
        })
        .returning({ id: serviceSchedules.id });
      return row?.id;
    },

    /** completed_at follows the status: set when completed, cleared otherwise. */
    async setScheduleStatus(id: number, status: ServiceStatus): Promise<boolean> {
      const rows = await db
        .update(serviceSchedules)
        .set({
          status,
          completedAt:
            status === 'completed' ? sql`coalesce(${serviceSchedules.completedAt}, now())` : null,
        })
        .where(eq(serviceSchedules.id, id))
        .returning({ id: serviceSchedules.id });
      return rows.length > 0;
    },

    /** The day's stops that are not cancelled, with the community each door is in, unordered. */
    /**
     * Cancellations since the start of the month eleven months before `now`'s (America/Chicago),
     * counted by month and reason.
     */
    async cancellationCounts(now: Date) {
      const result = (await db.execute(sql`
        select to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM') as month,
          s.cancel_reason as reason, count(*)::int as count
        from subscriptions s
        where s.status = 'cancelled' and s.cancelled_at >= ${cancelWindowStart(now)}
        group by 1, 2
        order by 1 desc, 3 desc, 2`)) as {
        rows: { month: string; reason: CancelReason | null; count: number }[];
      };
      return result.rows;
    },

    /** The same months' answers in the customers' own words, the newest of each month first. */
    async cancellationNotes(now: Date, perMonth: number) {
      const result = (await db.execute(sql`
        select month, note, cancelled_at as "cancelledAt", first_name as "firstName",
          last_name as "lastName", username
        from (
          select to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM') as month,
            s.cancel_note as note, s.cancelled_at, u.first_name, u.last_name, u.username,
            row_number() over (
              partition by to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM')
              order by s.cancelled_at desc, s.id desc
            ) as n
          from subscriptions s join users u on u.id = s.user_id
          where s.status = 'cancelled' and s.cancel_note is not null
            and s.cancelled_at >= ${cancelWindowStart(now)}
        ) numbered
        where n <= ${perMonth}
        order by "cancelledAt" desc`)) as {
        rows: {
          month: string;
          note: string;
          cancelledAt: Date | string;
          firstName: string;
          lastName: string;
          username: string;
        }[];
      };
      return result.rows.map((r) => ({
        month: r.month,
        note: r.note,
        cancelledAt: new Date(r.cancelledAt).toISOString(),
        customerName: fullName(r),
      }));
    },

    async routeStops(date: string): Promise<PlacedStop<RouteStop>[]> {
      const rows = await db
        .select({
          ...scheduleColumns,
          building: users.building,
          communityRequest: users.communityRequest,
          communityId: communities.id,
          communityName: communities.name,
          communityStreet: communities.street,
          communityZip: communities.zip,
          accessNotes: communities.accessNotes,
        })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .leftJoin(communities, eq(communities.id, users.communityId))
        .where(
          and(
            eq(serviceSchedules.serviceDate, date),
            sql`${serviceSchedules.status} <> 'cancelled'`,
          ),
        );
      return rows.map((r) => ({
        stop: {
          scheduleId: r.id,
          subscriptionId: r.subscriptionId,
          customerName: fullName(r),
          phone: r.phone,
          address: r.address,
          unit: r.unit,
          building: r.building,
          city: r.city,
          zip: r.zip,
          plan: r.plan,
          gateCode: r.gateCode,
          specialInstructions: r.specialInstructions,
          status: r.status,
          notes: r.notes,
        },
        communityRequest: r.communityRequest,
        community:
          r.communityId === null
            ? null
            : {
                id: r.communityId,
                name: r.communityName!,
                street: r.communityStreet!,
                zip: r.communityZip!,
                accessNotes: r.accessNotes!,
              },
      }));
    },
  };
}

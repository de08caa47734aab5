import { sql } from 'drizzle-orm';
import { serviceDayStart } from '../../../domain/holds.ts';
import { addDays, SERVICE_TIME_ZONE, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { Database } from '../../db/client.ts';
import { classify, NO_MOVEMENT, type Movement } from './revenue-movements.ts';

// The daily revenue snapshot (docs/decisions/062-the-owners-numbers.md). Each ended service day
// is written once: one pass over the subscriptions as they stand at the day's end, compared with
// the customers as the day before left them. The page then reads a row per day and never the
// subscriptions' history.

/** Held by the transaction that writes a day, so app servers running the job at once take turns. */
const SNAPSHOT_LOCK = 62_0001;

type ChangedCustomer = {
  key: string;
  beforeMrr: number;
  beforeHeld: number;
  mrr: number;
  held: number;
  firstPaidOn: string | null;
};

/** An instant as a query parameter both PostgreSQL drivers read alike. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * What a subscription brings in on `day`, as it stands at the day's end (`end`): active and past
 * due count; a held one counts as zero and goes to the held line; a cancelled one counts until
 * its service ends. It counts from its first day: the day it was made, or for a door enrolled
 * for a move-in, the move-in. A property's doors are one customer, its contract, each door at
 * the contract's rate.
 */
const customersAtEndOf = (day: string, end: Date) => sql`
  select case when s.payer = 'property' then 'contract:' || s.contract_id
              else 'user:' || s.user_id end as key,
    sum(case when s.status = 'active' or s.status = 'past_due'
          or (s.status = 'paused' and s.paused_at >= ${at(end)})
          or (s.status = 'cancelled' and coalesce(s.service_ends_at, s.cancelled_at) >= ${at(end)})
        then s.price_cents else 0 end)::int as mrr,
    sum(case when s.status = 'paused' and (s.paused_at is null or s.paused_at < ${at(end)})
        then s.price_cents else 0 end)::int as held
  from subscriptions s
  where s.status <> 'pending' and (case when s.starts_on is null then s.created_at < ${at(end)}
                                        else s.starts_on <= ${day}::date end)
  group by 1`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function changedCustomers(tx: Database, day: string, end: Date) {
  return rowsOf<ChangedCustomer>(
    await tx.execute(sql`
      with cur as (${customersAtEndOf(day, end)})
      select coalesce(c.key, r.customer_key) as key,
        coalesce(r.mrr_cents, 0) as "beforeMrr", coalesce(r.held_cents, 0) as "beforeHeld",
        coalesce(c.mrr, 0) as mrr, coalesce(c.held, 0) as held,
        r.first_paid_on::text as "firstPaidOn"
      from cur c full join revenue_customers r on r.customer_key = c.key
      where coalesce(r.mrr_cents, 0) <> coalesce(c.mrr, 0)
         or coalesce(r.held_cents, 0) <> coalesce(c.held, 0)`),
  );
}

async function saveCustomers(tx: Database, day: string, changed: ChangedCustomer[]) {
  for (let i = 0; i < changed.length; i += 1000) {
    const values = changed.slice(i, i + 1000).map(
      (c) =>
        sql`(${c.key}, ${c.mrr}::int, ${c.held}::int,
             ${c.firstPaidOn ?? (c.mrr > 0 ? day : null)}::date)`,
    );
    await tx.execute(sql`
      insert into revenue_customers (customer_key, mrr_cents, held_cents, first_paid_on)
      values ${sql.join(values, sql`, `)}
      on conflict (customer_key) do update set mrr_cents = excluded.mrr_cents,
        held_cents = excluded.held_cents, first_paid_on = excluded.first_paid_on`);
  }
}

/** Renewals that failed by `end`, and those of them paid since; answers the failure days touched. */
async function followFailedRenewals(tx: Database, end: Date) {
  const days = rowsOf<{ day: string }>(
    await tx.execute(sql`
      with seen as (
        insert into revenue_failed_renewals (payment_id, failed_on, amount_cents)
        select p.id, (p.paid_at at time zone ${SERVICE_TIME_ZONE})::date, p.amount_cents
        from payments p where p.status = 'failed' and p.paid_at < ${at(end)}
        on conflict (payment_id) do nothing
        returning failed_on
      ), paid as (
        update revenue_failed_renewals f
        set recovered_on = (p.paid_at at time zone ${SERVICE_TIME_ZONE})::date
        from payments p
        where f.recovered_on is null and p.id = f.payment_id and p.status = 'paid'
          and p.paid_at < ${at(end)}
        returning f.failed_on
      )
      select failed_on::text as day from seen union select failed_on::text from paid`),
  );
  if (days.length === 0) return;
  const list = sql.join(
    days.map((d) => sql`${d.day}::date`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into revenue_recovery_days (day, failed_cents, failed_count, recovered_cents, recovered_count)
    select failed_on, sum(amount_cents), count(*),
      coalesce(sum(amount_cents) filter (where recovered_on is not null), 0),
      count(*) filter (where recovered_on is not null)
    from revenue_failed_renewals where failed_on in (${list})
    group by failed_on
    on conflict (day) do update set failed_cents = excluded.failed_cents,
      failed_count = excluded.failed_count, recovered_cents = excluded.recovered_cents,
      recovered_count = excluded.recovered_count`);
}

/** Writes `day`'s snapshot, unless it is written already or another server is writing one. */
async function snapshotDay(db: Database, day: string): Promise<boolean> {
  const start = serviceDayStart(day);
  const end = serviceDayStart(addDays(day, 1));
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SNAPSHOT_LOCK}) as locked`),
    );
    if (!lock?.locked) return false;
    const done = rowsOf(await tx.execute(sql`select 1 from revenue_days where day = ${day}`));
    if (done.length > 0) return false;

    const changed = await changedCustomers(tx, day, end);
    const moved: Movement = { ...NO_MOVEMENT };
    let newCustomers = 0;
    let churnedCustomers = 0;
    let reactivatedCustomers = 0;
    for (const c of changed) {
      const movement = classify(
        { mrrCents: c.beforeMrr, heldCents: c.beforeHeld },
        { mrrCents: c.mrr, heldCents: c.held },
        c.firstPaidOn !== null,
      );
      for (const k of Object.keys(moved) as (keyof Movement)[]) moved[k] += movement[k];
      if (movement.newCents > 0) newCustomers += 1;
      if (movement.churnCents > 0) churnedCustomers += 1;
      if (movement.reactivationCents > 0) reactivatedCustomers += 1;
    }
    await saveCustomers(tx, day, changed);
    await followFailedRenewals(tx, end);

    await tx.execute(sql`
      insert into revenue_days (day, mrr_cents, customers, property_mrr_cents, held_cents,
        held_subscriptions, new_cents, expansion_cents, contraction_cents, churn_cents,
        reactivation_cents, held_out_cents, held_back_cents, new_customers, churned_customers,
        reactivated_customers, cash_cents, fee_cents)
      select ${day}::date, c.mrr, c.customers, c.property, c.held,
        (select count(*) from subscriptions s where s.status = 'paused'
           and s.created_at < ${at(end)} and (s.paused_at is null or s.paused_at < ${at(end)})),
        ${moved.newCents}, ${moved.expansionCents}, ${moved.contractionCents}, ${moved.churnCents},
        ${moved.reactivationCents}, ${moved.heldOutCents}, ${moved.heldBackCents},
        ${newCustomers}, ${churnedCustomers}, ${reactivatedCustomers},
        p.cash + i.cash, p.fees
      from (
        select coalesce(sum(mrr_cents), 0) as mrr, count(*) filter (where mrr_cents > 0) as customers,
          coalesce(sum(mrr_cents) filter (where customer_key like 'contract:%'), 0) as property,
          coalesce(sum(held_cents), 0) as held
        from revenue_customers
      ) c, (
        select coalesce(sum(amount_cents), 0) as cash,
          coalesce(sum((select coalesce(sum((f ->> 'amountCents')::int), 0)
                        from jsonb_array_elements(fee_lines) f)), 0) as fees
        from payments where status = 'paid' and paid_at >= ${at(start)} and paid_at < ${at(end)}
      ) p, (
        select coalesce(sum(amount_cents), 0) as cash from property_invoices
        where status = 'paid' and paid_at >= ${at(start)} and paid_at < ${at(end)}
      ) i`);

    await tx.execute(sql`
      insert into revenue_cohorts (cohort_month, month, customers, paying)
      select date_trunc('month', first_paid_on)::date, date_trunc('month', ${day}::date)::date,
        count(*), count(*) filter (where mrr_cents > 0)
      from revenue_customers where first_paid_on is not null
      group by 1
      on conflict (cohort_month, month) do update set customers = excluded.customers,
        paying = excluded.paying`);
    return true;
  });
}

/** The first day to write: the day after the last one written, or the first subscription's day. */
async function firstDayToWrite(db: Database): Promise<string | null> {
  const [row] = rowsOf<{ last: string | null; first: string | null }>(
    await db.execute(sql`
      select (select max(day)::text from revenue_days) as last,
        (select min(coalesce(starts_on, (created_at at time zone ${SERVICE_TIME_ZONE})::date))::text
         from subscriptions where status <> 'pending') as first`),
  );
  if (row?.last) return addDays(row.last, 1);
  return row?.first ?? null;
}

/**
 * Writes every ended service day not yet written, oldest first, each in a transaction of its own:
 * a run that stops halfway leaves whole days, and the next run goes on from there. Answers how
 * many days this run wrote.
 */
export async function writeRevenueSnapshots(db: Database, now: Date): Promise<{ days: number }> {
  const yesterday = addDays(serviceClock(now).date, -1);
  let day = await firstDayToWrite(db);
  let days = 0;
  while (day && day <= yesterday) {
    if (!(await snapshotDay(db, day))) break;
    days += 1;
    day = addDays(day, 1);
  }
  return { days };
}

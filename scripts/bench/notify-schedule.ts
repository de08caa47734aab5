// `npm run bench:notify` (the scheduling part): the notification scheduler making tomorrow's pickup reminders
// for 100,000 residents with a pickup tomorrow, on PostgreSQL, in this process. Target: under
// 60 s. Run twice: the second run finds every reminder already made and makes none.
//
// The residents: all on an active plan with tomorrow's pickup scheduled; 30 % have texts on (so
// their reminder is a text), 10 % turned email reminders on, the rest chose nothing (no reminder).
// Reminder times are spread over the evening; the run is at 8:45 pm, when all have come.
// PostgreSQL: BENCH_DATABASE_URL (an admin connection; default the local server), in a database
// bench_notify made afresh each run.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { serviceDayStart } from '../../src/domain/holds.ts';
import { HOLIDAY_NOTICE_DAYS_AHEAD, REMINDER_TIMES } from '../../src/domain/notifications.ts';
import { addDays, serviceClock, serviceHolidayOn } from '../../src/domain/pickup-calendar.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  runNoticeSchedule,
  createNotifier,
} from '../../src/server/modules/notifications/notifications-module.ts';
import { benchDatabaseUrl, freshBenchDatabase } from './bench-database.ts';

const DB = 'bench_notify';
const RESIDENTS = Number(process.env.BENCH_RESIDENTS ?? 100_000);
const TARGET_S = 60;

/**
 * The pickup day: the first from tomorrow with no service holiday on it or in the few days after
 * its eve, so the run measures reminders alone (a holiday's notices would be made by it too).
 */
function pickupDay(): string {
  const clear = (day: string) =>
    Array.from({ length: HOLIDAY_NOTICE_DAYS_AHEAD + 1 }, (_, i) => addDays(day, i)).every(
      (d) => !serviceHolidayOn(d),
    );
  let day = addDays(serviceClock(new Date()).date, 1);
  while (!clear(day)) day = addDays(day, 1);
  return day;
}

/** The residents above, written with a few set-based statements (row by row would take minutes). */
async function seed(day: string): Promise<void> {
  await freshBenchDatabase(DB);

  const client = new pg.Client({ connectionString: benchDatabaseUrl(DB) });
  await client.connect();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    await q(
      `insert into users (username, email, password_hash, first_name, last_name)
       select 'resident' || n || '@bench.test', 'resident' || n || '@bench.test', 'none',
              'Resident', 'No. ' || n
       from generate_series(1, $1) n`,
      [RESIDENTS],
    );
    await q(
      `insert into subscriptions (user_id, plan, price_cents, status)
       select id, 'premium', 5000, 'active' from users`,
    );
    await q(
      `insert into service_schedules (subscription_id, service_date, source)
       select id, $1::date, 'plan' from subscriptions`,
      [day],
    );
    await q(
      `insert into notification_settings
         (user_id, reminder_time, sms_phone, sms_opted_in_at, sms_confirmed_at)
       select id, ($1::text[])[1 + id % array_length($1::text[], 1)],
              '+1281' || lpad((2000000 + id)::text, 7, '0'), now(), now()
       from users where id % 10 < 3`,
      [[...REMINDER_TIMES]],
    );
    await q(
      `insert into notification_preferences (user_id, type, channel, enabled)
       select id, 'pickup_reminder', 'sms', true from users where id % 10 < 3
       union all
       select id, 'pickup_reminder', 'email', true from users where id % 10 = 9`,
    );
    await q('analyze');
  } finally {
    await client.end();
  }
}

async function main() {
  const day = pickupDay();
  process.stdout.write(
    `seeding ${DB}: ${RESIDENTS.toLocaleString('en-US')} residents with a pickup on ${day}… `,
  );
  const started = performance.now();
  await seed(day);
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const database = openDatabase({ url: benchDatabaseUrl(DB) });
  const appUrl = 'https://bench.example';
  const deps = {
    db: database.db,
    notifier: createNotifier({ secret: 'bench-notify-secret-of-some-length', appUrl }),
    appUrl,
  };
  const at = new Date(serviceDayStart(addDays(day, -1)).getTime() + (20 * 60 + 45) * 60_000);
  try {
    for (const run of ['first', 'second']) {
      const start = performance.now();
      const made = await runNoticeSchedule(deps, at);
      const seconds = (performance.now() - start) / 1000;
      const { due, queued } = made.reminders;
      console.log(
        `${run} run: ${seconds.toFixed(1)} s, ${due.length.toLocaleString('en-US')} pickups due,` +
          ` ${queued.sms.toLocaleString('en-US')} texts and ${queued.email.toLocaleString('en-US')} emails made`,
      );
      if (run === 'first') {
        console.log(`  target: under ${TARGET_S} s: ${seconds < TARGET_S ? 'met' : 'NOT met'}`);
      }
    }
    const counts = await database.db.execute(
      'select channel, count(*)::int as n from notifications group by channel order by channel',
    );
    console.log(`  log: ${JSON.stringify((counts as unknown as { rows: unknown[] }).rows)}`);
  } finally {
    await database.close();
  }
  // The figure is only as quiet as the machine: other work on its cores shows up here.
  console.log(
    `  machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} during the run`,
  );
}

await main();

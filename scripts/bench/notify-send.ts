// `npm run bench:notify` (the text sender's part): 20,000 pickup reminders queued for residents
// who opted in to texts, sent by two senders at once (two app servers, each with its own
// connections) to the local fake Twilio over loopback, with the rate bound raised out of the way.
// Prints texts per second and checks that Twilio got each text exactly once. Target: ≥ 200/s.
//
// PostgreSQL: TEST_DATABASE_URL or BENCH_DATABASE_URL (an admin connection; default the local
// server), in a database bench_notify_send made afresh.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { serviceClock } from '../../src/domain/pickup-calendar.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  createTwilioTransport,
  startSmsSender,
} from '../../src/server/modules/notifications/notifications-module.ts';
import {
  FAKE_TWILIO_ACCOUNT,
  FAKE_TWILIO_FROM,
  FAKE_TWILIO_TOKEN,
  startFakeTwilio,
} from '../../src/test/fakes/fake-twilio.ts';
import {
  benchDatabaseUrl,
  freshBenchDatabase,
  postgresAnswers,
  shownAdminUrl,
} from './bench-database.ts';

const DB = 'bench_notify_send';
const TEXTS = Number(process.env.BENCH_TEXTS ?? 20_000);
const SENDERS = 2;
// Raised well above the default so that the bench measures the sender, not the bound.
const MAX_PER_SECOND = 1_000;
const TARGET_PER_SECOND = 200;

/** Residents with texts on and one queued reminder each, written set-based. */
async function seed(): Promise<void> {
  await freshBenchDatabase(DB);

  const client = new pg.Client({ connectionString: benchDatabaseUrl(DB) });
  await client.connect();
  try {
    await client.query(
      `insert into users (username, email, password_hash, first_name, last_name)
       select 'resident' || n || '@bench.test', 'resident' || n || '@bench.test', 'none',
              'Resident', 'No. ' || n
       from generate_series(1, $1) n`,
      [TEXTS],
    );
    await client.query(
      `insert into notification_settings (user_id, sms_phone, sms_opted_in_at, sms_confirmed_at)
       select id, '+1281' || lpad((1000000 + id)::text, 7, '0'), now(), now() from users`,
    );
    await client.query(
      `insert into notifications (user_id, type, channel, dedupe_key, recipient, body)
       select s.user_id, 'pickup_reminder', 'sms', 'bench:' || s.user_id, s.sms_phone,
              'Katy Valet Trash: pickup tomorrow. Set your bag out by 7 pm. Ref ' || s.user_id
       from notification_settings s`,
    );
  } finally {
    await client.end();
  }
}

// Midday Central, whatever the hour the bench runs at: the quiet hours would hold every text.
function middayCentral(): Date {
  let at = Date.now();
  while (serviceClock(new Date(at)).hour !== 12) at += 15 * 60_000;
  return new Date(at);
}

const quietLog = {
  info: () => {},
  warn: (obj: unknown, msg: string) => console.warn(msg, obj),
  error: (obj: unknown, msg: string) => console.error(msg, obj),
} as unknown as FastifyBaseLogger;

async function main() {
  if (!(await postgresAnswers())) {
    console.log(`No PostgreSQL answers at ${shownAdminUrl()}: skipped.`);
    return;
  }
  console.log(`Queueing ${TEXTS} texts…`);
  await seed();
  const twilio = await startFakeTwilio();
  const noon = middayCentral();
  const handles = Array.from({ length: SENDERS }, () =>
    openDatabase({ url: benchDatabaseUrl(DB) }),
  );
  try {
    const twilioSettings = {
      accountSid: FAKE_TWILIO_ACCOUNT,
      authToken: FAKE_TWILIO_TOKEN,
      from: FAKE_TWILIO_FROM,
      apiUrl: twilio.url,
    };
    // How many texts each sender handed over: both must have taken a share.
    const shares = handles.map(() => 0);
    const started = performance.now();
    const senders = handles.map((handle, i) => {
      const twilioTransport = createTwilioTransport(twilioSettings);
      return startSmsSender({
        db: handle.db,
        transport: {
          send(text) {
            shares[i]!++;
            return twilioTransport.send(text);
          },
          close: twilioTransport.close,
        },
        log: quietLog,
        statusCallbackUrl: 'http://bench.test/api/notifications/sms/status',
        maxPerSecond: MAX_PER_SECOND,
        pollIntervalMs: 60_000,
        now: () => noon,
      });
    });
    await Promise.all(senders.map((sender) => sender.drain()));
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(senders.map((sender) => sender.stop()));

    const client = new pg.Client({ connectionString: benchDatabaseUrl(DB) });
    await client.connect();
    const { rows } = await client.query<{ status: string; attempts: number; count: string }>(
      `select status, attempts, count(*) from notifications group by status, attempts`,
    );
    await client.end();

    const bodies = twilio.texts.map((text) => text.body);
    const unique = new Set(bodies).size;
    const perSecond = TEXTS / seconds;
    console.log(
      `${TEXTS} texts by ${SENDERS} senders in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)} texts/s (target ≥ ${TARGET_PER_SECOND})`,
    );
    console.log(
      `Fake Twilio received ${bodies.length} texts, ${unique} distinct; senders' shares: ${shares.join(' + ')}`,
    );
    console.log(
      `Log: ${rows.map((r) => `${r.count} ${r.status} after ${r.attempts} attempt(s)`).join(', ')}`,
    );
    const allSentOnce =
      rows.length === 1 && rows[0]!.status === 'sent' && Number(rows[0]!.attempts) === 1;
    const ok =
      bodies.length === TEXTS && unique === TEXTS && allSentOnce && perSecond >= TARGET_PER_SECOND;
    console.log(ok ? 'OK: each text sent exactly once' : 'FAILED');
    if (!ok) process.exitCode = 1;
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
    await twilio.close();
  }
}

await main();

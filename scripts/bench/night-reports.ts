// `npm run bench:night-reports`: the nightly reports of property-paid communities
// (docs/product.md#nightly-reports), on PostgreSQL, in this process.
//
// 1. One night with 50 problems, each with its own phone-sized photo (1,600 × 1,200, as large as
//    the crew app sends), made and laid out as a PDF by a process that has laid out none before.
//    Targets: under 3 s, and the process's resident memory rising by under 100 MB (sampled every
//    5 ms while it runs).
// 2. The job's run when 500 communities' windows have closed: each night's report made from the
//    stored rows, its PDF laid out and stored, and its email queued. Target: under 60 s.
//
// The communities: 40 doors each (20,000 in all), served every day for the 30 nights before and
// the night itself; 1 door in 50 a problem with a photo, 1 in 10 nothing out, 1 in 20 missed, the
// rest collected. PostgreSQL: BENCH_DATABASE_URL (an admin connection; default the local server),
// in a database bench_night_reports made afresh each run. BENCH_PDF_OUT writes the 50-photo PDF
// to that path, to look at.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { addDays, serviceClock, weekdayOf } from '../../src/domain/pickup-calendar.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  nightReportPdf,
  runNightReports,
} from '../../src/server/modules/property-reports/property-reports-module.ts';
import { createStorage } from '../../src/server/modules/storage/storage-module.ts';
import { benchDatabaseUrl, freshBenchDatabase } from './bench-database.ts';

const DB = 'bench_night_reports';
const COMMUNITIES = 500;
const DOORS = 40;
const NIGHTS_BEFORE = 30;
const PHOTOS = 50;
const TARGETS = { runSeconds: 60, pdfSeconds: 3, pdfMegabytes: 100 };

/** A photo as a phone takes one: a scene's gradients with sensor noise, about 1 MB. */
function phonePhoto(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const noise = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 60 + (seed % 5) * 30, sigma: 24 },
    },
  });
  return noise.blur(0.6).jpeg({ quality: 90 }).toBuffer();
}

/** The communities above, written with a few set-based statements. */
async function seed(night: string, photoIds: string[], fiftyPhotoIds: string[]): Promise<void> {
  await freshBenchDatabase(DB);
  const client = new pg.Client({ connectionString: benchDatabaseUrl(DB) });
  await client.connect();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       values ('porter@bench.test', 'porter@bench.test', 'none', 'Pat', 'Porter', 'porter')`,
    );
    // The bench's communities alone, numbered from 1: the 501st is the 50-problem one.
    await q('delete from communities');
    await q('alter sequence communities_id_seq restart with 1');
    await q(
      `insert into communities (name, street, zip, billing)
       select 'Bench Lakes ' || n, (23500 + n) || ' Cinco Ranch Blvd', '77494', 'property'
       from generate_series(1, $1::int + 1) n`,
      [COMMUNITIES],
    );
    await q(
      `insert into property_contracts (community_id, legal_name, billing_contact_name, billing_email,
         billing_phone, rate_cents, doors, starts_on, term_months, renews, service_days,
         window_start, window_end, report_emails)
       select id, name || ' Owner LLC', 'Pat Lee', 'ap' || id || '@bench.test', '(281) 555-0142',
              1250, $1, '2026-01-01', 36, true,
              case when id <= $2::int then '{1,2,3,4,5,6,7}'::int[] else array[$3::int] end,
              '08:00', '10:30', array['manager' || id || '@bench.test']
       from communities`,
      // The 50-problem community is served on another weekday: the job's run leaves it alone.
      [DOORS, COMMUNITIES, (weekdayOf(night) % 7) + 1],
    );
    // The last community is the one with 50 problems, one door each.
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, building, unit,
                          community_id)
       select 'resident' || c.id || '-' || d || '@bench.test',
              'resident' || c.id || '-' || d || '@bench.test', 'none', 'Resident', 'No. ' || d,
              (1 + d / 10)::text, (100 + d)::text, c.id
       from communities c
       cross join generate_series(1, case when c.id <= $2::int then $1::int else $3::int end) d`,
      [DOORS, COMMUNITIES, PHOTOS],
    );
    await q(
      `insert into subscriptions (user_id, plan, price_cents, status)
       select id, 'standard', 3500, 'active' from users where role = 'customer'`,
    );
    await q(
      `insert into service_schedules (subscription_id, service_date, source, status)
       select s.id, $1::date - d, 'plan', 'scheduled'
       from subscriptions s cross join generate_series(0, $2::int) d`,
      [night, NIGHTS_BEFORE],
    );
    const porter = (await q(`select id from users where role = 'porter'`)).rows[0].id as number;
    await q(
      `insert into photos (id, storage_key, content_type, bytes, width, height, sha256, uploaded_by)
       select id::uuid, 'photos/' || id || '.jpg', 'image/jpeg', 1, 1600, 1200, '', $2
       from unnest($1::text[]) id`,
      [[...photoIds, ...fiftyPhotoIds], porter],
    );
    // Every door's record; the 50-problem community's night is all problems, each its own photo.
    await q(
      `insert into pickup_actions (id, schedule_id, porter_id, outcome, reason, note, photo_id,
                                   occurred_at)
       select gen_random_uuid(), p.id, $1, k.outcome,
              case when k.outcome = 'problem' then 'not_sealed' end,
              case when k.outcome = 'problem' then 'Bag torn at the bottom, trash on the landing' end,
              case when k.outcome = 'problem' then
                case when p.last_night then ($3::text[])[1 + p.door % $4]
                     else ($2::text[])[1 + p.id % array_length($2::text[], 1)] end::uuid end,
              ((p.service_date + time '08:05') at time zone 'America/Chicago')
                + (p.id % 120) * interval '1 minute'
       from (select ss.id, ss.service_date, u.community_id,
                    split_part(split_part(u.username, '-', 2), '@', 1)::int as door,
                    u.community_id > $5 and ss.service_date = $6::date as last_night
             from service_schedules ss
             join subscriptions s on s.id = ss.subscription_id
             join users u on u.id = s.user_id) p
       cross join lateral (select case
                 when p.last_night then 'problem'
                 when p.id % 50 = 0 then 'problem'
                 when p.id % 10 = 1 then 'nothing_out'
                 else 'collected' end as outcome) k
       where p.last_night or p.id % 20 <> 7`,
      [porter, photoIds, fiftyPhotoIds, PHOTOS, COMMUNITIES, night],
    );
    await q(
      `update service_schedules ss
       set status = 'completed', completed_at = a.occurred_at, outcome = a.outcome,
           outcome_action_id = a.id
       from pickup_actions a where a.schedule_id = ss.id`,
    );
    await q('analyze');
  } finally {
    await client.end();
  }
}

/** The resident memory's peak above its start while `work` runs, sampled every 5 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; megabytes: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, megabytes: (peak - start) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

/** CPU time as seconds: beside the wall time, what the work costs whatever else the cores run. */
const cpuSeconds = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1e6;

const ratio = (value: number, target: number) =>
  `${(value / target).toFixed(2)} of the target (${value < target ? 'met' : 'NOT met'})`;

async function main() {
  // Yesterday in Katy: its window has closed, and the run is as if five minutes after.
  const night = addDays(serviceClock(new Date()).date, -1);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-night-reports-'));
  const storage = createStorage({ dataDir, s3: undefined });
  try {
    process.stdout.write('making phone-sized photos… ');
    const photoIds = Array.from({ length: 10 }, () => randomUUID());
    const fiftyPhotoIds = Array.from({ length: PHOTOS }, () => randomUUID());
    let photoBytes = 0;
    for (const [i, id] of [...photoIds, ...fiftyPhotoIds].entries()) {
      const bytes = await phonePhoto(i);
      photoBytes += bytes.length;
      await storage.put(`photos/${id}.jpg`, bytes, 'image/jpeg');
    }
    const count = photoIds.length + fiftyPhotoIds.length;
    console.log(`${count} of ${(photoBytes / count / 1e6).toFixed(2)} MB on average`);

    process.stdout.write(
      `seeding ${DB}: ${COMMUNITIES} property-paid communities of ${DOORS} doors, ${NIGHTS_BEFORE + 1} nights each… `,
    );
    const seeded = performance.now();
    await seed(night, photoIds, fiftyPhotoIds);
    console.log(`done in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const database = openDatabase({ url: benchDatabaseUrl(DB) });
    const { db } = database;
    const deps = {
      db,
      storage,
      appUrl: 'https://bench.example',
      log: { warn: (obj: object, msg: string) => console.warn(msg, obj) },
      photoBytes: (id: string) => storage.get(`photos/${id}.jpg`),
    };
    try {
      // The 50-photo night first, in a process that has laid out nothing yet: asked for once, it
      // is made from the stored rows and laid out; asked again, laid out from the stored report.
      global.gc?.();
      const coldCpu = process.cpuUsage();
      const coldStarted = performance.now();
      const cold = await peakRss(() => nightReportPdf(deps, COMMUNITIES + 1, night));
      const coldSeconds = (performance.now() - coldStarted) / 1000;
      const coldCpuSeconds = cpuSeconds(process.cpuUsage(coldCpu));
      const warmStarted = performance.now();
      const warm = await peakRss(() => nightReportPdf(deps, COMMUNITIES + 1, night));
      const warmSeconds = (performance.now() - warmStarted) / 1000;
      const size = (cold.result.pdf.length / 1e6).toFixed(1);
      console.log(
        `one night with ${PHOTOS} photos: made and laid out in ${coldSeconds.toFixed(2)} s (${coldCpuSeconds.toFixed(2)} s of this process's CPU; a PDF of ${size} MB), resident memory up ${cold.megabytes.toFixed(0)} MB at its peak; laid out again in ${warmSeconds.toFixed(2)} s, up ${warm.megabytes.toFixed(0)} MB more`,
      );
      console.log(
        `  target: under ${TARGETS.pdfSeconds} s: ${ratio(coldSeconds, TARGETS.pdfSeconds)}`,
      );
      console.log(
        `  target: under ${TARGETS.pdfMegabytes} MB: ${ratio(cold.megabytes, TARGETS.pdfMegabytes)}`,
      );
      if (process.env.BENCH_PDF_OUT) await writeFile(process.env.BENCH_PDF_OUT, cold.result.pdf);

      // The job's run, five minutes after the windows closed at 10:30 AM in Katy.
      const closed = await db.execute(
        `select to_char(((date '${night}' + time '10:35') at time zone 'America/Chicago')
                at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
      );
      const [{ at }] = (closed as unknown as { rows: [{ at: string }] }).rows;
      const runCpu = process.cpuUsage();
      const started = performance.now();
      const run = await runNightReports(deps, new Date(at));
      const seconds = (performance.now() - started) / 1000;
      const runCpuSeconds = cpuSeconds(process.cpuUsage(runCpu));
      console.log(
        `job run: ${run.mailed} nights made and mailed (${run.failed} failed) in ${seconds.toFixed(1)} s, ` +
          `${((seconds * 1000) / Math.max(1, run.mailed)).toFixed(0)} ms a night, ` +
          `${runCpuSeconds.toFixed(1)} s of this process's CPU`,
      );
      console.log(`  target: under ${TARGETS.runSeconds} s: ${ratio(seconds, TARGETS.runSeconds)}`);
      const queued = await db.execute(
        `select count(*)::int as n from mail_outbox where attachments is not null`,
      );
      const [{ n }] = (queued as unknown as { rows: [{ n: number }] }).rows;
      console.log(`  emails queued with their PDF: ${n}`);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `  machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} during the run`,
  );
}

await main();

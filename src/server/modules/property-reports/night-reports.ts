import {
  formatClockTime,
  formatNightDate,
  NIGHT_REPORT_TEXT as TEXT,
  NIGHT_REPORT_TREND_NIGHTS,
  nightReportFileName,
} from '../../../domain/night-reports.ts';
import { managerNightPath } from '../../../domain/manager-portal.ts';
import { addDays, serviceClock, weekdayOf } from '../../../domain/pickup-calendar.ts';
import { PROBLEM_REASON_LABELS, TICKET_KIND_LABELS } from '../../../domain/pickup-labels.ts';
import type { NightReport, NightReportSummary } from '../../../domain/schemas/night-reports.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { englishMail, enqueueMails } from '../mail/mail-module.ts';
import type { ObjectStorage } from '../storage/storage-module.ts';
import {
  createNightReportRepository,
  type CommunityForReport,
  type NightStop,
} from './night-report-repository.ts';
import { renderNightReportPdf, type PhotoSource } from './night-report-pdf.ts';

// A property-paid community's night, stored as data when its window closes and laid out as a PDF
// from what was stored (docs/product.md#nightly-reports).

export type NightReportDeps = {
  db: Database;
  /** A photo's stored bytes by its id, or null (the photos module's). */
  photoBytes: PhotoSource;
};

export type NightMailDeps = NightReportDeps & {
  storage: ObjectStorage;
  appUrl: string;
};

/** Doors in the order a manager reads them: by building, then unit, numbers as numbers. */
const byDoor = (a: { building: string; unit: string }, b: { building: string; unit: string }) =>
  a.building.localeCompare(b.building, 'en-US', { numeric: true }) ||
  a.unit.localeCompare(b.unit, 'en-US', { numeric: true });

const doorOf = (row: { building: string; unit: string; firstName: string; lastName: string }) => ({
  building: row.building,
  unit: row.unit,
  resident: `${row.firstName} ${row.lastName}`.trim(),
});

/**
 * The night's report from the stored rows: each door by the crew's latest record made by the
 * window's close (a later one, or none, or a door marked missed, is missed), the residents'
 * tickets on the night's pickups, and the counts of the nights before.
 */
async function composeReport(
  db: Database,
  community: CommunityForReport & { contract: NonNullable<CommunityForReport['contract']> },
  date: string,
  madeAt: Date,
): Promise<NightReport> {
  const repo = createNightReportRepository(db);
  const closesAt = await repo.closesAt(community.id, date);
  const stops = (await repo.stops(community.id, date)).sort(byDoor);
  const late = stops.filter((s) => s.occurredAt && s.occurredAt > closesAt);
  const earlier = new Map(
    (
      await repo.recordsBy(
        late.map((s) => s.scheduleId),
        closesAt,
      )
    ).map((record) => [record.scheduleId, record]),
  );
  const recordOf = (stop: NightStop) =>
    stop.occurredAt && stop.occurredAt > closesAt ? earlier.get(stop.scheduleId) : stop;

  const report: NightReport = {
    communityId: community.id,
    communityName: community.name,
    date,
    windowStart: community.contract.windowStart,
    windowEnd: community.contract.windowEnd,
    madeAt: madeAt.toISOString(),
    counts: { served: 0, nothingOut: 0, problems: 0, missed: 0 },
    served: [],
    nothingOut: [],
    problems: [],
    missed: [],
    tickets: [],
    trend: [],
  };
  for (const stop of stops) {
    const door = doorOf(stop);
    const record = stop.status === 'missed' ? undefined : recordOf(stop);
    if (record?.outcome && record.occurredAt) {
      const at = record.occurredAt.toISOString();
      if (record.outcome === 'collected') report.served.push({ ...door, at });
      else if (record.outcome === 'nothing_out') report.nothingOut.push({ ...door, at });
      else {
        report.problems.push({
          ...door,
          reason: record.reason ? PROBLEM_REASON_LABELS[record.reason] : '',
          note: record.note ?? '',
          photoId: record.photoId ?? '',
          at,
        });
      }
    } else if (stop.status === 'completed' && !stop.outcome && stop.completedAt) {
      // Marked done by the office without a record from the crew.
      report.served.push({ ...door, at: stop.completedAt.toISOString() });
    } else {
      report.missed.push(door);
    }
  }
  report.counts = {
    served: report.served.length,
    nothingOut: report.nothingOut.length,
    problems: report.problems.length,
    missed: report.missed.length,
  };
  report.tickets = (await repo.tickets(stops.map((s) => s.scheduleId))).map((ticket) => ({
    ...doorOf(ticket),
    kind: TICKET_KIND_LABELS[ticket.kind],
    note: ticket.note,
    openedAt: ticket.createdAt.toISOString(),
  }));
  // A contract serves at least one day a week: 30 weeks back hold its last 30 nights.
  const before = await repo.trend(
    community.id,
    addDays(date, -NIGHT_REPORT_TREND_NIGHTS * 7),
    addDays(date, -1),
    NIGHT_REPORT_TREND_NIGHTS - 1,
  );
  report.trend = [...before.reverse(), { date, ...report.counts }];
  return report;
}

/** The community of a report, property-paid with a contract, or the 4xx that says why not. */
async function reportedCommunity(db: Database, communityId: number) {
  const community = await createNightReportRepository(db).community(communityId);
  if (!community) throw notFound(TEXT.communityNotFound);
  if (community.billing !== 'property' || !community.contract) {
    throw conflict(TEXT.notPropertyPaid);
  }
  return { ...community, contract: community.contract };
}

/** A community's stored nights, newest first. */
export async function listNightReports(
  deps: Pick<NightReportDeps, 'db'>,
  communityId: number,
): Promise<NightReportSummary[]> {
  await reportedCommunity(deps.db, communityId);
  return createNightReportRepository(deps.db).list(communityId);
}

/**
 * The night's stored report, made now from the stored rows if it never was (a night before the
 * contract, or one the job has not reached yet), and the same report every time after. A night
 * whose window has not closed has no report yet.
 */
export async function nightReport(
  deps: Pick<NightReportDeps, 'db'>,
  communityId: number,
  date: string,
  now = new Date(),
): Promise<NightReport> {
  const community = await reportedCommunity(deps.db, communityId);
  const repo = createNightReportRepository(deps.db);
  const stored = await repo.find(communityId, date);
  if (stored) return stored;
  const closesAt = await repo.closesAt(communityId, date);
  if (now < closesAt) {
    const today = serviceClock(now).date;
    const when = formatClockTime(community.contract.windowEnd);
    throw conflict(
      TEXT.notClosedYet(date === today ? when : `${when} on ${formatNightDate(date)}`),
    );
  }
  const report = await composeReport(deps.db, community, date, now);
  await repo.insert(report);
  // Another request may have kept its own a moment earlier: the kept one is the report.
  return (await repo.find(communityId, date))!;
}

/** The night's report as a PDF, with its file name. */
export async function nightReportPdf(
  deps: NightReportDeps,
  communityId: number,
  date: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const report = await nightReport(deps, communityId, date);
  return {
    fileName: nightReportFileName(report.communityName, report.date),
    pdf: await renderNightReportPdf(report, deps.photoBytes),
  };
}

/**
 * Makes and mails one community's night once, on any number of servers. The report is kept
 * unless one is; its PDF is laid out and stored outside any transaction (it reads the photos);
 * then the server that takes the unmailed report queues the email in the transaction that marks
 * it mailed (docs/decisions/050-side-effects-after-commit.md). Two servers that race both lay out
 * the same bytes under the same key, and one mails. Answers whether this call mailed it.
 */
async function makeAndMail(
  deps: NightMailDeps,
  communityId: number,
  date: string,
  now: Date,
): Promise<boolean> {
  const repo = createNightReportRepository(deps.db);
  const community = await repo.community(communityId);
  if (!community?.contract || community.billing !== 'property') return false;
  const contract = community.contract;
  let report = await repo.find(communityId, date);
  if (!report) {
    await repo.insert(await composeReport(deps.db, { ...community, contract }, date, now));
    report = (await repo.find(communityId, date))!;
  }
  const attachment = {
    filename: nightReportFileName(report.communityName, report.date),
    contentType: 'application/pdf',
    storageKey: `night-reports/${communityId}/${date}.pdf`,
  };
  // A night with no door to report (a holiday's pickups all cancelled) is kept, and not mailed.
  const doors = Object.values(report.counts).reduce((sum, n) => sum + n, 0);
  const recipients = doors > 0 ? contract.reportEmails : [];
  if (recipients.length > 0) {
    const pdf = await renderNightReportPdf(report, deps.photoBytes);
    await deps.storage.put(attachment.storageKey, pdf, attachment.contentType);
  }
  return deps.db.transaction(async (tx) => {
    const owned = createNightReportRepository(tx);
    const claimed = await owned.claimUnmailed(communityId, date);
    if (!claimed) return false;
    const link = `${deps.appUrl}${managerNightPath(communityId, date)}`;
    await enqueueMails(
      tx,
      recipients.map((to) => ({
        mail: {
          ...englishMail(
            to,
            TEXT.mailSubject(claimed.communityName, date),
            TEXT.mailLines(claimed.communityName, date, TEXT.summary(claimed.counts)),
            { label: TEXT.mailAction, url: link },
          ),
          attachments: [attachment],
        },
      })),
    );
    await owned.markMailed(communityId, date);
    return true;
  });
}

export type NightReportRun = { mailed: number; failed: number };

/**
 * How many nights one run makes at a time: while one night waits on the database another is laid
 * out, so a run of hundreds finishes in about half the time, and a few PDFs in memory at once
 * stay well within a server's means.
 */
const NIGHTS_AT_ONCE = 3;

/**
 * Every property-paid community serving today whose window has closed by `now` and whose night
 * is not mailed yet: its report is made and mailed. One community's failure is logged and left
 * for the next run; the others go on.
 */
export async function runNightReports(
  deps: NightMailDeps & { log: { warn(obj: object, msg: string): void } },
  now = new Date(),
): Promise<NightReportRun> {
  const date = serviceClock(now).date;
  const due = await createNightReportRepository(deps.db).due(date, weekdayOf(date), now);
  const run: NightReportRun = { mailed: 0, failed: 0 };
  const next = async (): Promise<void> => {
    for (let communityId = due.shift(); communityId !== undefined; communityId = due.shift()) {
      try {
        if (await makeAndMail(deps, communityId, date, now)) run.mailed += 1;
      } catch (err) {
        run.failed += 1;
        deps.log.warn({ err, communityId, date }, 'night report failed');
      }
    }
  };
  await Promise.all(Array.from({ length: NIGHTS_AT_ONCE }, next));
  return run;
}

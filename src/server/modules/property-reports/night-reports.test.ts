import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { NIGHT_REPORT_TEXT as TEXT, nightReportFileName } from '../../../domain/night-reports.ts';
import { managerNightPath } from '../../../domain/manager-portal.ts';
import { addDays } from '../../../domain/pickup-calendar.ts';
import type { NightReport, NightReportSummary } from '../../../domain/schemas/night-reports.ts';
import {
  newCommunity,
  newResident,
  openCrewTestApp,
  signedInPorter,
  tomorrow,
  type CrewTestApp,
  signedInManager,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  mailOutbox,
  nightReports,
  photos,
  pickupActions,
  serviceSchedules,
  tickets,
} from '../../db/schema.ts';

let c: CrewTestApp;
let t: TestApp;
let porterId: number;

beforeAll(async () => {
  c = await openCrewTestApp('night-reports', { smtp: true });
  t = c.t;
  porterId = (await signedInPorter(t)).id;
});
afterAll(() => c?.close());

// A Monday in November, when Katy is six hours behind UTC: the window 8:00–10:30 AM closes at
// 16:30 UTC.
const NIGHT = '2026-11-16';
const WEEK_BEFORE = addDays(NIGHT, -7);
const at = (date: string, utc: string) => new Date(`${date}T${utc}:00.000Z`);
const CLOSE = at(NIGHT, '16:30');

const nightsUrl = (id: number) => `/api/admin/communities/${id}/nights`;
const nightUrl = (id: number, date: string) => `${nightsUrl(id)}/${date}`;

/**
 * A property-paid community served every day, its window 8:00–10:30 AM; with no report contacts
 * unless given, so the job's runs lay out only the PDFs their tests mail.
 */
async function propertyCommunity(reportEmails: string[] = []) {
  const community = await newCommunity(t, 'Lakes at Katy');
  const saved = await c.admin.inject({
    method: 'PUT',
    url: `/api/admin/communities/${community.id}/contract`,
    payload: {
      legalName: 'Lakes at Katy Owner LLC',
      billingContactName: 'Pat Lee',
      billingEmail: 'ap@lakes.example',
      billingPhone: '281-555-0142',
      rateCents: 1250,
      doors: 120,
      startsOn: '2026-01-01',
      termMonths: 36,
      renews: true,
      serviceDays: [1, 2, 3, 4, 5, 6, 7],
      windowStart: '08:00',
      windowEnd: '10:30',
      reportEmails,
    },
  });
  expect(saved.statusCode).toBe(200);
  return community;
}

/** A stored photo, as the photos module keeps one. */
async function storedPhoto(seed: number, width = 320, height = 240) {
  const id = randomUUID();
  const bytes = testJpeg(width, height, seed);
  const storageKey = `photos/${id}.jpg`;
  await mkdir(join(c.dataDir, 'storage', 'photos'), { recursive: true });
  await writeFile(join(c.dataDir, 'storage', storageKey), bytes);
  await t.db.insert(photos).values({
    id,
    storageKey,
    contentType: 'image/jpeg',
    bytes: bytes.length,
    width,
    height,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploadedBy: porterId,
  });
  return id;
}

/** What the crew recorded at a door, as the crew's sync leaves it: the latest record wins. */
async function record(
  scheduleId: number,
  outcome: 'collected' | 'nothing_out' | 'problem',
  occurredAt: Date,
  extra: { reason?: 'not_sealed'; note?: string; photoId?: string } = {},
) {
  const id = randomUUID();
  await t.db
    .insert(pickupActions)
    .values({ id, scheduleId, porterId, outcome, occurredAt, ...extra });
  await t.db
    .update(serviceSchedules)
    .set({ status: 'completed', completedAt: occurredAt, outcome, outcomeActionId: id })
    .where(eq(serviceSchedules.id, scheduleId));
}

/**
 * A community's night of seven doors: served, nothing out, a problem with its photo, no record,
 * a record after the close, marked missed, and a door served whose later correction came after
 * the close. The week before, two doors: one served, one missed.
 */
async function nightOfSevenDoors(reportEmails?: string[]) {
  const community = await propertyCommunity(reportEmails);
  const door = async (firstName: string, building: string, unit: string) => {
    const resident = await newResident(t, community.id, {
      firstName,
      building,
      unit,
      dates: [WEEK_BEFORE, NIGHT],
    });
    return Object.assign(resident.pickups, { userId: resident.user.id });
  };
  const ada = await door('Ada', '1', '101');
  const ben = await door('Ben', '1', '102');
  const cy = await door('Cy', '2', '201');
  await door('Dee', '2', '202');
  const eve = await door('Eve', '3', '301');
  const fay = await door('Fay', '3', '302');
  const gus = await door('Gus', '10', '1001');

  await record(ada[WEEK_BEFORE]!, 'collected', at(WEEK_BEFORE, '14:05'));
  await record(ada[NIGHT]!, 'collected', at(NIGHT, '14:10'));
  await record(ben[NIGHT]!, 'nothing_out', at(NIGHT, '14:20'));
  const photoId = await storedPhoto(3);
  await record(cy[NIGHT]!, 'problem', at(NIGHT, '14:30'), {
    reason: 'not_sealed',
    note: 'Bag torn at the bottom',
    photoId,
  });
  await record(eve[NIGHT]!, 'collected', at(NIGHT, '17:00'));
  await t.db
    .update(serviceSchedules)
    .set({ status: 'missed' })
    .where(eq(serviceSchedules.id, fay[NIGHT]!));
  await record(gus[NIGHT]!, 'collected', at(NIGHT, '14:40'));
  await record(gus[NIGHT]!, 'nothing_out', at(NIGHT, '17:10'));
  await t.db.insert(tickets).values({
    scheduleId: cy[NIGHT]!,
    userId: cy.userId,
    kind: 'dispute',
    note: 'The bag was sealed when I put it out',
    createdAt: at(NIGHT, '20:00'),
  });
  return { community, photoId };
}

const door = (building: string, unit: string, resident: string) => ({ building, unit, resident });

describe('the office guard', () => {
  test.each([
    ['the list', (id: number) => nightsUrl(id)],
    ['a night', (id: number) => nightUrl(id, NIGHT)],
    ['its PDF', (id: number) => `${nightUrl(id, NIGHT)}/pdf`],
  ])('%s: 401 without a session, 403 for a customer', async (_name, url) => {
    const { id } = await propertyCommunity();
    expect((await t.client().get(url(id))).statusCode).toBe(401);
    const customer = (await t.signUp()).client;
    const denied = await customer.get(url(id));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: MESSAGES.adminOnly });
  });
});

describe('what the office asks wrongly', () => {
  test('a community that does not exist is a 404, on each route', async () => {
    for (const url of [
      nightsUrl(999_999),
      nightUrl(999_999, NIGHT),
      `${nightUrl(999_999, NIGHT)}/pdf`,
    ]) {
      const res = await c.admin.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TEXT.communityNotFound });
    }
  });

  test.each(['2026-02-30', 'yesterday', '2026-1-5', '20261116'])(
    'a night that is not a date (%s) is a 400 naming it',
    async (date) => {
      const { id } = await propertyCommunity();
      for (const url of [nightUrl(id, date), `${nightUrl(id, date)}/pdf`]) {
        const res = await c.admin.get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ date: [TEXT.dateInvalid] });
      }
    },
  );

  test('a resident-paid community has no reports: a 409 saying so, and nothing kept', async () => {
    const community = await newCommunity(t, 'Resident Paid');
    for (const url of [nightsUrl(community.id), nightUrl(community.id, NIGHT)]) {
      const res = await c.admin.get(url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: TEXT.notPropertyPaid });
    }
    const [kept] = await t.db
      .select({ n: count() })
      .from(nightReports)
      .where(eq(nightReports.communityId, community.id));
    expect(kept?.n).toBe(0);
  });

  test('a night whose window has not closed has no report yet', async () => {
    const { id } = await propertyCommunity();
    const res = await c.admin.get(nightUrl(id, addDays(tomorrow(), 1)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^This night's report is made when its trash-out window closes, at 10:30 AM on /,
    );
  });
});

describe('a past night asked for by the office', () => {
  test('is made from the stored rows, door by door, and kept', async () => {
    const { community, photoId } = await nightOfSevenDoors();
    const res = await c.admin.get(nightUrl(community.id, NIGHT));
    expect(res.statusCode).toBe(200);
    const report = res.json<NightReport>();
    const residentOf = (name: string) => expect.stringMatching(new RegExp(`^${name} `));
    expect(report).toMatchObject({
      communityId: community.id,
      communityName: community.name,
      date: NIGHT,
      windowStart: '08:00',
      windowEnd: '10:30',
      counts: { served: 2, nothingOut: 1, problems: 1, missed: 3 },
      served: [
        { ...door('1', '101', residentOf('Ada')), at: at(NIGHT, '14:10').toISOString() },
        { ...door('10', '1001', residentOf('Gus')), at: at(NIGHT, '14:40').toISOString() },
      ],
      nothingOut: [
        { ...door('1', '102', residentOf('Ben')), at: at(NIGHT, '14:20').toISOString() },
      ],
      problems: [
        {
          ...door('2', '201', residentOf('Cy')),
          reason: 'Bags not sealed',
          note: 'Bag torn at the bottom',
          photoId,
          at: at(NIGHT, '14:30').toISOString(),
        },
      ],
      missed: [
        door('2', '202', residentOf('Dee')),
        door('3', '301', residentOf('Eve')),
        door('3', '302', residentOf('Fay')),
      ],
      tickets: [
        {
          ...door('2', '201', residentOf('Cy')),
          kind: 'Dispute the problem recorded',
          note: 'The bag was sealed when I put it out',
          openedAt: at(NIGHT, '20:00').toISOString(),
        },
      ],
      trend: [
        { date: WEEK_BEFORE, served: 1, nothingOut: 0, problems: 0, missed: 6 },
        { date: NIGHT, served: 2, nothingOut: 1, problems: 1, missed: 3 },
      ],
    });
    // Asked again, the kept report answers, made at the same instant.
    const again = await c.admin.get(nightUrl(community.id, NIGHT));
    expect(again.json()).toEqual(report);
    // A record the crew corrects afterwards does not change a kept night.
    await t.db
      .update(serviceSchedules)
      .set({ status: 'missed' })
      .where(eq(serviceSchedules.serviceDate, NIGHT));
    expect((await c.admin.get(nightUrl(community.id, NIGHT))).json()).toEqual(report);

    const list = await c.admin.get(nightsUrl(community.id));
    expect(list.statusCode).toBe(200);
    expect(list.json<NightReportSummary[]>()).toEqual([
      { date: NIGHT, madeAt: report.madeAt, counts: report.counts },
    ]);
  });

  test('asked for twice at once, is made once', async () => {
    const { community } = await nightOfSevenDoors();
    const [a, b] = await Promise.all([
      c.admin.get(nightUrl(community.id, NIGHT)),
      c.admin.get(nightUrl(community.id, NIGHT)),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    const [kept] = await t.db
      .select({ n: count() })
      .from(nightReports)
      .where(eq(nightReports.communityId, community.id));
    expect(kept?.n).toBe(1);
  });

  test('as a PDF: a named attachment, the same bytes every time', async () => {
    const { community } = await nightOfSevenDoors();
    const pdfUrl = `${nightUrl(community.id, NIGHT)}/pdf`;
    const first = await c.admin.get(pdfUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="${nightReportFileName(community.name, NIGHT)}"`,
    );
    expect(first.headers['content-disposition']).toMatch(
      /filename="Lakes-at-Katy-\w+-night-report-2026-11-16\.pdf"/,
    );
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(first.rawPayload);
    expect(document.getTitle()).toBe(`${community.name}: night report, Monday, November 16, 2026`);
    // The one problem's photo is in it, as it was stored: it is no larger than the PDF's photos.
    expect(first.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(first.rawPayload.includes(testJpeg(320, 240, 3))).toBe(true);

    const second = await c.admin.get(pdfUrl);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    // The community's manager downloads the same file; another community's manager cannot.
    const managed = `/api/manager/communities/${community.id}/nights/${NIGHT}/pdf`;
    const mine = await signedInManager(t, community.id);
    const theirs = await mine.get(managed);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload.equals(first.rawPayload)).toBe(true);
    const other = await signedInManager(t, (await propertyCommunity()).id);
    expect((await other.get(managed)).statusCode).toBe(404);
    expect(
      (await mine.get(`/api/manager/communities/${community.id}/nights/2026-02-30/pdf`)).statusCode,
    ).toBe(400);
  });
});

/**
 * A PDF's fonts by name, and the text its streams hold: Helvetica's as the WinAnsi bytes PDFKit
 * writes in hex, and an embedded font's map back to Unicode as it is (its glyphs are numbers).
 */
function pdfContents(pdf: Buffer): { fonts: string[]; text: string } {
  const raw = pdf.toString('latin1');
  const fonts = [...raw.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!);
  let text = '';
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(
        Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1'),
      ).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of run[1]!.matchAll(/<([0-9a-f]+)>/g)) {
        text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      }
    }
    if (content.includes('begincmap')) text += content;
  }
  return { fonts: [...new Set(fonts)].sort(), text };
}

describe("the PDF's fonts", () => {
  /** A night of one door served, its resident named `firstName`. */
  async function nightOf(firstName: string) {
    const community = await propertyCommunity();
    const resident = await newResident(t, community.id, { firstName, dates: [NIGHT] });
    await record(resident.pickups[NIGHT]!, 'collected', at(NIGHT, '14:10'));
    const pdf = await c.admin.get(`${nightUrl(community.id, NIGHT)}/pdf`);
    expect(pdf.statusCode).toBe(200);
    return pdfContents(pdf.rawPayload);
  }

  test('a night in Spanish letters is set in Helvetica, which every reader has: no font file in it', async () => {
    const { fonts, text } = await nightOf('¿José? ¡Begoña Güell-Ibáñez!');
    expect(fonts).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(text).toContain('¿José? ¡Begoña Güell-Ibáñez! Tester');
    expect(text).toContain('Monday, November 16, 2026 · Page 1 of 1');
  });

  test("a phone's photo is shrunk to 600 pixels on its long side", async () => {
    const community = await propertyCommunity();
    const resident = await newResident(t, community.id, { dates: [NIGHT] });
    const photoId = await storedPhoto(5, 1600, 1200);
    await record(resident.pickups[NIGHT]!, 'problem', at(NIGHT, '14:10'), {
      reason: 'not_sealed',
      photoId,
    });
    const pdf = await c.admin.get(`${nightUrl(community.id, NIGHT)}/pdf`);
    const image = pdf.rawPayload
      .toString('latin1')
      .match(/\/Subtype \/Image[^>]*/g)
      ?.join(' ');
    expect(image).toMatch(/\/Width 600\b/);
    expect(image).toMatch(/\/Height 450\b/);
  });

  test('a name Helvetica cannot print sets the night in the font shipped with the layout', async () => {
    for (const name of ['Łukasz', 'Иван', 'Nguyễn']) {
      const { fonts, text } = await nightOf(name);
      expect(fonts).toEqual(['Roboto-Medium', 'Roboto-Regular']);
      // The embedded font maps its glyphs back to each letter of the name.
      for (const letter of name) {
        const code = letter.codePointAt(0)!.toString(16).padStart(4, '0');
        expect(text.toLowerCase()).toContain(`<${code}>`);
      }
    }
  });
});

describe('the nightly job', () => {
  const run = (app: TestApp, now: Date) => app.app.nightReportJob.runNow(now);
  const mailedTo = (id: number) =>
    c.smtp!.messages.filter((m) => m.text.includes(managerNightPath(id, NIGHT)));

  test('before the window closes makes nothing', async () => {
    const { community } = await nightOfSevenDoors();
    await run(t, at(NIGHT, '16:29'));
    const [kept] = await t.db
      .select({ n: count() })
      .from(nightReports)
      .where(eq(nightReports.communityId, community.id));
    expect(kept?.n).toBe(0);
  });

  test('once the window closes, makes the night once and mails each contact its PDF, however many runs race', async () => {
    const contacts = ['manager@lakes.example', 'owner@lakes.example'];
    const { community } = await nightOfSevenDoors(contacts);
    const other = t.databaseUrl
      ? await createTestApp({
          sameDatabaseAs: t,
          env: { DATA_DIR: c.dataDir, SMTP_URL: c.smtp!.url },
        })
      : undefined;
    try {
      const when = new Date(CLOSE.getTime() + 3 * 60_000);
      await Promise.all([run(t, when), run(t, when), ...(other ? [run(other, when)] : [])]);
      await run(t, new Date(when.getTime() + 5 * 60_000));

      const [kept] = await t.db
        .select({ n: count() })
        .from(nightReports)
        .where(and(eq(nightReports.communityId, community.id), isNotNull(nightReports.mailedAt)));
      expect(kept?.n).toBe(1);
      const queued = await t.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, TEXT.mailSubject(community.name, NIGHT)));
      expect(queued.map((q) => q.to).sort()).toEqual(contacts);

      await Promise.all(
        contacts.map((to) =>
          c.smtp!.waitFor(
            (m) => m.to.includes(to) && m.text.includes(managerNightPath(community.id, NIGHT)),
          ),
        ),
      );
      const mails = mailedTo(community.id);
      expect(mails).toHaveLength(2);
      const pdf = await c.admin.get(`${nightUrl(community.id, NIGHT)}/pdf`);
      for (const mail of mails) {
        expect(mail.subject).toBe(TEXT.mailSubject(community.name, NIGHT));
        expect(mail.text).toContain(`${t.config.appUrl}${managerNightPath(community.id, NIGHT)}`);
        expect(mail.text).toContain(
          TEXT.summary({ served: 2, nothingOut: 1, problems: 1, missed: 3 }),
        );
        expect(mail.attachments).toHaveLength(1);
        const [attachment] = mail.attachments;
        expect(attachment).toMatchObject({
          filename: nightReportFileName(community.name, NIGHT),
          contentType: 'application/pdf',
        });
        expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
        // The attached file is the office's PDF of the same night, byte for byte.
        expect(attachment!.content.equals(pdf.rawPayload)).toBe(true);
      }
    } finally {
      await other?.close();
    }
  }, 60_000);

  test('a night without report contacts is made and marked, with no mail', async () => {
    const { community } = await nightOfSevenDoors([]);
    const made = await run(t, new Date(CLOSE.getTime() + 60_000));
    expect(made?.failed).toBe(0);
    const [row] = await t.db
      .select({ mailedAt: nightReports.mailedAt })
      .from(nightReports)
      .where(eq(nightReports.communityId, community.id));
    expect(row?.mailedAt).toBeInstanceOf(Date);
    expect(mailedTo(community.id)).toHaveLength(0);
  });

  test('a night with no door to report is kept, and not mailed', async () => {
    const community = await propertyCommunity(['quiet@lakes.example']);
    await run(t, new Date(CLOSE.getTime() + 60_000));
    const [row] = await t.db
      .select({ mailedAt: nightReports.mailedAt, report: nightReports.report })
      .from(nightReports)
      .where(eq(nightReports.communityId, community.id));
    expect(row?.report.counts).toEqual({ served: 0, nothingOut: 0, problems: 0, missed: 0 });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    const [queued] = await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'quiet@lakes.example'));
    expect(queued?.n).toBe(0);
  });

  test('a night the office made earlier is still mailed when the job comes', async () => {
    const { community } = await nightOfSevenDoors(['early@lakes.example']);
    expect((await c.admin.get(nightUrl(community.id, NIGHT))).statusCode).toBe(200);
    await run(t, new Date(CLOSE.getTime() + 60_000));
    const mail = await c.smtp!.waitFor((m) => m.to.includes('early@lakes.example'));
    expect(mail.attachments).toHaveLength(1);
  });
});

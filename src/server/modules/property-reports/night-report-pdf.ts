import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TableCell } from 'pdfmake';
import sharp from 'sharp';
import { doorLabel } from '../../../domain/address.ts';
import {
  formatNightDate,
  formatWindow,
  NIGHT_REPORT_TREND_NIGHTS,
} from '../../../domain/night-reports.ts';
import { formatShortServiceDate } from '../../../domain/pickup-calendar.ts';
import type { NightCounts, NightReport } from '../../../domain/schemas/night-reports.ts';
import { BUSINESS, THEME_COLOR } from '../../../domain/site.ts';
import { formatServiceDateTime, formatServiceTime } from '../../../domain/ticket-text.ts';
import { printsInWinAnsi } from '../../lib/win-ansi.ts';

// The night's report as a PDF (docs/product.md#nightly-reports), laid out by pdfmake from the
// stored report and its photos alone, so the same night always gives the same file.

/** A photo's stored bytes by its id, or null when it is gone. */
export type PhotoSource = (photoId: string) => Promise<Buffer | null>;

// A night is set in Helvetica, one of the fonts every PDF reader has: nothing to read, parse or
// embed for each document. A night holding a string Helvetica cannot print (a resident's name in
// Cyrillic, Polish or Vietnamese, an emoji in a note) is set in Roboto, which ships inside
// pdfmake and is read, parsed and embedded for each document that needs it. Nothing else may be
// read.
const fontDir = dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto.js'));
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const standardFonts = new Set(Object.values(HELVETICA));
pdfmake.setFonts({
  Helvetica: HELVETICA,
  Roboto: {
    normal: `${fontDir}/Roboto/Roboto-Regular.ttf`,
    bold: `${fontDir}/Roboto/Roboto-Medium.ttf`,
    italics: `${fontDir}/Roboto/Roboto-Italic.ttf`,
    bolditalics: `${fontDir}/Roboto/Roboto-MediumItalic.ttf`,
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => standardFonts.has(path) || path.startsWith(fontDir));

/** Every string in a document's content: its words, and its names for images and styles. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];

// Photos are shrunk one at a time on one of libvips' threads, with nothing cached between them:
// a night of 50 phone photos costs one photo's pixels at a time, and the other core stays free
// for requests.
sharp.concurrency(1);
sharp.cache(false);

/** A photo's longest side in the PDF: about 240 dots an inch at its printed 2.5 inches. */
const PHOTO_PIXELS = 600;
const PHOTO_WIDTH_PT = 180;
const PHOTO_QUALITY = 72;

/**
 * The photo as the PDF holds it: a JPEG already no larger than the PDF's as it is (stored photos
 * carry no orientation, docs/decisions/028-photo-storage.md), any other shrunk and re-encoded.
 * Null when it is not an image.
 */
async function photoForPdf(bytes: Buffer): Promise<Buffer | null> {
  try {
    const { format, width, height, space } = await sharp(bytes).metadata();
    const small = Math.max(width ?? Infinity, height ?? Infinity) <= PHOTO_PIXELS;
    if (format === 'jpeg' && small && (space === 'srgb' || space === 'b-w')) return bytes;
    return await sharp(bytes, { sequentialRead: true, failOn: 'error' })
      .resize({
        width: PHOTO_PIXELS,
        height: PHOTO_PIXELS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: PHOTO_QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}

const COLORS = {
  brand: THEME_COLOR,
  ink: '#1F2933',
  muted: '#5B6673',
  rule: '#D9DEE3',
  headerFill: '#F1F4F6',
  served: THEME_COLOR,
  nothingOut: '#7A8593',
  problems: '#B45309',
  missed: '#B91C1C',
} as const;

const KINDS: { key: keyof NightCounts; label: string; color: string }[] = [
  { key: 'served', label: 'Served', color: COLORS.served },
  { key: 'nothingOut', label: 'Nothing out', color: COLORS.nothingOut },
  { key: 'problems', label: 'Problems', color: COLORS.problems },
  { key: 'missed', label: 'Missed', color: COLORS.missed },
];

const tableLayout = {
  hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  fillColor: (row: number) => (row === 0 ? COLORS.headerFill : null),
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 6,
  paddingRight: () => 6,
};

const door = (row: { building: string; unit: string }) => ({
  building: row.building || '—',
  unit: row.unit || '—',
});

function heading(text: string, count?: number): Content {
  return {
    text: [text, count === undefined ? '' : { text: `  ${count}`, color: COLORS.muted }],
    style: 'heading',
    headlineLevel: 1,
  };
}

const none = (text: string): Content => ({ text, style: 'none' });

/** A table whose header row repeats on each page it runs across. */
function doorTable(headers: string[], widths: (string | number)[], rows: TableCell[][]): Content {
  return {
    table: {
      headerRows: 1,
      // Never a header alone at the foot of a page.
      keepWithHeaderRows: 1,
      widths,
      body: [headers.map((h) => ({ text: h, style: 'tableHeader' })), ...rows],
    },
    layout: tableLayout,
  };
}

/** Doors with the time the porter was there, or a sentence when there are none. */
function timedDoors(
  rows: { building: string; unit: string; resident: string; at: string }[],
  timeHeader: string,
  whenNone: string,
): Content {
  if (rows.length === 0) return none(whenNone);
  return doorTable(
    ['Building', 'Unit', 'Resident', timeHeader],
    [70, 70, '*', 80],
    rows.map((d) => [door(d).building, door(d).unit, d.resident, formatServiceTime(d.at)]),
  );
}

function summary(counts: NightCounts): Content {
  return {
    table: {
      widths: ['*', '*', '*', '*'],
      body: [
        KINDS.map((kind) => ({
          stack: [
            { text: String(counts[kind.key]), fontSize: 26, bold: true, color: kind.color },
            { text: kind.label, color: COLORS.muted, fontSize: 10 },
          ],
          margin: [10, 8, 10, 8],
        })),
      ],
    },
    layout: {
      hLineWidth: (i: number) => (i === 0 ? 3 : 0.5),
      vLineWidth: (i: number) => (i === 0 || i === 4 ? 0.5 : 0),
      hLineColor: (i: number) => (i === 0 ? COLORS.brand : COLORS.rule),
      vLineColor: () => COLORS.rule,
      paddingLeft: () => 0,
      paddingRight: () => 0,
    },
    margin: [0, 4, 0, 4],
  };
}

const trendTitle = (nights: number) =>
  nights === 1 ? 'The last night' : `The last ${nights} nights`;

/**
 * The nights' counts as stacked bars, oldest first, the night's own on the right edge; under it
 * the legend, the dates it spans and a night's average.
 */
function trendChart(trend: NightReport['trend']): Content {
  const width = 532;
  const height = 64;
  const most = Math.max(1, ...trend.map((n) => KINDS.reduce((s, k) => s + n[k.key], 0)));
  const slot = width / NIGHT_REPORT_TREND_NIGHTS;
  const bar = slot * 0.7;
  const offset = NIGHT_REPORT_TREND_NIGHTS - trend.length;
  const shapes = trend.flatMap((night, i) => {
    let top = height;
    return KINDS.flatMap((kind) => {
      const h = (night[kind.key] / most) * height;
      if (h === 0) return [];
      top -= h;
      const x = (offset + i) * slot + (slot - bar);
      return [{ type: 'rect' as const, x, y: top, w: bar, h, color: kind.color }];
    });
  });
  const average = (key: keyof NightCounts) =>
    Math.round(trend.reduce((sum, n) => sum + n[key], 0) / Math.max(1, trend.length));
  const first = trend[0];
  const last = trend[trend.length - 1];
  return {
    stack: [
      {
        columns: [
          { text: trendTitle(trend.length), bold: true, fontSize: 10 },
          {
            text: `A night on average: ${average('served')} served, ${average('nothingOut')} nothing out, ${average('problems')} with a problem, ${average('missed')} missed`,
            style: 'small',
            alignment: 'right',
          },
        ],
        margin: [0, 0, 0, 6],
      },
      {
        canvas: [
          ...shapes,
          {
            type: 'line',
            x1: 0,
            y1: height,
            x2: width,
            y2: height,
            lineWidth: 0.5,
            lineColor: COLORS.rule,
          },
        ],
      },
      {
        columns: [
          {
            // Each kind's square is drawn: Helvetica has no square to print.
            columns: KINDS.map((kind) => ({
              width: 'auto',
              columns: [
                {
                  canvas: [{ type: 'rect', x: 0, y: 0.5, w: 6, h: 6, color: kind.color }],
                  width: 9,
                },
                { text: kind.label, color: COLORS.muted, width: 'auto' },
              ],
              margin: [0, 0, 14, 0],
            })),
            style: 'small',
          },
          {
            text:
              first && last
                ? `${formatShortServiceDate(first.date)} to ${formatShortServiceDate(last.date)}`
                : '',
            style: 'small',
            alignment: 'right',
          },
        ],
        margin: [0, 3, 0, 0],
      },
    ],
    unbreakable: true,
    margin: [0, 14, 0, 0],
  };
}

function problemBlock(problem: NightReport['problems'][number], image: string | null): Content {
  const photo: Content = image
    ? { image, width: PHOTO_WIDTH_PT }
    : { text: 'Photo not available', style: 'none', margin: [0, 20, 0, 0] };
  return {
    table: {
      widths: [PHOTO_WIDTH_PT, '*'],
      body: [
        [
          photo,
          {
            stack: [
              { text: doorLabel(problem), bold: true, fontSize: 12 },
              { text: problem.resident, color: COLORS.muted, margin: [0, 1, 0, 6] },
              { text: problem.reason, bold: true, color: COLORS.problems },
              ...(problem.note
                ? [{ text: problem.note, margin: [0, 3, 0, 0] as [number, number, number, number] }]
                : []),
              {
                text: `Recorded at ${formatServiceTime(problem.at)}`,
                style: 'small',
                margin: [0, 6, 0, 0],
              },
            ],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => COLORS.rule,
      paddingTop: () => 8,
      paddingBottom: () => 8,
      paddingLeft: (i: number) => (i === 0 ? 0 : 12),
      paddingRight: () => 0,
    },
    unbreakable: true,
  };
}

/**
 * The document: a header naming the community, the night and its window; the counts; the
 * problems with their photos; the missed doors; the residents' tickets; the doors with nothing
 * out and the doors served; the last nights' trend.
 */
function layout(
  report: NightReport,
  images: Record<string, string>,
  photoKeys: (string | null)[],
): TDocumentDefinitions {
  const title = `${report.communityName}: night report, ${formatNightDate(report.date)}`;
  const made = new Date(report.madeAt);
  const footer = (page: number, pages: number): Content => ({
    columns: [
      { text: `${BUSINESS.name} · ${BUSINESS.phone} · ${BUSINESS.email}`, style: 'small' },
      {
        text: `${report.communityName} · ${formatNightDate(report.date)} · Page ${page} of ${pages}`,
        style: 'small',
        alignment: 'right',
      },
    ],
    margin: [40, 20, 40, 0],
  });
  const content: Content[] = [
    {
      columns: [
        { text: BUSINESS.name.toUpperCase(), style: 'brand' },
        { text: 'NIGHT REPORT', style: 'brand', alignment: 'right', color: COLORS.muted },
      ],
    },
    { text: report.communityName, style: 'title' },
    { text: formatNightDate(report.date), style: 'subtitle', bold: true, color: COLORS.ink },
    {
      text: `Trash-out window ${formatWindow(report.windowStart, report.windowEnd)}`,
      style: 'subtitle',
      margin: [0, 2, 0, 12],
    },
    summary(report.counts),
    trendChart(report.trend),

    heading('Problems', report.problems.length),
    report.problems.length > 0
      ? { stack: report.problems.map((p, i) => problemBlock(p, photoKeys[i] ?? null)) }
      : none('No problems were recorded.'),

    heading('Missed', report.missed.length),
    report.missed.length > 0
      ? doorTable(
          ['Building', 'Unit', 'Resident'],
          [70, 70, '*'],
          report.missed.map((m) => [door(m).building, door(m).unit, m.resident]),
        )
      : none('No door was missed.'),

    heading('Tickets opened', report.tickets.length),
    report.tickets.length > 0
      ? doorTable(
          ['Building', 'Unit', 'Resident', 'Reported', 'Note', 'Opened'],
          [50, 40, 90, 80, '*', 70],
          report.tickets.map((t) => [
            door(t).building,
            door(t).unit,
            t.resident,
            t.kind,
            t.note,
            formatServiceDateTime(t.openedAt),
          ]),
        )
      : none('No resident has reported a problem with this night.'),

    heading('Nothing out', report.nothingOut.length),
    timedDoors(report.nothingOut, 'Checked at', 'Every door had something out.'),

    heading('Served', report.served.length),
    timedDoors(report.served, 'Collected at', 'No door was served.'),
  ];
  // Every word the pages print, ours and the report's, decides the font.
  const helvetica = [...stringsOf(content), ...stringsOf(footer(1, 1))].every(printsInWinAnsi);
  return {
    pageSize: 'LETTER',
    images,
    pageMargins: [40, 40, 40, 56],
    // A section's heading low on a page starts the next one, with its first rows.
    pageBreakBefore: (node) =>
      node.headlineLevel === 1 && (node.startPosition.verticalRatio ?? 0) > 0.85,
    info: {
      title,
      author: BUSINESS.name,
      subject: 'Night report',
      creator: BUSINESS.name,
      producer: BUSINESS.name,
      creationDate: made,
      modDate: made,
    },
    defaultStyle: {
      font: helvetica ? 'Helvetica' : 'Roboto',
      fontSize: 9.5,
      color: COLORS.ink,
      lineHeight: 1.15,
    },
    styles: {
      brand: { fontSize: 9, bold: true, color: COLORS.brand, characterSpacing: 1 },
      title: { fontSize: 22, bold: true, margin: [0, 6, 0, 2] },
      subtitle: { fontSize: 11, color: COLORS.muted },
      heading: { fontSize: 13, bold: true, margin: [0, 18, 0, 6] },
      tableHeader: { bold: true, fontSize: 8.5, color: COLORS.muted },
      small: { fontSize: 8, color: COLORS.muted },
      none: { color: COLORS.muted },
    },
    footer,
    content,
  };
}

/**
 * Lays out the stored report: the same report gives the same bytes, since the document's dates
 * and its id (a hash of its information) come from the report.
 */
export async function renderNightReportPdf(
  report: NightReport,
  photoBytes: PhotoSource,
): Promise<Buffer> {
  // One photo at a time: only its copy for the PDF is kept for the document.
  const images: Record<string, string> = {};
  const photoKeys: (string | null)[] = [];
  for (const [i, problem] of report.problems.entries()) {
    const stored = problem.photoId ? await photoBytes(problem.photoId) : null;
    const small = stored && (await photoForPdf(stored));
    const key = small ? `photo-${i}` : null;
    if (key && small) images[key] = `data:image/jpeg;base64,${small.toString('base64')}`;
    photoKeys.push(key);
  }
  return pdfmake.createPdf(layout(report, images, photoKeys)).getBuffer();
}

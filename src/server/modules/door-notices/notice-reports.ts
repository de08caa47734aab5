import { csvHeader, csvRecord, type CsvColumn } from '../../../domain/csv.ts';
import {
  NOTICE_FEE_CHARGE_CODE,
  noticeReasonLabel,
  type NoticeReason,
} from '../../../domain/door-notices.ts';
import { fullName } from '../../../domain/person-name.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { NoticeReport } from '../../../domain/schemas/door-notices.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { createReportRepository } from './report-repository.ts';

// The notices report (per 100 doors by community, reason and month; repeated doors; disputes)
// and the property's monthly fee ledger, in the format documented in docs/product.md#door-notices.

/** The report's range when the asker gives none: the last 90 days. */
const DEFAULT_DAYS = 90;
/** The longest range one report covers. */
const MAX_DAYS = 731;

const per100 = (notices: number, doors: number) =>
  doors === 0 ? null : Math.round((notices / doors) * 10_000) / 100;

function rangeOf(query: { from?: string; to?: string }) {
  const today = serviceClock(new Date()).date;
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (span < 0 || span > MAX_DAYS) {
    const message = 'Choose a range of up to two years, the first day before the last';
    throw badRequest(message, { from: [message] });
  }
  return { from, to };
}

export async function noticeReport(
  db: Database,
  query: { from?: string; to?: string },
  communityId: number | null,
): Promise<NoticeReport> {
  const { from, to } = rangeOf(query);
  const repo = createReportRepository(db);
  const [cells, doors, byReason, repeats, disputes] = await Promise.all([
    repo.byCommunityMonth(from, to, communityId),
    repo.doorsInPeriod(from, to, communityId),
    repo.byReason(from, to, communityId),
    repo.repeatDoors(from, to, communityId),
    repo.disputes(from, to, communityId),
  ]);
  const communities = new Map<number | null, { name: string; notices: number }>();
  const months = new Map<string, { notices: number; doors: number }>();
  for (const cell of cells) {
    const community = communities.get(cell.communityId) ?? {
      name: cell.name ?? 'No community',
      notices: 0,
    };
    community.notices += cell.notices;
    communities.set(cell.communityId, community);
    const month = months.get(cell.month) ?? { notices: 0, doors: 0 };
    month.notices += cell.notices;
    month.doors += cell.doors;
    months.set(cell.month, month);
  }
  const doorsOf = new Map(doors.map((d) => [d.communityId, d.doors]));
  return {
    from,
    to,
    byCommunity: [...communities].map(([id, c]) => ({
      communityId: id,
      name: c.name,
      doors: doorsOf.get(id) ?? 0,
      notices: c.notices,
      per100Doors: per100(c.notices, doorsOf.get(id) ?? 0),
    })),
    byReason,
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({
        month: month.slice(0, 7),
        notices: m.notices,
        per100Doors: per100(m.notices, m.doors),
      })),
    repeatDoors: repeats.map((r) => ({
      communityName: r.communityName,
      building: r.building,
      unit: r.unit,
      residentName: fullName(r),
      notices: r.notices,
    })),
    disputes: {
      ...disputes,
      rate: disputes.issued === 0 ? null : disputes.disputed / disputes.issued,
    },
  };
}

type ReportLine = {
  section: string;
  label: string;
  notices: number | null;
  doors: number | null;
  per100Doors: number | null;
};

const REPORT_COLUMNS: CsvColumn<ReportLine>[] = [
  { header: 'Section', value: (r) => r.section },
  { header: 'Name', value: (r) => r.label },
  { header: 'Notices', value: (r) => r.notices },
  { header: 'Doors', value: (r) => r.doors },
  { header: 'Notices per 100 doors', value: (r) => r.per100Doors },
];

/** The report as one table: a section column says which part each line belongs to. */
export async function noticeReportCsv(
  db: Database,
  query: { from?: string; to?: string },
  communityId: number | null,
): Promise<string> {
  const report = await noticeReport(db, query, communityId);
  const lines: ReportLine[] = [
    ...report.byCommunity.map((c) => ({
      section: 'Community',
      label: c.name,
      notices: c.notices,
      doors: c.doors,
      per100Doors: c.per100Doors,
    })),
    ...report.byMonth.map((m) => ({
      section: 'Month',
      label: m.month,
      notices: m.notices,
      doors: null,
      per100Doors: m.per100Doors,
    })),
    ...report.byReason.map((r) => ({
      section: 'Reason',
      label: noticeReasonLabel(r.reason),
      notices: r.notices,
      doors: null,
      per100Doors: null,
    })),
    ...report.repeatDoors.map((d) => ({
      section: 'Repeated door',
      label: `${d.communityName ?? ''} ${d.building} ${d.unit}, ${d.residentName}`.trim(),
      notices: d.notices,
      doors: null,
      per100Doors: null,
    })),
    {
      section: 'Disputes',
      label: 'Notices sent',
      notices: report.disputes.issued,
      doors: null,
      per100Doors: null,
    },
    {
      section: 'Disputes',
      label: 'Disputed',
      notices: report.disputes.disputed,
      doors: null,
      per100Doors: null,
    },
    {
      section: 'Disputes',
      label: 'Awaiting a decision',
      notices: report.disputes.open,
      doors: null,
      per100Doors: null,
    },
    {
      section: 'Disputes',
      label: 'Upheld',
      notices: report.disputes.upheld,
      doors: null,
      per100Doors: null,
    },
    {
      section: 'Disputes',
      label: 'Withdrawn',
      notices: report.disputes.withdrawn,
      doors: null,
      per100Doors: null,
    },
  ];
  return csvHeader(REPORT_COLUMNS) + lines.map((l) => csvRecord(REPORT_COLUMNS, l)).join('');
}

type LedgerLine = {
  property: string;
  building: string;
  unit: string;
  resident: string;
  date: string;
  amount: number;
  description: string;
  reference: string;
};

/**
 * The property's resident charges of one month, for its property system's charge import
 * (docs/product.md#door-notices): one line per fee charged that month, and a negative line for a
 * fee of an earlier month withdrawn after a dispute this month.
 */
const LEDGER_COLUMNS: CsvColumn<LedgerLine>[] = [
  { header: 'Property', value: (r) => r.property },
  { header: 'Building', value: (r) => r.building },
  { header: 'Unit', value: (r) => r.unit },
  { header: 'Resident', value: (r) => r.resident },
  { header: 'Charge Code', value: () => NOTICE_FEE_CHARGE_CODE },
  { header: 'Date', value: (r) => r.date },
  { header: 'Amount', value: (r) => r.amount },
  { header: 'Description', value: (r) => r.description },
  { header: 'Reference', value: (r) => r.reference },
];

/** Dollars as a bare number: a text "-25.00" would be guarded as a formula by the CSV writer. */
const amount = (cents: number) => cents / 100;

export async function feeLedgerCsv(db: Database, communityId: number, month: string) {
  const first = `${month}-01`;
  const rows = await createReportRepository(db).ledger(communityId, first);
  const lines: LedgerLine[] = rows.flatMap((r) => {
    const base = {
      property: r.legalName ?? r.community,
      building: r.building,
      unit: r.unit,
      resident: fullName(r),
      date: r.serviceDate,
      description: `Valet trash fee, ${noticeReasonLabel(r.reason as NoticeReason).toLowerCase()} on ${r.serviceDate}`,
    };
    const out: LedgerLine[] = [];
    if (r.ledgerMonth === first && (r.state === 'charged' || r.state === 'credited')) {
      out.push({ ...base, amount: amount(r.amountCents), reference: `VT-${r.id}` });
    }
    if (r.creditedMonth === first && r.state === 'credited') {
      out.push({
        ...base,
        amount: -amount(r.amountCents),
        description: `Withdrawn after dispute: ${base.description}`,
        reference: `VT-${r.id}-CR`,
      });
    }
    return out;
  });
  return csvHeader(LEDGER_COLUMNS) + lines.map((l) => csvRecord(LEDGER_COLUMNS, l)).join('');
}

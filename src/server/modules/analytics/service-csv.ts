import type { ServiceTable } from '../../../domain/analytics-service.ts';
import { csvHeader, csvRow, type CsvColumn } from '../../../domain/csv.ts';
import type {
  ServiceAnalytics,
  ServiceFigures,
} from '../../../domain/schemas/analytics-service.ts';
import { PROBLEM_REASONS, PROBLEM_REASON_LABELS } from '../../../domain/pickup-labels.ts';

// The service numbers' tables as CSV, one per table of the page, with the same figures.

const FIGURES: CsvColumn<ServiceFigures>[] = [
  { header: 'Stops', value: (f) => f.stops },
  { header: 'Completed', value: (f) => f.completed },
  { header: 'Completion Rate', value: (f) => f.completionRate },
  { header: 'On Hold', value: (f) => f.held },
  { header: 'Missed Reported', value: (f) => f.missedReported },
  { header: 'Missed Reported per 1000', value: (f) => f.missedReportedPer1000 },
  { header: 'Missed Upheld', value: (f) => f.missedUpheld },
  { header: 'Missed Upheld per 1000', value: (f) => f.missedUpheldPer1000 },
  { header: 'Problems', value: (f) => f.problems },
  { header: 'Problems per 1000', value: (f) => f.problemsPer1000 },
  ...PROBLEM_REASONS.map((reason) => ({
    header: PROBLEM_REASON_LABELS[reason],
    value: (f: ServiceFigures) => f.problemsByReason[reason],
  })),
  { header: 'Tickets', value: (f) => f.tickets },
  { header: 'Tickets per 1000', value: (f) => f.ticketsPer1000 },
  { header: 'Timed Stops', value: (f) => f.timedStops },
  { header: 'Porter Minutes', value: (f) => f.porterMinutes },
  { header: 'Stops per Porter Hour', value: (f) => f.stopsPerPorterHour },
  { header: 'Tickets Resolved', value: (f) => f.ticketsResolved },
  { header: 'Median Minutes to Resolve', value: (f) => f.resolveMinutesMedian },
  { header: '90th Percentile Minutes to Resolve', value: (f) => f.resolveMinutesP90 },
];

function table<T extends ServiceFigures>(first: CsvColumn<T>, rows: readonly T[]): string {
  const columns = [first, ...(FIGURES as CsvColumn<T>[])];
  return csvHeader(columns) + rows.map((r) => csvRow(columns.map((c) => c.value(r)))).join('');
}

export function serviceCsv(numbers: ServiceAnalytics, name: ServiceTable): string {
  switch (name) {
    case 'weeks':
      return table({ header: 'Week', value: (r) => r.week }, numbers.weeks);
    case 'communities':
      return table({ header: 'Community', value: (r) => r.community }, numbers.communities);
    case 'porters':
      return table({ header: 'Porter', value: (r) => r.porter }, numbers.porters);
    case 'reasons': {
      const columns: CsvColumn<ServiceAnalytics['reasons'][number]>[] = [
        { header: 'Reason', value: (r) => r.label },
        { header: 'Problems', value: (r) => r.problems },
        { header: 'Problems per 1000', value: (r) => r.per1000 },
        { header: 'Previous Problems', value: (r) => r.previousProblems },
        { header: 'Previous Problems per 1000', value: (r) => r.previousPer1000 },
      ];
      return (
        csvHeader(columns) +
        numbers.reasons.map((r) => csvRow(columns.map((c) => c.value(r)))).join('')
      );
    }
  }
}

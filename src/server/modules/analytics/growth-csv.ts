import { ANALYTICS_SERVICE_TEXT, type GrowthTable } from '../../../domain/analytics-service.ts';
import { cancelReasonLabel, type CancelReason } from '../../../domain/cancellation.ts';
import { csvHeader, csvRow, type CsvColumn } from '../../../domain/csv.ts';
import { CANCEL_KEYS, type GrowthAnalytics } from '../../../domain/schemas/analytics-service.ts';

// The growth numbers' tables as CSV, one per table of the page, with the same figures.

const rowsOf = <T>(columns: CsvColumn<T>[], rows: readonly T[]) =>
  csvHeader(columns) + rows.map((r) => csvRow(columns.map((c) => c.value(r)))).join('');

type Signups = { signupsStarted: number; signupsPaid: number; conversionRate: number | null };
const SIGNUPS: CsvColumn<Signups>[] = [
  { header: 'Sign-ups Started', value: (r) => r.signupsStarted },
  { header: 'Sign-ups Paid', value: (r) => r.signupsPaid },
  { header: 'Conversion Rate', value: (r) => r.conversionRate },
];

export function growthCsv(numbers: GrowthAnalytics, name: GrowthTable): string {
  switch (name) {
    case 'weeks':
      return rowsOf([{ header: 'Week', value: (r) => r.week }, ...SIGNUPS], numbers.weeks);
    case 'communities':
      return rowsOf(
        [{ header: 'Community', value: (r) => r.community }, ...SIGNUPS],
        numbers.communities,
      );
    case 'waitlist':
      return rowsOf(
        [
          { header: 'ZIP', value: (r) => r.zip },
          { header: 'Served', value: (r) => r.served },
          { header: 'Joined', value: (r) => r.joined },
          { header: 'Confirmed', value: (r) => r.confirmed },
          { header: 'Joined Before', value: (r) => r.previousJoined },
          { header: 'Waiting Now', value: (r) => r.waitingNow },
        ],
        numbers.waitlist,
      );
    case 'cancellations':
      return rowsOf(
        [
          { header: 'Month', value: (r) => r.month },
          { header: 'Cancellations', value: (r) => r.total },
          ...CANCEL_KEYS.map((key) => ({
            header:
              key === 'none'
                ? ANALYTICS_SERVICE_TEXT.noReason
                : cancelReasonLabel(key as CancelReason),
            value: (r: GrowthAnalytics['cancellations'][number]) => r.byReason[key],
          })),
        ],
        numbers.cancellations,
      );
  }
}

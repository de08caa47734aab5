import { streetLine } from '../../../../domain/address';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { formatCents } from '../../../../domain/money';
import { formatShortServiceDate } from '../../../../domain/pickup-calendar';
import { PLANS } from '../../../../domain/plans';
import type { AdminSubscription } from '../../../../domain/schemas/admin';
import { SUBSCRIPTION_STATUSES } from '../../../../domain/schemas/subscription';
import { SubscriptionStatusBadge } from '../../../components/status-badges';
import { AdminListSection } from './admin-list-section';
import type { Column } from '../../../components/ui/data-table';
import { formatDay } from './format';
import { RecordNumber } from './record-number';

// The numbers staff quote from exports, payment dashboards and emails lead the row
// (docs/decisions/047-office-record-numbers-and-dense-lists.md).
const COLUMNS: readonly Column<AdminSubscription>[] = [
  { header: 'ID', cell: (s) => <RecordNumber id={s.id} />, className: 'whitespace-nowrap' },
  {
    header: 'User ID',
    cell: (s) => <RecordNumber id={s.userId} />,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Customer',
    cell: (s) => (
      <>
        <span className="font-medium text-ink">{s.customerName}</span>
        <span className="block text-xs text-muted">
          {streetLine(s.address, s.unit)}, {s.city}
        </span>
      </>
    ),
  },
  { header: 'Plan', cell: (s) => PLANS[s.plan].title },
  { header: 'Price', cell: (s) => formatCents(s.price) },
  {
    header: 'Status',
    cell: (s) => (
      <>
        <SubscriptionStatusBadge status={s.status} />
        {s.status === 'paused' && s.returnsOn ? (
          <span className="mt-1 block text-xs whitespace-nowrap text-muted">
            Back {formatShortServiceDate(s.returnsOn)}
          </span>
        ) : null}
      </>
    ),
  },
  { header: 'Gate Code', cell: (s) => s.gateCode || '-' },
  { header: 'Created', cell: (s) => formatDay(s.createdAt), className: 'whitespace-nowrap' },
];

export function SubscriptionsList() {
  return (
    <AdminListSection
      list="subscriptions"
      region="Subscriptions"
      columns={COLUMNS}
      empty={ADMIN_TEXT.noSubscriptions}
      fetchFailed={ADMIN_TEXT.subscriptionsFetchFailed}
      toolbar={{
        fields: ['status', 'plan', 'city', 'dates'],
        statuses: SUBSCRIPTION_STATUSES,
        // Unpaid checkouts are not subscriptions yet: listed only when Pending is chosen.
        anyStatusLabel: 'Any status but pending',
      }}
    />
  );
}

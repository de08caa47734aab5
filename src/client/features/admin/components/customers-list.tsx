import { streetLine } from '../../../../domain/address';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { fullName } from '../../../../domain/person-name';
import { formatUsPhone } from '../../../../domain/phone';
import type { AdminUser } from '../../../../domain/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { AdminListSection } from './admin-list-section';
import type { Column } from './data-table';
import { formatDay } from './format';
import { CustomerNotificationsDialog } from './customer-notifications-dialog';
import { ServiceHistoryDialog } from './service-history-dialog';

const COLUMNS: readonly Column<AdminUser>[] = [
  {
    header: 'Name',
    cell: (u) => <span className="font-medium text-ink">{fullName(u)}</span>,
  },
  { header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
  {
    header: 'Address',
    cell: (u) => (
      <>
        {streetLine(u.address, u.unit)}
        <br />
        <span className="text-muted">
          {u.city} {u.zip}
        </span>
      </>
    ),
  },
  { header: 'Phone', cell: (u) => formatUsPhone(u.phone), className: 'whitespace-nowrap' },
  { header: 'Joined', cell: (u) => formatDay(u.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'Role',
    cell: (u) => <Badge variant={u.role === 'admin' ? 'default' : 'secondary'}>{u.role}</Badge>,
  },
  {
    header: 'Service history',
    cell: (u) =>
      u.role === 'customer' ? <ServiceHistoryDialog userId={u.id} name={fullName(u)} /> : null,
  },
  {
    header: 'Notifications',
    cell: (u) =>
      u.role === 'customer' ? (
        <CustomerNotificationsDialog userId={u.id} name={fullName(u)} />
      ) : null,
  },
];

export function CustomersList() {
  return (
    <AdminListSection
      list="users"
      region="Customers"
      columns={COLUMNS}
      empty={ADMIN_TEXT.noUsers}
      fetchFailed={ADMIN_TEXT.usersFetchFailed}
      toolbar={{ fields: ['role', 'city', 'dates'], dateLabel: 'Joined' }}
    />
  );
}

import { streetLine } from '../../../../domain/address';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { fullName } from '../../../../domain/person-name';
import { formatUsPhone } from '../../../../domain/phone';
import type { AdminUser } from '../../../../domain/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { AdminListSection } from './admin-list-section';
import type { Column } from '../../../components/ui/data-table';
import { formatDay } from './format';
import { CustomerNotificationsDialog } from './customer-notifications-dialog';
import { ServiceHistoryDialog } from './service-history-dialog';

/** A customer's records; the table's row has them as icons, so the row fits on one line. */
function Records({ user, iconOnly = false }: { user: AdminUser; iconOnly?: boolean }) {
  if (user.role !== 'customer') return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      <ServiceHistoryDialog userId={user.id} name={fullName(user)} iconOnly={iconOnly} />
      <CustomerNotificationsDialog userId={user.id} name={fullName(user)} iconOnly={iconOnly} />
    </span>
  );
}

// Names, emails, phones and days never wrap: at 1366 px an email reads whole on one line
// (docs/decisions/047-office-record-numbers-and-dense-lists.md); the address takes what is left.
const COLUMNS: readonly Column<AdminUser>[] = [
  {
    header: 'Name',
    cell: (u) => <span className="font-medium text-ink">{fullName(u)}</span>,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Email',
    cell: (u) => u.email,
    phoneCell: (u) => <span className="break-all">{u.email}</span>,
    className: 'whitespace-nowrap',
  },
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
    header: 'Records',
    cell: (u) => <Records user={u} iconOnly />,
    phoneCell: (u) => <Records user={u} />,
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

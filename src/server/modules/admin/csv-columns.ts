import type { CsvColumn } from '../../../domain/csv.ts';
import type { AdminSchedule, AdminSubscription, AdminUser } from '../../../domain/schemas/admin.ts';

// The fixed column lists of the admin exports, documented in the README. Money is in
// dollars with two decimals, as the tables show it; timestamps are ISO 8601 in UTC.

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const USER_CSV_COLUMNS: readonly CsvColumn<AdminUser>[] = [
  { header: 'ID', value: (u) => u.id },
  { header: 'Username', value: (u) => u.username },
  { header: 'First Name', value: (u) => u.firstName },
  { header: 'Last Name', value: (u) => u.lastName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Address', value: (u) => u.address },
  { header: 'Unit', value: (u) => u.unit },
  { header: 'City', value: (u) => u.city },
  { header: 'State', value: (u) => u.state },
  { header: 'ZIP', value: (u) => u.zip },
  { header: 'Role', value: (u) => u.role },
  { header: 'Joined', value: (u) => u.createdAt },
];

export const SUBSCRIPTION_CSV_COLUMNS: readonly CsvColumn<AdminSubscription>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'User ID', value: (s) => s.userId },
  { header: 'Customer', value: (s) => s.customerName },
  { header: 'City', value: (s) => s.city },
  { header: 'Plan', value: (s) => s.plan },
  { header: 'Price (USD)', value: (s) => dollars(s.price) },
  { header: 'Status', value: (s) => s.status },
  { header: 'Gate Code', value: (s) => s.gateCode },
  { header: 'Special Instructions', value: (s) => s.specialInstructions },
  { header: 'Payment Provider', value: (s) => s.provider },
  { header: 'Created', value: (s) => s.createdAt },
];

/** A column that shows one field of the row as it is, so the database can write it too. */
export type CsvFieldColumn<T> = CsvColumn<T> & { field: keyof T };

const scheduleColumn = (
  header: string,
  field: keyof AdminSchedule,
): CsvFieldColumn<AdminSchedule> => ({ header, field, value: (s) => s[field] });

// On PostgreSQL the database writes these cells (docs/decisions/040-admin-search-and-export-at-scale.md),
// which is why each shows one field as it is.
export const SCHEDULE_CSV_COLUMNS: readonly CsvFieldColumn<AdminSchedule>[] = [
  scheduleColumn('ID', 'id'),
  scheduleColumn('Service Date', 'serviceDate'),
  scheduleColumn('Subscription ID', 'subscriptionId'),
  scheduleColumn('Customer', 'customerName'),
  scheduleColumn('Address', 'address'),
  scheduleColumn('Unit', 'unit'),
  scheduleColumn('City', 'city'),
  scheduleColumn('ZIP', 'zip'),
  scheduleColumn('Plan', 'plan'),
  scheduleColumn('Status', 'status'),
  scheduleColumn('Notes', 'notes'),
  scheduleColumn('Created', 'createdAt'),
  scheduleColumn('Completed', 'completedAt'),
];

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

export const SCHEDULE_CSV_COLUMNS: readonly CsvColumn<AdminSchedule>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Service Date', value: (s) => s.serviceDate },
  { header: 'Subscription ID', value: (s) => s.subscriptionId },
  { header: 'Customer', value: (s) => s.customerName },
  { header: 'Address', value: (s) => s.address },
  { header: 'Unit', value: (s) => s.unit },
  { header: 'City', value: (s) => s.city },
  { header: 'ZIP', value: (s) => s.zip },
  { header: 'Plan', value: (s) => s.plan },
  { header: 'Status', value: (s) => s.status },
  { header: 'Notes', value: (s) => s.notes },
  { header: 'Created', value: (s) => s.createdAt },
  { header: 'Completed', value: (s) => s.completedAt },
];

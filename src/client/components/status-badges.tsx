import type { ServiceStatus } from '../../domain/schemas/service-schedule';
import { subscriptionStatusLabel, type SubscriptionStatus } from '../../domain/subscription-status';
import { Badge } from './ui/badge';

// Status badges shared by the customer screens and the admin tables.

const SUBSCRIPTION_VARIANT = {
  active: 'default',
  past_due: 'warning',
  suspended: 'destructive',
  paused: 'warning',
  cancelled: 'destructive',
  pending: 'secondary',
} as const;

/** A subscription's status; `label` is its word in the reader's language (the office's is English). */
export function SubscriptionStatusBadge({
  status,
  label = subscriptionStatusLabel(status),
}: {
  status: SubscriptionStatus;
  label?: string;
}) {
  return <Badge variant={SUBSCRIPTION_VARIANT[status]}>{label}</Badge>;
}

// docs/product.md#pickup-states: neutral for scheduled, default for completed, destructive for
// cancelled or missed.
const SERVICE_VARIANT = {
  scheduled: 'secondary',
  completed: 'default',
  cancelled: 'destructive',
  missed: 'destructive',
} as const;

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return <Badge variant={SERVICE_VARIANT[status]}>{status}</Badge>;
}

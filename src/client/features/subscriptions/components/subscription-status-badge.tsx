import type { SubscriptionStatus } from '../../../../domain/schemas/subscription';
import { Badge } from '../../../components/ui/badge';

const VARIANT = {
  active: 'default',
  paused: 'warning',
  cancelled: 'destructive',
  pending: 'secondary',
} as const;

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>;
}

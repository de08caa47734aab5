import type { Subscription } from '../../../domain/schemas/subscription';
import { PickupSchedule } from '../../features/subscriptions/components/pickup-schedule';

/** The portal's Schedule tab, loaded when first opened (portal.tsx). */
export default function ScheduleTab({ subscription }: { subscription: Subscription }) {
  return <PickupSchedule subscription={subscription} />;
}

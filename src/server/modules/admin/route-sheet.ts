import type { RouteStop } from '../../../domain/schemas/admin.ts';
import type { PlacedStop } from '../../../domain/route-order.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { serviceSchedules, users } from '../../db/schema.ts';
import { doorHistories } from '../door-notices/door-notices-module.ts';
import { communityColumns, dayStops } from '../schedules/schedules-module.ts';
import { scheduleColumns } from './pickup-list.ts';

/**
 * The office's route sheet: the day's stops, with the community each door is in and whether it
 * has a notice still open, unordered.
 */
export async function routeStops(db: Database, date: string): Promise<PlacedStop<RouteStop>[]> {
  const rows = await dayStops(
    db
      .select({
        ...scheduleColumns,
        building: users.building,
        communityRequest: users.communityRequest,
        community: communityColumns,
      })
      .from(serviceSchedules)
      .$dynamic(),
    date,
  );
  const histories = await doorHistories(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    stop: {
      scheduleId: r.id,
      subscriptionId: r.subscriptionId,
      customerName: fullName(r),
      phone: r.phone,
      address: r.address,
      unit: r.unit,
      building: r.building,
      city: r.city,
      zip: r.zip,
      plan: r.plan,
      gateCode: r.gateCode,
      specialInstructions: r.specialInstructions,
      status: r.status,
      notes: r.notes,
      openNotice: histories.get(r.id)?.open ?? false,
    },
    communityRequest: r.communityRequest,
    community: r.community,
  }));
}

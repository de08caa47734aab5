import { SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import type { RouteGroup, RouteStop } from '../../../domain/schemas/admin.ts';

/** A stop as the repository reads it: the community the customer is in, or the name they typed. */
export type RouteStopRow = RouteStop & {
  community: { id: number; name: string; street: string; zip: string; accessNotes: string } | null;
  communityRequest: string | null;
};

// Buildings and units are labels people number: "2" comes before "10", "B" after "A".
const natural = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }).compare;

const byDoor = (a: RouteStopRow, b: RouteStopRow) =>
  natural(a.building, b.building) ||
  natural(a.unit, b.unit) ||
  natural(a.address, b.address) ||
  a.scheduleId - b.scheduleId;

/**
 * The route sheet's order (the `/admin/route-sheet` row of docs/product.md): listed communities
 * by name, each door by building then unit; then customers whose community is not listed yet,
 * under the name they typed; then everyone else under "Other addresses".
 */
export function groupRouteStops(rows: readonly RouteStopRow[]): RouteGroup[] {
  const listed = new Map<number, RouteStopRow[]>();
  const typed = new Map<string, RouteStopRow[]>();
  const other: RouteStopRow[] = [];
  for (const row of rows) {
    const request = row.communityRequest?.trim();
    if (row.community) listed.set(row.community.id, [...(listed.get(row.community.id) ?? []), row]);
    else if (request)
      typed.set(request.toLowerCase(), [...(typed.get(request.toLowerCase()) ?? []), row]);
    else other.push(row);
  }
  const strip = ({ community: _c, communityRequest: _r, ...stop }: RouteStopRow): RouteStop => stop;
  const group = (heading: string, community: RouteGroup['community'], stops: RouteStopRow[]) => ({
    heading,
    community,
    stops: [...stops].sort(byDoor).map(strip),
  });

  const communityGroups = [...listed.values()]
    .map((stops) => {
      const { id: _id, ...community } = stops[0]!.community!;
      return group(community.name, community, stops);
    })
    .sort((a, b) => natural(a.heading, b.heading) || natural(a.community!.zip, b.community!.zip));
  const typedGroups = [...typed.values()]
    .map((stops) => group(stops[0]!.communityRequest!.trim(), null, stops))
    .sort((a, b) => natural(a.heading, b.heading));
  const otherGroup = other.length > 0 ? [group(SERVICE_AREA_TEXT.otherAddresses, null, other)] : [];
  return [...communityGroups, ...typedGroups, ...otherGroup];
}

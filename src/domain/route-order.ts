import { SERVICE_AREA_TEXT } from './messages.ts';

// The order of a day's doors, shared by the printable route sheet and the crew app's route
// (the `/admin/route-sheet` row of docs/product.md): one walk through each community.

/** What the order reads of a door. */
type Door = { scheduleId: number; address: string; building: string; unit: string };

/** A listed community, with what the gate asks of the crew. */
export type RouteCommunity = {
  id: number;
  name: string;
  street: string;
  zip: string;
  accessNotes: string;
};

/** A stop and where its door is: a listed community, or the name the customer typed. */
export type PlacedStop<S extends Door> = {
  stop: S;
  community: RouteCommunity | null;
  communityRequest: string | null;
};

/** One heading of a route: a community, a typed community name, or "Other addresses". */
export type StopGroup<S> = {
  heading: string;
  community: Omit<RouteCommunity, 'id'> | null;
  stops: S[];
};

// Buildings and units are labels people number: "2" comes before "10", "B" after "A".
const natural = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }).compare;

const byDoor = <S extends Door>(a: PlacedStop<S>, b: PlacedStop<S>) =>
  natural(a.stop.building, b.stop.building) ||
  natural(a.stop.unit, b.stop.unit) ||
  natural(a.stop.address, b.stop.address) ||
  a.stop.scheduleId - b.stop.scheduleId;

/**
 * Listed communities by name, each door by building then unit; then customers whose community is
 * not listed yet, under the name they typed; then everyone else under "Other addresses".
 */
export function groupRouteStops<S extends Door>(rows: readonly PlacedStop<S>[]): StopGroup<S>[] {
  const listed = new Map<number, PlacedStop<S>[]>();
  const typed = new Map<string, PlacedStop<S>[]>();
  const other: PlacedStop<S>[] = [];
  for (const row of rows) {
    const request = row.communityRequest?.trim().toLowerCase();
    if (row.community) listed.set(row.community.id, [...(listed.get(row.community.id) ?? []), row]);
    else if (request) typed.set(request, [...(typed.get(request) ?? []), row]);
    else other.push(row);
  }
  const group = (
    heading: string,
    community: StopGroup<S>['community'],
    stops: PlacedStop<S>[],
  ): StopGroup<S> => ({
    heading,
    community,
    stops: [...stops].sort(byDoor).map((row) => row.stop),
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

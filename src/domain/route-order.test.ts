import { describe, expect, test } from 'vitest';
import type { RouteStop } from './schemas/admin.ts';
import { groupRouteStops, type PlacedStop } from './route-order.ts';

let next = 0;
const COMMUNITIES = {
  cinco: {
    id: 1,
    name: 'Cinco Ranch Commons',
    street: '23500 Cinco Ranch Blvd',
    zip: '77494',
    accessNotes: 'Call box 12',
  },
  brook: { id: 2, name: 'Brookshire Pines', street: '4100 FM 359', zip: '77423', accessNotes: '' },
};

type Over = Partial<RouteStop> & Partial<Omit<PlacedStop<RouteStop>, 'stop'>>;

function stop({ community = null, communityRequest = null, ...over }: Over): PlacedStop<RouteStop> {
  return {
    stop: {
      scheduleId: ++next,
      subscriptionId: next,
      customerName: `Customer ${next}`,
      phone: '2815550100',
      address: '1 Main St',
      unit: '',
      building: '',
      city: 'Katy',
      zip: '77494',
      plan: 'standard',
      gateCode: null,
      specialInstructions: null,
      status: 'scheduled',
      notes: null,
      openNotice: false,
      ...over,
    },
    community,
    communityRequest,
  };
}

const doors = (groups: ReturnType<typeof groupRouteStops<RouteStop>>) =>
  groups.map((g) => [
    g.heading,
    g.stops.map((s) => [s.building, s.unit].filter(Boolean).join('-') || s.address),
  ]);

describe('the route sheet order', () => {
  test('communities by name, then building and unit in natural order (2 before 10)', () => {
    const groups = groupRouteStops([
      stop({ community: COMMUNITIES.cinco, building: '10', unit: '1' }),
      stop({ community: COMMUNITIES.cinco, building: '2', unit: '10' }),
      stop({ community: COMMUNITIES.brook, building: 'B', unit: '3' }),
      stop({ community: COMMUNITIES.cinco, building: '2', unit: '2' }),
      stop({ community: COMMUNITIES.brook, building: 'A', unit: '12' }),
    ]);
    expect(doors(groups)).toEqual([
      ['Brookshire Pines', ['A-12', 'B-3']],
      ['Cinco Ranch Commons', ['2-2', '2-10', '10-1']],
    ]);
    expect(groups[1]!.community).toEqual({
      name: 'Cinco Ranch Commons',
      street: '23500 Cinco Ranch Blvd',
      zip: '77494',
      accessNotes: 'Call box 12',
    });
  });

  test('addresses without a listed community come last: under the typed name, then "Other addresses"', () => {
    const groups = groupRouteStops([
      stop({ address: '5 Main St' }),
      stop({ communityRequest: 'Elm Court ', address: '9 Elm St', unit: '10' }),
      stop({ community: COMMUNITIES.cinco, building: '1', unit: '1' }),
      stop({ communityRequest: 'elm court', address: '9 Elm St', unit: '9' }),
      stop({ communityRequest: 'Aspen Row', address: '2 Aspen' }),
      stop({ communityRequest: '  ', address: '3 Oak St' }),
    ]);
    expect(doors(groups)).toEqual([
      ['Cinco Ranch Commons', ['1-1']],
      ['Aspen Row', ['2 Aspen']],
      ['Elm Court', ['9', '10']],
      ['Other addresses', ['3 Oak St', '5 Main St']],
    ]);
    expect(groups.slice(1).every((g) => g.community === null)).toBe(true);
  });

  test('each stop keeps its gate code and instructions, and none of the grouping fields', () => {
    const [group] = groupRouteStops([
      stop({ community: COMMUNITIES.cinco, gateCode: '#4821', specialInstructions: 'By the mat' }),
    ]);
    expect(group!.stops[0]).toMatchObject({ gateCode: '#4821', specialInstructions: 'By the mat' });
    expect(group!.stops[0]).not.toHaveProperty('community');
    expect(group!.stops[0]).not.toHaveProperty('communityRequest');
  });

  test('no stops, no groups', () => {
    expect(groupRouteStops([])).toEqual([]);
  });
});

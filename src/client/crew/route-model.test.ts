import { describe, expect, it } from 'vitest';
import type { CrewAction, CrewRoute, CrewStop } from '../../domain/schemas/crew';
import { matchesSearch, routeView, serviceDateOf, withAction } from './route-model';

const stop = (scheduleId: number, overrides: Partial<CrewStop> = {}): CrewStop => ({
  scheduleId,
  firstName: 'Jordan',
  address: '2300 Katy Mills Blvd',
  building: '3',
  unit: String(1200 + scheduleId),
  plan: 'standard',
  bagsAllowed: 3,
  gateCode: '#4521',
  specialInstructions: null,
  visitNote: null,
  outcome: null,
  noticeHistory: null,
  ...overrides,
});

const route = (stops: CrewStop[]): CrewRoute => ({
  date: '2026-11-23',
  total: stops.length,
  done: stops.filter((s) => s.outcome).length,
  groups: [{ heading: 'Cinco Ranch Commons', community: null, stops }],
});

const action = (scheduleId: number, outcome: CrewAction['outcome'], at: string): CrewAction => ({
  id: crypto.randomUUID(),
  scheduleId,
  outcome,
  reason: outcome === 'problem' ? 'loose_trash' : null,
  photoId: outcome === 'problem' ? crypto.randomUUID() : null,
  occurredAt: at,
});

describe('the route as the crew app shows it', () => {
  it('shows a waiting action at its door at once, and counts the door as done', () => {
    const view = routeView(route([stop(1), stop(2)]), [
      action(2, 'collected', '2026-11-23T14:05:00Z'),
    ]);
    const [first, second] = view.groups[0]!.doors;
    expect(first).toMatchObject({ outcome: null, waiting: false });
    expect(second).toMatchObject({ outcome: { outcome: 'collected' }, waiting: true });
    expect(view).toMatchObject({ done: 1, total: 2 });
  });

  it('a later correction wins, whether it is on the phone or already on the server', () => {
    const sent = stop(1, {
      outcome: {
        outcome: 'collected',
        reason: null,
        bagCount: null,
        note: null,
        photoId: null,
        occurredAt: '2026-11-23T14:00:00Z',
        thanks: false,
      },
    });
    const corrected = routeView(route([sent]), [action(1, 'nothing_out', '2026-11-23T14:10:00Z')]);
    expect(corrected.groups[0]!.doors[0]).toMatchObject({
      outcome: { outcome: 'nothing_out' },
      waiting: true,
    });
    // An action made before the server's latest (another phone was later) does not hide it.
    const older = routeView(route([sent]), [action(1, 'problem', '2026-11-23T13:00:00Z')]);
    expect(older.groups[0]!.doors[0]).toMatchObject({
      outcome: { outcome: 'collected' },
      waiting: false,
    });
    // Two taps on the phone: the last one shows.
    const twice = routeView(route([stop(1)]), [
      action(1, 'collected', '2026-11-23T14:10:00Z'),
      action(1, 'nothing_out', '2026-11-23T14:11:00Z'),
    ]);
    expect(twice.groups[0]!.doors[0]!.outcome?.outcome).toBe('nothing_out');
  });

  it('writes a sent action into the saved route, so the door keeps it until the server is read', () => {
    const saved = withAction(
      route([stop(1), stop(2)]),
      action(1, 'collected', '2026-11-23T14:05:00Z'),
    );
    expect(saved.groups[0]!.stops.map((s) => s.outcome?.outcome ?? null)).toEqual([
      'collected',
      null,
    ]);
  });

  it('finds a door by unit, building or first name, in any order', () => {
    const door = stop(4, { unit: '1204', building: '7', firstName: 'Priya' });
    expect(matchesSearch(door, '1204')).toBe(true);
    expect(matchesSearch(door, '120')).toBe(true);
    expect(matchesSearch(door, '7 1204')).toBe(true);
    expect(matchesSearch(door, '1204 7')).toBe(true);
    expect(matchesSearch(door, 'priya')).toBe(true);
    expect(matchesSearch(door, '1205')).toBe(false);
  });

  it('today and tomorrow are days in the service zone, not the phone’s', () => {
    // 1 am in UTC is still the evening before in Katy.
    const now = new Date('2026-11-24T01:00:00Z');
    expect(serviceDateOf('today', now)).toBe('2026-11-23');
    expect(serviceDateOf('tomorrow', now)).toBe('2026-11-24');
  });
});

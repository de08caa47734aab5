import { addDays, serviceClock } from '../../domain/pickup-calendar';
import type { CrewAction, CrewRoute, CrewStop, DoorOutcome } from '../../domain/schemas/crew';

// What the crew app shows is the server's route with the porter's own actions laid over it: an
// action still waiting on the phone (or sent but not yet read back) must show at its door at once.

/** The two days a porter can open (docs/product.md#crew-app), in the service zone. */
export type Day = 'today' | 'tomorrow';
export const DAYS: readonly Day[] = ['today', 'tomorrow'];

export function serviceDateOf(day: Day, now: Date = new Date()): string {
  const today = serviceClock(now).date;
  return day === 'today' ? today : addDays(today, 1);
}

export const outcomeOf = (action: CrewAction): DoorOutcome => ({
  outcome: action.outcome,
  reason: action.reason ?? null,
  bagCount: action.bagCount ?? null,
  note: action.note ?? null,
  photoId: action.photoId ?? null,
  occurredAt: action.occurredAt,
  thanks: action.outcome === 'collected' && action.thanks === true,
});

/** The later of two outcomes by the time they happened: a correction wins, as on the server. */
export function laterOutcome(a: DoorOutcome | null, b: DoorOutcome | null): DoorOutcome | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.occurredAt) >= Date.parse(a.occurredAt) ? b : a;
}

/** A door as the screen shows it: its latest outcome and whether that one is still on the phone. */
export type Door = CrewStop & { waiting: boolean };

/** The newest waiting action of each door. */
function latestByStop(actions: readonly CrewAction[]): Map<number, CrewAction> {
  const latest = new Map<number, CrewAction>();
  for (const action of actions) {
    const seen = latest.get(action.scheduleId);
    if (!seen || Date.parse(action.occurredAt) >= Date.parse(seen.occurredAt)) {
      latest.set(action.scheduleId, action);
    }
  }
  return latest;
}

export function doorOf(stop: CrewStop, waiting: CrewAction | undefined): Door {
  if (!waiting) return { ...stop, waiting: false };
  const outcome = laterOutcome(stop.outcome, outcomeOf(waiting));
  return { ...stop, outcome, waiting: outcome !== stop.outcome };
}

export type RouteView = {
  date: string;
  groups: { heading: string; community: CrewRoute['groups'][number]['community']; doors: Door[] }[];
  total: number;
  done: number;
};

export function routeView(route: CrewRoute, waiting: readonly CrewAction[]): RouteView {
  const latest = latestByStop(waiting);
  let done = 0;
  const groups = route.groups.map((group) => ({
    heading: group.heading,
    community: group.community,
    doors: group.stops.map((stop) => {
      const door = doorOf(stop, latest.get(stop.scheduleId));
      if (door.outcome) done += 1;
      return door;
    }),
  }));
  return { date: route.date, groups, total: route.total, done };
}

/** The route with a sent action written in, so the door keeps it until the server's copy is read. */
export function withAction(route: CrewRoute, action: CrewAction): CrewRoute {
  return {
    ...route,
    groups: route.groups.map((group) => ({
      ...group,
      stops: group.stops.map((stop) =>
        stop.scheduleId === action.scheduleId
          ? { ...stop, outcome: laterOutcome(stop.outcome, outcomeOf(action)) }
          : stop,
      ),
    })),
  };
}

/** What "find a unit" looks in: the unit, its building and the resident's name, in any order. */
export function searchText(stop: CrewStop): string {
  return `${stop.unit} ${stop.building} ${stop.firstName}`.toLowerCase();
}

export const matchesSearch = (stop: CrewStop, query: string) => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = searchText(stop);
  return words.every((word) => text.includes(word));
};

import { serviceClock, weekdayOf } from '../../../domain/pickup-calendar.ts';
import { PICKUP_WINDOW_END_HOUR } from '../../../domain/pickup-window.ts';
import {
  TODAY_MISSED_DOORS_SHOWN,
  type TodayBoard,
  type TodayCommunity,
  type TodayDoor,
} from '../../../domain/schemas/today.ts';
import type { Database } from '../../db/client.ts';
import { createTodayRepository, type PlacedDoor } from './today-repository.ts';

// Buildings and units are labels people number: "2" comes before "10".
const natural = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }).compare;
const byDoor = (a: TodayDoor, b: TodayDoor) =>
  natural(a.building, b.building) || natural(a.unit, b.unit) || a.scheduleId - b.scheduleId;

const OTHER_KEY = 'other';
const keyOf = (communityId: number | null) =>
  communityId === null ? OTHER_KEY : String(communityId);

function byCommunity<D>(rows: readonly PlacedDoor<D>[]): Map<string, D[]> {
  const map = new Map<string, D[]>();
  for (const row of rows) {
    const key = keyOf(row.communityId);
    map.set(key, [...(map.get(key) ?? []), row.door]);
  }
  return map;
}

/**
 * Today's board as the office reads it at `now`: per community the day's stops, how many are
 * done, the problems, and, once the window is over, the doors nobody recorded (missed).
 */
export async function readTodayBoard(db: Database, now: Date = new Date()): Promise<TodayBoard> {
  const repo = createTodayRepository(db);
  const { date, hour } = serviceClock(now);
  const windowEnded = hour >= PICKUP_WINDOW_END_HOUR;
  const [counts, problems] = await Promise.all([
    repo.counts(date, windowEnded ? TODAY_MISSED_DOORS_SHOWN : 0),
    repo.problems(date),
  ]);
  const ids = counts.flatMap((c) => (c.communityId === null ? [] : [c.communityId]));
  const places = new Map(
    (await repo.communities(ids, weekdayOf(date))).map((c) => [String(c.id), c]),
  );
  const problemsOf = byCommunity(problems);

  const rows: TodayCommunity[] = counts.map((c) => {
    const key = keyOf(c.communityId);
    const place = places.get(key);
    return {
      key,
      name: place?.name ?? null,
      porters: place?.porter ? [place.porter] : [],
      stops: c.stops,
      done: c.done,
      problems: c.problems,
      open: c.stops - c.done,
      problemDoors: problemsOf.get(key) ?? [],
      missedDoors: c.missed.sort(byDoor),
    };
  });
  // Listed communities by name; the doors outside any listed community last.
  rows.sort((a, b) =>
    a.name === null ? 1 : b.name === null ? -1 : natural(a.name, b.name) || natural(a.key, b.key),
  );
  const sum = (field: 'stops' | 'done' | 'problems' | 'open') =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    date,
    windowEnded,
    total: {
      stops: sum('stops'),
      done: sum('done'),
      problems: sum('problems'),
      open: sum('open'),
    },
    communities: rows,
    readAt: now.toISOString(),
  };
}

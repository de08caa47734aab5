import { addDays } from '../../../domain/pickup-calendar.ts';
import { doorKey, nameKey, ROSTER_REJECT_TEXT } from '../../../domain/rosters.ts';
import type { RejectedRow, RosterDiff, RosterRow } from '../../../domain/schemas/rosters.ts';

// The diff between a rent roll and a community's roster (docs/product.md#rent-roll-rosters):
// a function of the file's rows and what is stored, so the preview and the apply compute it
// the same way, and a file applied twice finds nothing left to change.

/** A resident served under the community's contract, or still served until `lastDay`. */
export type CurrentResident = {
  userId: number;
  subscriptionId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  building: string;
  unit: string;
  startsOn: string | null;
  /** Set once the resident's move-out is recorded: the last day served. */
  lastDay: string | null;
  hasPassword: boolean;
};

/** An account the file's emails name, wherever it is. */
export type KnownAccount = { userId: number; role: string; hasPassword: boolean };

export type RosterState = {
  doors: ReadonlySet<string>;
  residents: readonly CurrentResident[];
  /** By lowered email. */
  accounts: ReadonlyMap<string, KnownAccount>;
};

type Diff = RosterDiff;

/** The diff with what applying it needs: who each change is about. */
export type RosterPlan = {
  diff: Diff;
  moveIns: (Diff['moveIns'][number] & {
    firstName: string;
    lastName: string;
    userId: number | null;
    hasPassword: boolean;
  })[];
  moveOuts: (Diff['moveOuts'][number] & { subscriptionId: number })[];
  extensions: (Diff['extensions'][number] & { userId: number })[];
  contactChanges: (Diff['contactChanges'][number] & { userId: number })[];
};

const nameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What applying the rows changes on `today` (a service date). Decided here, and documented in
 * docs/product.md#rent-roll-rosters:
 * - a resident is the same person when the row at their door has their email or their name;
 * - a row with a move-out date ends its resident's service on that day; a resident the file no
 *   longer lists has left, served through yesterday; one whose door has a new resident is
 *   served through the day before the new resident's first day (at least through yesterday);
 * - a resident whose recorded move-out the file puts later (a renewed lease) or takes away is
 *   served on from the day after it; an earlier date is left as recorded;
 * - a row whose move-out day has passed, for someone not served, is a former resident: skipped;
 * - a resident at a door whose row is rejected stays as they are.
 */
export function diffRoster(
  rows: readonly RosterRow[],
  rejectedRows: readonly RejectedRow[],
  state: RosterState,
  today: string,
): RosterPlan {
  const yesterday = addDays(today, -1);
  const rejected = rejectedRows.map(({ line, reason }) => ({ line, reason }));
  const keptDoors = new Set(rejectedRows.flatMap((r) => (r.door ? [r.door] : [])));
  // A resident served on after a recorded move-out has two subscriptions: the one still served.
  const byUser = new Map<number, CurrentResident>();
  for (const r of state.residents) {
    const kept = byUser.get(r.userId);
    const servedLonger =
      !kept || kept.lastDay === null ? false : r.lastDay === null || r.lastDay > kept.lastDay;
    if (!kept || servedLonger) byUser.set(r.userId, r);
  }
  const residents = [...byUser.values()];
  const atDoor = new Map<string, CurrentResident[]>();
  for (const resident of residents) {
    const key = doorKey(resident.building, resident.unit);
    atDoor.set(key, [...(atDoor.get(key) ?? []), resident]);
  }
  const plan: RosterPlan = {
    diff: {
      rows: rows.length + rejectedRows.length,
      unchanged: 0,
      doorsToAdd: [],
      moveIns: [],
      moveOuts: [],
      extensions: [],
      contactChanges: [],
      rejected,
    },
    moveIns: [],
    moveOuts: [],
    extensions: [],
    contactChanges: [],
  };
  const matched = new Set<number>();
  /** Each listed door's row, and the first day of its new resident when it has one. */
  const listed = new Map<string, { line: number; newcomerStartsOn: string | null }>();
  for (const row of rows) {
    const key = doorKey(row.building, row.unit);
    listed.set(key, { line: row.line, newcomerStartsOn: null });
    if (!state.doors.has(key))
      plan.diff.doorsToAdd.push({ building: row.building, unit: row.unit });
    if (row.vacant) {
      if (state.doors.has(key)) plan.diff.unchanged++;
      continue;
    }
    const here = atDoor.get(key) ?? [];
    const same =
      here.find((r) => r.email.toLowerCase() === row.email) ??
      here.find((r) => nameKey(r.firstName, r.lastName) === nameKey(row.firstName, row.lastName));
    const door = { building: row.building, unit: row.unit };
    if (same) {
      matched.add(same.subscriptionId);
      const newEmail = same.email.toLowerCase() !== row.email;
      const owner = state.accounts.get(row.email);
      if (newEmail && owner && owner.userId !== same.userId) {
        rejected.push({ line: row.line, reason: ROSTER_REJECT_TEXT.emailTaken });
        continue;
      }
      const newPhone = row.phone !== '' && row.phone !== same.phone.replace(/\D/g, '').slice(-10);
      let changed = false;
      if (newEmail || newPhone) {
        plan.contactChanges.push({
          line: row.line,
          ...door,
          name: nameOf(same),
          email: newEmail ? { from: same.email, to: row.email } : null,
          phone: newPhone ? { from: same.phone, to: row.phone } : null,
          userId: same.userId,
        });
        changed = true;
      }
      if (same.lastDay !== null && (row.moveOut === null || row.moveOut > same.lastDay)) {
        plan.extensions.push({
          line: row.line,
          ...door,
          name: nameOf(same),
          startsOn: later(addDays(same.lastDay, 1), today),
          moveOut: row.moveOut,
          userId: same.userId,
        });
        changed = true;
      } else if (row.moveOut && same.lastDay === null) {
        plan.moveOuts.push({
          line: row.line,
          ...door,
          name: nameOf(same),
          lastDay: row.moveOut,
          reason: 'moveOut',
          subscriptionId: same.subscriptionId,
        });
        changed = true;
      }
      if (!changed) plan.diff.unchanged++;
      continue;
    }
    if (row.moveOut && row.moveOut < today) {
      plan.diff.unchanged++;
      continue;
    }
    const account = state.accounts.get(row.email);
    if (account && account.role !== 'customer') {
      rejected.push({ line: row.line, reason: ROSTER_REJECT_TEXT.emailTaken });
      keptDoors.add(key);
      continue;
    }
    const startsOn = later(row.moveIn ?? today, today);
    listed.set(key, { line: row.line, newcomerStartsOn: startsOn });
    plan.moveIns.push({
      line: row.line,
      ...door,
      name: nameOf(row),
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      startsOn,
      moveOut: row.moveOut,
      hasAccount: Boolean(account),
      userId: account?.userId ?? null,
      hasPassword: account?.hasPassword ?? false,
    });
  }
  for (const resident of residents) {
    if (matched.has(resident.subscriptionId) || resident.lastDay !== null) continue;
    const key = doorKey(resident.building, resident.unit);
    if (keptDoors.has(key)) continue;
    const row = listed.get(key);
    const newcomer = row?.newcomerStartsOn;
    plan.moveOuts.push({
      line: row?.line ?? null,
      building: resident.building,
      unit: resident.unit,
      name: nameOf(resident),
      lastDay: newcomer ? later(addDays(newcomer, -1), yesterday) : yesterday,
      reason: newcomer ? 'replaced' : 'notInFile',
      subscriptionId: resident.subscriptionId,
    });
  }
  rejected.sort((a, b) => a.line - b.line);
  plan.diff.moveIns = plan.moveIns;
  plan.diff.moveOuts = plan.moveOuts;
  plan.diff.extensions = plan.extensions;
  plan.diff.contactChanges = plan.contactChanges;
  return plan;
}

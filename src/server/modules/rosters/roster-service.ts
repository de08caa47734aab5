import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { doorKey, ROSTER_TEXT, suggestColumns } from '../../../domain/rosters.ts';
import { SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import {
  readRosterRows,
  RosterDiffSchema,
  type Roster,
  type RosterColumnsReply,
  type RosterDiff,
  type RosterDoor,
  type RosterFile,
  type RosterImport,
  type RosterUpload,
} from '../../../domain/schemas/rosters.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  createResidentAccounts,
  moveResidentToDoor,
  updateResidentContact,
  type AccountService,
} from '../auth/auth-module.ts';
import { endPropertyDoors, enrolPropertyDoors } from '../subscriptions/subscriptions-module.ts';
import { diffRoster, type CurrentResident, type RosterPlan } from './roster-diff.ts';
import { checkColumns, readRosterFile } from './roster-file.ts';
import { createRosterRepository, type RosterCommunity } from './roster-repository.ts';

// A property-paid community's rent-roll roster (docs/product.md#rent-roll-rosters): read a file,
// preview its diff, apply it whole. The rosters module writes only its doors, column maps and
// imports; residents' accounts and doors change through the auth and subscriptions modules, in
// the apply's transaction (docs/decisions/059-properties-as-customers.md).

export type RosterDeps = {
  db: Database;
  accounts: Pick<AccountService, 'inviteResidents'>;
};

/** Who applies a roster, as its import keeps them. */
export type RosterApplier = { id: number; name: string };

type PaidCommunity = RosterCommunity & { contract: NonNullable<RosterCommunity['contract']> };

async function paidCommunity(db: Database, communityId: number, lock = false) {
  const community = await createRosterRepository(db).findCommunity(communityId, lock);
  if (!community) throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  if (!community.contract) throw conflict(ROSTER_TEXT.notPropertyPaid);
  return community as PaidCommunity;
}

/** The file's headers and the map to offer: the community's last one when it fits the file. */
export async function readColumns(
  deps: RosterDeps,
  communityId: number,
  file: RosterFile,
): Promise<RosterColumnsReply> {
  await paidCommunity(deps.db, communityId);
  const { headers, records } = readRosterFile(file.csv);
  const remembered = await createRosterRepository(deps.db).findColumns(communityId);
  const fits =
    remembered !== undefined &&
    Object.values(remembered).every((header) => header === null || headers.includes(header));
  return {
    headers,
    columns: fits ? remembered : suggestColumns(headers),
    remembered: fits,
    rows: records.length,
  };
}

/** The file's rows as its column map reads them; a 400 when the map does not fit the file. */
function readUpload(upload: RosterUpload): ReturnType<typeof readRosterRows> {
  const { headers, records } = readRosterFile(upload.csv);
  checkColumns(headers, upload.columns);
  return readRosterRows(records, headers, upload.columns);
}

async function planFor(
  db: Database,
  community: PaidCommunity,
  { rows, rejected }: ReturnType<typeof readRosterRows>,
  now: Date,
): Promise<RosterPlan> {
  const repo = createRosterRepository(db);
  const doors = await repo.doorKeys(community.id);
  const residents = await repo.currentResidents(community.contract.id, now);
  const accounts = await repo.accountsByEmail(rows.flatMap((r) => (r.email ? [r.email] : [])));
  return diffRoster(
    rows,
    rejected,
    { doors: new Set(doors.map((d) => doorKey(d.building, d.unit))), residents, accounts },
    serviceClock(now).date,
  );
}

/** What applying the file would change; nothing is written. */
export async function previewRoster(
  deps: RosterDeps,
  communityId: number,
  upload: RosterUpload,
  now = new Date(),
): Promise<RosterDiff> {
  const community = await paidCommunity(deps.db, communityId);
  return (await planFor(deps.db, community, readUpload(upload), now)).diff;
}

/**
 * Applies the file in one transaction, on the diff computed again inside it under the
 * community's lock: the same file applied twice changes nothing the second time, and two
 * applies at once take turns. The file is read before, so the lock waits on no parsing. Move-outs
 * go first, so a resident moving to another door of the community ends one door before starting
 * the next; the doors start and end in batches, so the contract's pickups are brought in line
 * once rather than once a door.
 */
export async function applyRoster(
  deps: RosterDeps,
  communityId: number,
  upload: RosterUpload,
  applier: RosterApplier,
  now = new Date(),
): Promise<{ import: RosterImport; diff: RosterDiff }> {
  await paidCommunity(deps.db, communityId);
  const read = readUpload(upload);
  return deps.db.transaction(async (tx) => {
    const community = await paidCommunity(tx, communityId, true);
    const plan = await planFor(tx, community, read, now);
    const repo = createRosterRepository(tx);
    await repo.addDoors(community.id, plan.diff.doorsToAdd);
    const { contract } = community;
    await endPropertyDoors(
      tx,
      contract.id,
      plan.moveOuts.map((out) => ({ subscriptionId: out.subscriptionId, lastDay: out.lastDay })),
      now,
    );
    for (const change of plan.contactChanges) {
      await updateResidentContact(tx, change.userId, {
        ...(change.email && { email: change.email.to }),
        ...(change.phone && { phone: change.phone.to }),
      });
    }
    const address = { address: community.street, city: community.city, zip: community.zip };
    const newcomers = plan.moveIns.filter((m) => m.userId === null);
    const ids = await createResidentAccounts(
      tx,
      newcomers.map((m) => ({
        communityId: community.id,
        building: m.building,
        unit: m.unit,
        ...address,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        phone: m.phone,
      })),
    );
    const created = new Map(newcomers.map((m, i) => [m, ids[i]!]));
    for (const m of plan.moveIns) {
      if (m.userId === null) continue;
      const door = { building: m.building, unit: m.unit };
      await moveResidentToDoor(tx, m.userId, { communityId: community.id, ...door, ...address });
    }
    const moveIns = plan.moveIns.map((m) => ({ ...m, userId: m.userId ?? created.get(m)! }));
    // Residents moving in and those served on after a recorded move-out start together.
    const starts = [...moveIns, ...plan.extensions];
    const subscriptionIds = await enrolPropertyDoors(tx, contract, starts, now);
    await endPropertyDoors(
      tx,
      contract.id,
      starts.flatMap((s, i) =>
        s.moveOut ? [{ subscriptionId: subscriptionIds[i]!, lastDay: s.moveOut }] : [],
      ),
      now,
    );
    const invitations = moveIns.map((m) => ({
      userId: m.userId,
      email: m.email,
      firstName: m.firstName,
      communityName: community.name,
      hasPassword: m.hasPassword,
    }));
    await deps.accounts.inviteResidents(tx, invitations);
    await repo.saveColumns(community.id, upload.columns);
    const diff = RosterDiffSchema.parse(plan.diff);
    const entry = await repo.insertImport({
      communityId: community.id,
      appliedBy: applier.id,
      appliedByName: applier.name,
      fileName: upload.fileName || 'roster.csv',
      diff,
    });
    return { import: entry, diff };
  });
}

const byDoor = (a: { building: string; unit: string }, b: { building: string; unit: string }) =>
  a.building.localeCompare(b.building, 'en', { numeric: true }) ||
  a.unit.localeCompare(b.unit, 'en', { numeric: true });

const residentOf = (r: CurrentResident): NonNullable<RosterDoor['resident']> => ({
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  phone: r.phone,
  status: r.lastDay !== null ? 'moving-out' : r.hasPassword ? 'active' : 'invited',
  moveIn: r.startsOn,
  moveOut: r.lastDay,
});

/** The community's doors, each with its resident when it has one. */
export async function readRoster(
  deps: RosterDeps,
  communityId: number,
  now = new Date(),
): Promise<Roster> {
  const repo = createRosterRepository(deps.db);
  const community = await repo.findCommunity(communityId);
  if (!community) throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  const doors = await repo.doorKeys(communityId);
  const residents = community.contract
    ? await repo.currentResidents(community.contract.id, now)
    : [];
  const byKey = new Map<string, RosterDoor>();
  for (const door of doors)
    byKey.set(doorKey(door.building, door.unit), { ...door, resident: null });
  // The subscription served longest comes first: still served, else the latest move-out.
  const ordered = [...residents].sort((a, b) =>
    a.lastDay === b.lastDay
      ? 0
      : a.lastDay === null
        ? -1
        : b.lastDay === null
          ? 1
          : a.lastDay > b.lastDay
            ? -1
            : 1,
  );
  for (const r of ordered) {
    const key = doorKey(r.building, r.unit);
    const door = byKey.get(key);
    if (!door) byKey.set(key, { building: r.building, unit: r.unit, resident: residentOf(r) });
    else if (!door.resident) door.resident = residentOf(r);
  }
  return {
    communityName: community.name,
    propertyPaid: community.contract !== null,
    doors: [...byKey.values()].sort(byDoor),
  };
}

export async function listImports(deps: RosterDeps, communityId: number): Promise<RosterImport[]> {
  const repo = createRosterRepository(deps.db);
  if (!(await repo.findCommunity(communityId))) {
    throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  }
  return repo.listImports(communityId);
}

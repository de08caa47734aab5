import { CREW_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import type {
  CrewAssignments,
  InvitePorterInput,
  Porter,
  SetAssignmentsInput,
} from '../../../domain/schemas/crew-admin.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AccountService } from '../auth/auth-module.ts';
import { createCrewRepository, type PorterRow } from './crew-repository.ts';

// The office's side of the crew (docs/product.md#crew-app): porters and their communities.

/** What the crew asks of accounts: the invitation mail, and closing a porter's account. */
export type CrewAccounts = Pick<
  AccountService,
  'invitePorter' | 'resendInvite' | 'deactivate' | 'endSessions'
>;

export type CrewAdminDeps = { db: Database; accounts: CrewAccounts };

async function withAssignments(db: Database, porters: PorterRow[]): Promise<Porter[]> {
  const all = await createCrewRepository(db).assignments();
  return porters.map((porter) => ({
    ...porter,
    assignments: all
      .filter((a) => a.porterId === porter.id)
      .map(({ weekday, communityId, communityName }) => ({
        weekday,
        communityId,
        communityName,
      })),
  }));
}

async function porterOnCrew(db: Database, id: number): Promise<PorterRow> {
  const porter = await createCrewRepository(db).findPorter(id);
  if (!porter) throw notFound(CREW_ADMIN_TEXT.porterNotFound);
  if (porter.status === 'deactivated') throw conflict(CREW_ADMIN_TEXT.porterRemoved);
  return porter;
}

const refuse = (message: string) => badRequest(message, { assignments: [message] });

export async function listPorters({ db }: CrewAdminDeps): Promise<Porter[]> {
  return withAssignments(db, await createCrewRepository(db).listPorters());
}

export async function invitePorter(deps: CrewAdminDeps, input: InvitePorterInput): Promise<Porter> {
  const { id } = await deps.accounts.invitePorter(input);
  const [porter] = await withAssignments(deps.db, [
    (await createCrewRepository(deps.db).findPorter(id))!,
  ]);
  return porter!;
}

export async function resendInvite(deps: CrewAdminDeps, id: number): Promise<Porter> {
  const porter = await porterOnCrew(deps.db, id);
  await deps.accounts.resendInvite(porter);
  const [answer] = await withAssignments(deps.db, [porter]);
  return answer!;
}

/**
 * Removes a porter from the crew: their days lose them, their account closes and every session
 * ends. What they recorded stays, under their name. Removing them again changes nothing.
 */
export async function removePorter(deps: CrewAdminDeps, id: number): Promise<Porter> {
  const porter = await createCrewRepository(deps.db).findPorter(id);
  if (!porter) throw notFound(CREW_ADMIN_TEXT.porterNotFound);
  if (porter.status !== 'deactivated') {
    await deps.db.transaction(async (tx) => {
      await createCrewRepository(tx).removeAssignmentsOf(id);
      await deps.accounts.deactivate(tx, id);
    });
    await deps.accounts.endSessions(id);
  }
  return { ...porter, status: 'deactivated', assignments: [] };
}

export async function crewAssignments({ db }: CrewAdminDeps): Promise<CrewAssignments> {
  return { assignments: await createCrewRepository(db).assignments() };
}

/** Sets who walks each community on a weekday; communities left out have nobody that day. */
export async function setCrewDay(
  { db }: CrewAdminDeps,
  weekday: number,
  input: SetAssignmentsInput,
): Promise<CrewAssignments> {
  const repo = createCrewRepository(db);
  const communityIds = input.assignments.map((a) => a.communityId);
  const found = await repo.communities(communityIds);
  if (found.length !== new Set(communityIds).size) throw refuse(CREW_ADMIN_TEXT.communityUnknown);
  const inactive = found.find((c) => !c.active);
  if (inactive) throw refuse(CREW_ADMIN_TEXT.communityInactive(inactive.name));
  const porterIds = [...new Set(input.assignments.map((a) => a.porterId))];
  const onCrew = await repo.activePorters(porterIds);
  if (porterIds.some((id) => !onCrew.has(id))) throw refuse(CREW_ADMIN_TEXT.porterNotFound);
  await db.transaction((tx) => createCrewRepository(tx).replaceDay(weekday, input.assignments));
  return { assignments: await repo.assignments(weekday) };
}

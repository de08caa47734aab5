import { MANAGER_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import { SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import type { CommunityManager, InviteManagerInput } from '../../../domain/schemas/managers.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { NO_PASSWORD_HASH } from '../../lib/passwords.ts';
import type { AccountService } from '../auth/auth-module.ts';
import { createContractRepository } from './contract-repository.ts';
import { createManagerRepository } from './manager-repository.ts';

// The office gives a property's staff the manager's portal of a community
// (docs/product.md#property-managers).

export type ManagersDeps = {
  db: Database;
  accounts: Pick<AccountService, 'inviteManager'>;
};

export async function listManagers(
  deps: Pick<ManagersDeps, 'db'>,
  communityId: number,
): Promise<CommunityManager[]> {
  if (!(await createContractRepository(deps.db).find(communityId))) {
    throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  }
  const rows = await createManagerRepository(deps.db).managersOf(communityId);
  return rows.map((row) => ({
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.passwordHash === NO_PASSWORD_HASH ? 'invited' : 'active',
    addedAt: row.addedAt.toISOString(),
  }));
}

/**
 * Invites the manager and adds the community to their portal, both or neither; the email goes
 * once the two have committed.
 */
export async function addManager(
  deps: ManagersDeps,
  communityId: number,
  input: InviteManagerInput,
): Promise<CommunityManager[]> {
  await deps.db.transaction(async (tx) => {
    const found = await createContractRepository(tx).find(communityId);
    if (!found) throw notFound(SERVICE_AREA_TEXT.communityNotFound);
    const manager = await deps.accounts.inviteManager(tx, input, found.communityName);
    await createManagerRepository(tx).add(manager.id, communityId);
  });
  return listManagers(deps, communityId);
}

/** The manager no longer sees the community; their account stays for their other ones. */
export async function removeManager(
  deps: Pick<ManagersDeps, 'db'>,
  communityId: number,
  userId: number,
): Promise<CommunityManager[]> {
  if (!(await createManagerRepository(deps.db).remove(userId, communityId))) {
    throw notFound(MANAGER_ADMIN_TEXT.managerNotFound);
  }
  return listManagers(deps, communityId);
}

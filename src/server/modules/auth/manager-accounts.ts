import { MANAGER_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import type { InviteManagerInput } from '../../../domain/schemas/managers.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { NO_PASSWORD_HASH } from '../../lib/passwords.ts';
import { enqueueMail, managerInviteMail } from '../mail/mail-module.ts';
import type { AccountDeps } from './account-deps.ts';
import { issuePasswordLink } from './password-changes.ts';
import { createAccount } from './sign-up.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

/** A manager's invitation link sets the first password: long enough to reach a busy office. */
const INVITE_LINK_DAYS = 7;
const INVITE_TOKEN_TTL_MS = INVITE_LINK_DAYS * 24 * 60 * 60_000;

/**
 * Gives a property's manager an account for `communityName`, in the caller's transaction
 * (docs/product.md#property-managers): a manager account without a password and an email whose
 * link sets one. A manager who already has an account keeps it, and is told by email which
 * community was added (with a fresh link while they have no password yet). An account of any
 * other kind with that email is a 409: a resident or staff account never becomes a manager's.
 */
export async function inviteManager(
  deps: AccountDeps,
  tx: Database,
  input: InviteManagerInput,
  communityName: string,
): Promise<UserRow> {
  const users = createUserRepository(tx);
  const existing = await users.findByLogin(input.email);
  if (existing && (existing.role !== 'manager' || existing.deactivatedAt)) {
    const message = MANAGER_ADMIN_TEXT.emailTaken;
    throw conflict(message, { email: [message] });
  }
  const row =
    existing ??
    (await createAccount(tx, {
      ...input,
      username: input.email,
      role: 'manager',
      passwordHash: NO_PASSWORD_HASH,
    }));
  const setPassword =
    row.passwordHash === NO_PASSWORD_HASH
      ? await issuePasswordLink(deps, tx, row.id, INVITE_TOKEN_TTL_MS)
      : null;
  const links = { setPassword, signIn: `${deps.appUrl}/login` };
  await enqueueMail(
    tx,
    managerInviteMail(row.email, row.firstName, communityName, links, INVITE_LINK_DAYS),
  );
  return row;
}

import type { InvitePorterInput } from '../../../domain/schemas/crew-admin.ts';
import { CREW_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { NO_PASSWORD_HASH } from '../../lib/passwords.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { DEFAULT_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { composeMail, enqueueMail } from '../mail/mail-module.ts';
import { endAccountLinks } from './account-links.ts';
import type { AccountDeps } from './account-deps.ts';
import { issuePasswordLink } from './password-changes.ts';
import { crewInviteMail } from './security-mail.ts';
import { createAccount } from './sign-up.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

/** A porter's invitation link sets the first password: long enough to reach a new hire. */
const INVITE_LINK_DAYS = 7;
const INVITE_TOKEN_TTL_MS = INVITE_LINK_DAYS * 24 * 60 * 60_000;

/** Who an invitation goes to. */
type Invited = Pick<UserRow, 'id' | 'email' | 'firstName'>;

async function sendInvite(deps: AccountDeps, db: Database, porter: Invited): Promise<void> {
  const url = await issuePasswordLink(deps, db, porter.id, INVITE_TOKEN_TTL_MS);
  const links = { setPassword: url, signIn: `${deps.appUrl}/login` };
  // In the language of the porter's row as it is now: one who chose Spanish reads it in Spanish.
  const row = await createUserRepository(db).findById(porter.id);
  const words = crewInviteMail(porter.firstName, links, INVITE_LINK_DAYS);
  const translator = translatorFor(row?.language ?? DEFAULT_LANGUAGE);
  await enqueueMail(db, composeMail(translator, porter.email, words));
}

/**
 * Invites a porter (docs/product.md#crew-app): a crew account without a password, and an
 * email whose link sets one. A porter removed earlier comes back under the same account, so
 * their history stays theirs; any other account with the email is a 409.
 */
export async function invitePorter(deps: AccountDeps, input: InvitePorterInput): Promise<UserRow> {
  const details = { ...input, username: input.email };
  return deps.db.transaction(async (tx) => {
    const txUsers = createUserRepository(tx);
    const existing = await txUsers.findByLogin(input.email);
    let row: UserRow;
    if (existing) {
      if (existing.role !== 'porter') {
        const message =
          existing.email.toLowerCase() === input.email.toLowerCase()
            ? CREW_ADMIN_TEXT.emailTakenByCustomer
            : MESSAGES.emailTaken;
        throw conflict(message, { email: [message] });
      }
      if (!existing.deactivatedAt) {
        throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      }
      row = await txUsers.update(existing.id, {
        ...details,
        deactivatedAt: null,
        passwordHash: NO_PASSWORD_HASH,
      });
    } else {
      row = await createAccount(tx, { ...details, role: 'porter', passwordHash: NO_PASSWORD_HASH });
    }
    await sendInvite(deps, tx, row);
    return row;
  });
}

/** A fresh invitation link for a porter on the crew; older links stop working. */
export async function resendInvite(deps: AccountDeps, porter: Invited): Promise<void> {
  await deps.db.transaction((tx) => sendInvite(deps, tx, porter));
}

/**
 * Closes an account in the caller's transaction `db`: no password, no usable link, flagged
 * as removed. The caller ends its sessions once that commits (`endSessions`).
 */
export async function deactivate(db: Database, userId: number): Promise<UserRow> {
  await endAccountLinks(db, userId);
  return createUserRepository(db).update(userId, {
    passwordHash: NO_PASSWORD_HASH,
    deactivatedAt: new Date(),
  });
}

/** Signs the user out everywhere. */
export function endSessions(deps: AccountDeps, userId: number): Promise<void> {
  return deps.endOtherSessions(userId);
}

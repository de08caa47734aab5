import type { RegisterInput, SignUpEdit } from '../../../domain/schemas/account.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endAccountLinks } from './account-links.ts';
import { PASSWORD_WORK, type AccountDeps } from './account-deps.ts';
import { createUserRepository, type NewUser, type UserRow } from './user-repository.ts';

/** A checked sign-up, its password already hashed, ready to insert. */
export type PreparedSignUp = NewUser;

/** The account fields the sign-up's information step corrects before payment. */
export type ProfileEdit = Pick<
  SignUpEdit,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'unit'
  | 'building'
  | 'communityId'
  | 'communityRequest'
  | 'city'
  | 'zip'
>;

/** Where the door is, as the users row keeps it: no community is null, an unnamed one too. */
const doorOf = (input: {
  building?: string;
  communityId?: number | null;
  communityRequest?: string;
}) => ({
  building: input.building ?? '',
  communityId: input.communityId ?? null,
  communityRequest: input.communityRequest || null,
});

/** A 400 outside the service area or for a community not listed in its ZIP code. */
async function checkServiceAddress(
  deps: AccountDeps,
  input: { zip: string; communityId?: number | null },
): Promise<void> {
  if (!(await deps.isServedZip(input.zip))) {
    throw badRequest(MESSAGES.zipNotServed, { zip: [MESSAGES.zipNotServed] });
  }
  if (input.communityId != null && !(await deps.isCommunityInZip(input.zip, input.communityId))) {
    throw badRequest(MESSAGES.communityNotInZip, { communityId: [MESSAGES.communityNotInZip] });
  }
}

/** A 409 naming each field already taken. */
function refuseTaken(taken: { email: boolean; username: boolean }): void {
  if (!taken.email && !taken.username) return;
  const errors: Record<string, string[]> = {};
  if (taken.email) errors.email = [MESSAGES.emailTaken];
  if (taken.username) errors.username = [MESSAGES.usernameTaken];
  throw conflict(taken.email ? MESSAGES.emailTaken : MESSAGES.usernameTaken, errors);
}

/** The service address and the uniqueness checks, then the password's hash. */
async function prepareAccount(deps: AccountDeps, input: RegisterInput): Promise<PreparedSignUp> {
  await checkServiceAddress(deps, input);
  // Customers sign in with their email; an account made without a username answers to it too.
  const username = input.username ?? input.email;
  refuseTaken(await createUserRepository(deps.db).findTaken(input.email, username));
  const { password, building: _b, communityId: _c, communityRequest: _r, ...profile } = input;
  return {
    ...profile,
    ...doorOf(input),
    username,
    passwordHash: await hashPassword(password),
  };
}

/** Inserts a prepared sign-up with `db`, the caller's transaction; a 409 if it is taken. */
export async function createAccount(db: Database, prepared: PreparedSignUp): Promise<UserRow> {
  try {
    return await createUserRepository(db).insert(prepared);
  } catch (err) {
    // Two sign-ups racing for the same email or username: the unique index decides.
    const cause = (err as { cause?: { code?: string; constraint?: string } }).cause;
    if (cause?.code === '23505') {
      const field = cause.constraint === 'users_username_lower_key' ? 'username' : 'email';
      const message = field === 'username' ? MESSAGES.usernameTaken : MESSAGES.emailTaken;
      throw conflict(message, { [field]: [message] });
    }
    throw err;
  }
}

export function register(deps: AccountDeps, input: RegisterInput): Promise<UserRow> {
  return PASSWORD_WORK.run(async () => createAccount(deps.db, await prepareAccount(deps, input)));
}

/**
 * Sign-up for a caller whose own rows must commit with the account: this checks the email and
 * username and hashes the password before the caller opens its transaction (the hash is slow
 * and queues behind other password work; an open transaction must not wait on it), then
 * `createAccount` inserts the account in that transaction.
 */
export function prepareSignUp(deps: AccountDeps, input: RegisterInput): Promise<PreparedSignUp> {
  return PASSWORD_WORK.run(() => prepareAccount(deps, input));
}

/**
 * Checks a correction of the account's details before payment: the service address as at
 * sign-up, and a new email no other account has. Call before opening the transaction that
 * applies it with `applyProfileEdit`.
 */
export async function checkProfileEdit(
  deps: AccountDeps,
  user: UserRow,
  edit: ProfileEdit,
): Promise<void> {
  await checkServiceAddress(deps, edit);
  if (edit.email.toLowerCase() === user.email.toLowerCase()) return;
  const owner = await createUserRepository(deps.db).findByLogin(edit.email);
  if (owner && owner.id !== user.id) refuseTaken({ email: true, username: false });
}

/** Writes a checked correction with `db`, the caller's transaction; a 409 if the email is taken. */
export async function applyProfileEdit(
  db: Database,
  user: UserRow,
  edit: ProfileEdit,
): Promise<UserRow> {
  const { building: _b, communityId: _c, communityRequest: _r, ...fields } = edit;
  // An account whose username is its email keeps answering to the email it now has.
  const followsEmail = user.username.toLowerCase() === user.email.toLowerCase();
  try {
    if (edit.email.toLowerCase() !== user.email.toLowerCase()) {
      await endAccountLinks(db, user.id);
    }
    return await createUserRepository(db).update(user.id, {
      ...fields,
      ...doorOf(edit),
      ...(followsEmail ? { username: edit.email } : {}),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    if (cause?.code === '23505') refuseTaken({ email: true, username: false });
    throw err;
  }
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idIn, insertRows } from '../../db/insert-rows.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { NO_PASSWORD_HASH } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { DEFAULT_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { composeMail, enqueueMails } from '../mail/mail-module.ts';
import type { AccountDeps } from './account-deps.ts';
import { residentInviteMail } from './security-mail.ts';

// The accounts of residents a property pays for (docs/product.md#rent-roll-rosters): a roster
// import makes them without a password, moves them to their door and keeps their contacts, each
// in the import's transaction, and invites them by email once it commits.

/** An invitation link has to outlast a move: long enough for a new resident to settle in. */
const INVITE_LINK_DAYS = 14;
const INVITE_TOKEN_TTL_MS = INVITE_LINK_DAYS * 24 * 60 * 60_000;

/** A door in a community, as an account's address keeps it. */
export type ResidentDoor = {
  communityId: number;
  building: string;
  unit: string;
  address: string;
  city: string;
  zip: string;
};

export type NewResident = ResidentDoor & {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
};

const EMAIL_RACE_MESSAGE =
  'An account with one of these emails was made meanwhile. Preview the file again.';

/** The unique index on emails decides a race with a sign-up; the import then stops whole. */
async function onEmailRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    if (cause?.code === '23505') throw conflict(EMAIL_RACE_MESSAGE);
    throw err;
  }
}

/**
 * Customer accounts without a password, one per resident, in the caller's transaction; the
 * username is the email, as for porters. Returns their ids in the order given.
 */
export async function createResidentAccounts(
  db: Database,
  residents: readonly NewResident[],
): Promise<number[]> {
  if (residents.length === 0) return [];
  const rows = await onEmailRace(() =>
    insertRows(
      db,
      users,
      residents.map((r) => ({
        ...r,
        username: r.email,
        role: 'customer' as const,
        passwordHash: NO_PASSWORD_HASH,
      })),
      { returning: { id: users.id, email: users.email } },
    ),
  );
  const ids = new Map(rows.map((r) => [r.email, r.id]));
  return residents.map((r) => ids.get(r.email)!);
}

/** An existing customer's account moves to the door the roster lists them at. */
export async function moveResidentToDoor(
  db: Database,
  userId: number,
  door: ResidentDoor,
): Promise<void> {
  await db
    .update(users)
    .set({ ...door, communityRequest: null })
    .where(and(eq(users.id, userId), eq(users.role, 'customer')));
}

/**
 * A resident's new email or phone from the roster. A username that was the old email follows
 * it, so the resident signs in with the address the property has for them.
 */
export async function updateResidentContact(
  db: Database,
  userId: number,
  contact: { email?: string; phone?: string },
): Promise<void> {
  const { email, phone } = contact;
  await onEmailRace(() =>
    db
      .update(users)
      .set({
        ...(phone !== undefined && { phone }),
        ...(email !== undefined && {
          email,
          username: sql`case when lower(${users.username}) = lower(${users.email}) then ${email} else ${users.username} end`,
        }),
      })
      .where(and(eq(users.id, userId), eq(users.role, 'customer'))),
  );
}

/** Who is invited, and whether they still have to choose a password. */
export type ResidentInvitation = {
  userId: number;
  email: string;
  firstName: string;
  communityName: string;
  hasPassword: boolean;
};

/**
 * Queues each new resident's invitation in the caller's transaction, so it goes out once the
 * roster commits (docs/decisions/050-side-effects-after-commit.md): a link to choose a password
 * for an account without one (older links stop working), then the portal.
 */
export async function inviteResidents(
  deps: Pick<AccountDeps, 'secret' | 'appUrl'>,
  db: Database,
  invitations: readonly ResidentInvitation[],
): Promise<void> {
  if (invitations.length === 0) return;
  const needLinks = invitations.filter((i) => !i.hasPassword);
  const links = new Map<number, string>();
  if (needLinks.length > 0) {
    const ids = needLinks.map((i) => i.userId);
    await db
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(idIn(passwordResetTokens.userId, ids), isNull(passwordResetTokens.usedAt)));
    const expiresAt = new Date(Date.now() + INVITE_TOKEN_TTL_MS);
    const tokens = needLinks.map((i) => {
      const token = newToken();
      links.set(i.userId, `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`);
      return { tokenHash: hashToken(token, deps.secret), userId: i.userId, expiresAt };
    });
    await insertRows(db, passwordResetTokens, tokens);
  }
  const portal = `${deps.appUrl}/client-portal`;
  const signIn = `${deps.appUrl}/login`;
  // Each in the language of its resident's row: one who chose Spanish before is written to in it.
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      idIn(
        users.id,
        invitations.map((i) => i.userId),
      ),
    );
  const languages = new Map(rows.map((r) => [r.id, r.language]));
  await enqueueMails(
    db,
    invitations.map((i) => ({
      mail: composeMail(
        translatorFor(languages.get(i.userId) ?? DEFAULT_LANGUAGE),
        i.email,
        residentInviteMail(i.firstName, i.communityName, {
          setPassword: links.get(i.userId) ?? null,
          signIn,
          portal,
          linkDays: INVITE_LINK_DAYS,
        }),
      ),
    })),
  );
}

import { eq, or, sql } from 'drizzle-orm';
import type { User } from '../../../domain/schemas/account.ts';
import { DEFAULT_STATE } from '../../../domain/address.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    unit: row.unit,
    city: row.city,
    state: row.state || DEFAULT_STATE,
    zip: row.zip,
    role: row.role,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createUserRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * Login accepts the email or the username, case-insensitively
     * (docs/decisions/002-sessions-and-passwords.md).
     */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const value = login.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`))
        .orderBy(sql`lower(${users.email}) = ${value} desc`)
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findTaken(email: string, username: string) {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          or(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            sql`lower(${users.username}) = ${username.toLowerCase()}`,
          ),
        );
      return {
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      };
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row!;
    },

    async setPassword(id: number, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** A person's language; the sessions holding their row read it again once this commits. */
    async setLanguage(id: number, language: Language): Promise<UserRow> {
      const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
      signalAfterCommit(db, 'customerChanged', id);
      return row!;
    },

    async setRole(id: number, role: UserRow['role']): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}

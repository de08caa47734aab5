import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { HomeKind } from '../../../domain/schemas/account.ts';
import type { Database } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema.ts';

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const isWaiting = sql`${waitlistEntries.confirmedAt} is not null and ${waitlistEntries.notifiedAt} is null`;

/** One entry as the CSV export lists it. */
export type WaitlistEntryRow = {
  id: number;
  email: string;
  zip: string;
  kind: HomeKind;
  createdAt: Date;
  confirmedAt: Date | null;
  notifiedAt: Date | null;
};

export function createWaitlistRepository(db: Database) {
  return {
    /**
     * A new entry, or the same email and ZIP code again: a fresh link (and the kind and language
     * given now); a confirmation already made stays.
     */
    async upsert(entry: {
      email: string;
      zip: string;
      kind: HomeKind;
      language: Language;
      tokenHash: string;
    }) {
      // Written out: the conflict target is the expression index on lower(email), which drizzle's
      // onConflictDoUpdate cannot name.
      await db.execute(sql`
        insert into ${waitlistEntries} (email, zip, kind, language, token_hash)
        values (${entry.email}, ${entry.zip}, ${entry.kind}, ${entry.language}, ${entry.tokenHash})
        on conflict (lower(email), zip) do update
        set kind = excluded.kind, language = excluded.language,
          token_hash = excluded.token_hash, token_sent_at = now()`);
    },

    /**
     * Confirms the entry whose link this is, if the link is still fresh; an entry already
     * confirmed answers yes again whatever the link's age. Returns whether it is confirmed.
     */
    async confirm(tokenHash: string, linkDays: number): Promise<boolean> {
      const [row] = await db
        .update(waitlistEntries)
        .set({ confirmedAt: sql`coalesce(${waitlistEntries.confirmedAt}, now())` })
        .where(
          and(
            eq(waitlistEntries.tokenHash, tokenHash),
            or(
              isNotNull(waitlistEntries.confirmedAt),
              gt(waitlistEntries.tokenSentAt, sql`now() - ${`${linkDays} days`}::interval`),
            ),
          ),
        )
        .returning({ id: waitlistEntries.id });
      return Boolean(row);
    },

    /** Per ZIP code: who waits, who has not confirmed, and who was told; most waiting first. */
    async summary() {
      const waiting = count(isWaiting);
      return db
        .select({
          zip: waitlistEntries.zip,
          waiting,
          unconfirmed: count(sql`${waitlistEntries.confirmedAt} is null`),
          apartments: count(sql`${isWaiting} and ${waitlistEntries.kind} = 'apartment'`),
          houses: count(sql`${isWaiting} and ${waitlistEntries.kind} = 'house'`),
          emailed: count(sql`${waitlistEntries.notifiedAt} is not null`),
        })
        .from(waitlistEntries)
        .groupBy(waitlistEntries.zip)
        .orderBy(desc(waiting), desc(sql`count(*)`), asc(waitlistEntries.zip));
    },

    /** Every entry, by ZIP code and then in the order they joined, a batch at a time. */
    async *exportAll(batchSize = 1000): AsyncIterable<WaitlistEntryRow[]> {
      let after = { zip: '', id: 0 };
      for (;;) {
        const rows = await db
          .select({
            id: waitlistEntries.id,
            email: waitlistEntries.email,
            zip: waitlistEntries.zip,
            kind: waitlistEntries.kind,
            createdAt: waitlistEntries.createdAt,
            confirmedAt: waitlistEntries.confirmedAt,
            notifiedAt: waitlistEntries.notifiedAt,
          })
          .from(waitlistEntries)
          .where(sql`(${waitlistEntries.zip}, ${waitlistEntries.id}) > (${after.zip}, ${after.id})`)
          .orderBy(asc(waitlistEntries.zip), asc(waitlistEntries.id))
          .limit(batchSize);
        yield rows;
        const last = rows.at(-1);
        if (!last || rows.length < batchSize) return;
        after = { zip: last.zip, id: last.id };
      }
    },

    /**
     * Marks the confirmed, not yet told entries of a ZIP code as told, and returns them. Two runs
     * at once cannot both take an entry: the second waits for the first's row locks and then finds
     * them told.
     */
    async takeWaiting(zip: string) {
      return db
        .update(waitlistEntries)
        .set({ notifiedAt: sql`now()` })
        .where(
          and(
            eq(waitlistEntries.zip, zip),
            isNotNull(waitlistEntries.confirmedAt),
            isNull(waitlistEntries.notifiedAt),
          ),
        )
        .returning({
          email: waitlistEntries.email,
          kind: waitlistEntries.kind,
          language: waitlistEntries.language,
        });
    },
  };
}

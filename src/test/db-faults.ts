import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';

/**
 * A real database failure, not a mock: until the returned function runs, every `write` of a
 * subscriptions row raises an error inside PostgreSQL, as an outage mid-transaction would.
 */
export async function failSubscriptionWrites(
  db: Database,
  write: 'insert' | 'update',
): Promise<() => Promise<void>> {
  const fn = sql.raw(`fail_subscription_${write}`);
  await db.execute(sql`
    create function ${fn}() returns trigger language plpgsql as $$
    begin raise exception 'simulated outage'; end $$`);
  await db.execute(sql`
    create trigger ${fn} before ${sql.raw(write)} on subscriptions
    for each row execute function ${fn}()`);
  return async () => {
    await db.execute(sql`drop trigger ${fn} on subscriptions`);
    await db.execute(sql`drop function ${fn}()`);
  };
}

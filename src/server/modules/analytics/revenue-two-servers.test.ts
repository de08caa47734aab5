import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serviceDayStart } from '../../../domain/holds.ts';
import { revenueDays } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The snapshot job on several app servers at once (docs/decisions/062-the-owners-numbers.md):
// each day is written once, by whichever server holds the lock, and none is left out. On
// PostgreSQL a second app server shares the database; on PGlite the two runs share one app.

let t: TestApp;
let other: TestApp | undefined;

beforeAll(async () => {
  t = await createTestApp();
  other = t.databaseUrl ? await createTestApp({ sameDatabaseAs: t }) : undefined;
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

// Three runs write 91 days between them, longer than the suite's usual allowance on a loaded
// two-core machine.
test(
  'servers running the job at once write each day once, and every day',
  { timeout: 60_000 },
  async () => {
    const since = new Date(serviceDayStart('2026-09-01').getTime() + 10 * 3_600_000);
    for (let i = 0; i < 5; i++) await t.customerWith('active', { createdAt: since });
    // Noon on 1 December: September, October and November are over, 91 days.
    const now = new Date(serviceDayStart('2026-12-01').getTime() + 12 * 3_600_000);
    const runs = await Promise.all([
      t.app.revenueSnapshots.runNow(now),
      (other ?? t).app.revenueSnapshots.runNow(now),
      t.app.revenueSnapshots.runNow(now),
    ]);
    // A run that finds a day taken stops; the next hourly run goes on where the others left off.
    const again = await (other ?? t).app.revenueSnapshots.runNow(now);
    const written = [...runs, again].reduce((sum, run) => sum + (run?.days ?? 0), 0);
    expect(written).toBe(91);
    const [rows] = await t.db.select({ n: count() }).from(revenueDays);
    expect(rows?.n).toBe(91);
    // Five standard plans, counted once each: 5 × 3500.
    const [last] = await t.db
      .select({ mrr: revenueDays.mrrCents, customers: revenueDays.customers })
      .from(revenueDays)
      .where(eq(revenueDays.day, '2026-11-30'));
    expect(last).toEqual({ mrr: 17500, customers: 5 });
  },
);

// A porter and a route of any length for the crew app's benchmarks, written straight into the
// bench's database before its server starts: communities, residents with a subscription and a
// pickup today and tomorrow, and every community given to the porter on those weekdays.
import { addDays, serviceClock, weekdayOf } from '../../src/domain/pickup-calendar.ts';
import { PLANS, PLAN_IDS } from '../../src/domain/plans.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  communities,
  crewAssignments,
  serviceSchedules,
  subscriptions,
  users,
} from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';

export const BENCH_PORTER = { email: 'porter.bench@example.com', password: 'bench-porter-2026' };

const INSTRUCTIONS = [
  null,
  'Bags by the side door, behind the planter',
  null,
  'Dog is friendly; gate latch sticks',
  null,
];
const NAMES = ['Jordan', 'Priya', 'Sam', 'Alex', 'Maria', 'Chen', 'Ade', 'Lucia'];
const BATCH = 500;

/** Inserts in batches: one statement per row would take minutes at 1,500 doors. */
async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Seeds `doors` doors over `communityCount` communities for the bench porter. */
export async function seedCrewRoute(
  dataDir: string,
  { doors, communityCount }: { doors: number; communityCount: number },
): Promise<void> {
  const database = openDatabase({ dataDir });
  await database.migrate();
  const { db } = database;
  const today = serviceClock(new Date()).date;
  const dates = [today, addDays(today, 1)];
  const passwordHash = await hashPassword(BENCH_PORTER.password);
  const [porter] = await db
    .insert(users)
    .values({
      username: BENCH_PORTER.email,
      email: BENCH_PORTER.email,
      passwordHash,
      firstName: 'Pat',
      lastName: 'Bench',
      role: 'porter',
    })
    .returning({ id: users.id });
  const places = await db
    .insert(communities)
    .values(
      Array.from({ length: communityCount }, (_, c) => ({
        name: `Bench Commons ${c + 1}`,
        street: `${23500 + c} Cinco Ranch Blvd`,
        zip: '77494',
        accessNotes: 'Call box at the north gate; park by the leasing office',
      })),
    )
    .returning({ id: communities.id });
  const residents = Array.from({ length: doors }, (_, i) => ({
    username: `bench.resident.${i}@example.com`,
    email: `bench.resident.${i}@example.com`,
    // Residents never sign in here: any hash will do.
    passwordHash,
    firstName: NAMES[i % NAMES.length]!,
    lastName: 'Resident',
    address: '23500 Cinco Ranch Blvd',
    unit: String(100 + (i % 400)),
    building: String(1 + Math.floor(i / 400)),
    city: 'Katy',
    zip: '77494',
    communityId: places[i % places.length]!.id,
  }));
  const userIds: number[] = [];
  await inBatches(residents, async (batch) => {
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    userIds.push(...rows.map((r) => r.id));
  });
  const subscriptionIds: number[] = [];
  await inBatches(userIds, async (batch) => {
    const rows = await db
      .insert(subscriptions)
      .values(
        batch.map((userId, i) => {
          const plan = PLAN_IDS[i % PLAN_IDS.length]!;
          return {
            userId,
            plan,
            priceCents: PLANS[plan].priceCents,
            status: 'active' as const,
            gateCode: i % 3 === 0 ? null : `#${4000 + (i % 1000)}`,
            specialInstructions: INSTRUCTIONS[i % INSTRUCTIONS.length],
          };
        }),
      )
      .returning({ id: subscriptions.id });
    subscriptionIds.push(...rows.map((r) => r.id));
  });
  await inBatches(
    subscriptionIds.flatMap((subscriptionId) =>
      dates.map((serviceDate) => ({ subscriptionId, serviceDate })),
    ),
    (batch) => db.insert(serviceSchedules).values(batch),
  );
  await db
    .insert(crewAssignments)
    .values(
      [...new Set(dates.map(weekdayOf))].flatMap((weekday) =>
        places.map((place) => ({ communityId: place.id, weekday, porterId: porter!.id })),
      ),
    );
  await database.close();
}

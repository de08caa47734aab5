// `npm run seed:large`: 100 000 users, 100 000 subscriptions and 1 000 000 service schedules of
// load-test data, for trying the admin dashboard at scale. Uses DATABASE_URL, or the
// embedded database in DATA_DIR (stop the server first: PGlite is single-process), and can be run
// again to add another batch. SEED_USERS and SEED_SCHEDULES_PER_SUBSCRIPTION change the size.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { LOAD_PASSWORD, seedLargeData } from '../src/server/seed/large-seed.ts';

const config = loadConfig(process.env);
const database = openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await database.migrate();
  await seedLargeData(database.db, {
    users: Number(process.env.SEED_USERS ?? 100_000),
    schedulesPerSubscription: Number(process.env.SEED_SCHEDULES_PER_SUBSCRIPTION ?? 10),
    log: (line) => console.log(line),
  });
  console.log(`Done. Load users sign in as load-N@example.com / ${LOAD_PASSWORD}.`);
} finally {
  await database.close();
}

// Vitest on the embedded database (PGlite), then — when TEST_DATABASE_URL names a PostgreSQL
// server — the server-side suites again on real PostgreSQL, each test file in its own database.
import { spawnSync } from 'node:child_process';

const extraArgs = process.argv.slice(2);
// The default reporter, then the ten slowest files (docs/decisions/057-a-fast-test-loop.md).
const reporters = ['--reporter=default', '--reporter=./scripts/slowest-test-files.ts'];
const run = (env, args) =>
  spawnSync('npx', ['vitest', 'run', ...reporters, ...args, ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

const { TEST_DATABASE_URL } = process.env;
let status = run({ TEST_DATABASE_URL: '' }, []);
if (status === 0 && TEST_DATABASE_URL) {
  console.log(`\nAgain on PostgreSQL (${TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})\n`);
  status = run({ TEST_DATABASE_URL }, ['src/server']);
}
process.exit(status);

// The Playwright journeys against the production build on the embedded database (PGlite); then,
// when TEST_DATABASE_URL names a PostgreSQL server, the journeys that run the whole property
// business again on that server, in a database made for the run and dropped after it.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** The journeys that cross every table of the property side: the loops, end to end. */
const ON_POSTGRES = ['e2e/property-loop.spec.ts', 'e2e/door-notices-loop.spec.ts'];
/** A port of its own, so the PostgreSQL run never meets a PGlite server still closing. */
const POSTGRES_PORT = '4190';
const DATABASE = 'kvt_e2e_journeys';

const extraArgs = process.argv.slice(2);
const playwright = (args, env = {}) =>
  spawnSync('npx', ['playwright', 'test', ...args, ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let status = playwright([]);
const { TEST_DATABASE_URL } = process.env;
if (status === 0 && TEST_DATABASE_URL) {
  const database = new URL(TEST_DATABASE_URL);
  database.pathname = `/${DATABASE}`;
  console.log(`\nThe property journeys again on PostgreSQL (${database.host}/${DATABASE})\n`);
  await onServer(TEST_DATABASE_URL, `drop database if exists ${DATABASE} with (force)`);
  await onServer(TEST_DATABASE_URL, `create database ${DATABASE}`);
  try {
    status = playwright([...ON_POSTGRES, '--project=desktop'], {
      E2E_PORT: POSTGRES_PORT,
      E2E_DATABASE_URL: database.href,
    });
  } finally {
    await onServer(TEST_DATABASE_URL, `drop database if exists ${DATABASE} with (force)`);
  }
}
process.exit(status);

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../server/db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

// Every server test file starts on a database of its own, already migrated. Migrating once here
// and copying the result per file costs a fraction of migrating each file's database from empty
// (docs/decisions/036-one-migrated-test-database.md); the copy is what migrating would have made.

declare module 'vitest' {
  interface ProvidedContext {
    /** On PostgreSQL: the migrated database each test file's database is created from. */
    templateDatabase: string | undefined;
    /** On PGlite: the file holding the migrated database's archive. */
    pgliteImage: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `t_template_${randomBytes(6).toString('hex')}`;
    const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `create database ${name}`);
    const handle = openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 1 });
    try {
      await handle.migrate();
    } catch (err) {
      await handle.close();
      await drop();
      throw err;
    }
    await handle.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteImage', undefined);
    return drop;
  }
  const dir = await mkdtemp(join(tmpdir(), 'pglite-image-'));
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('templateDatabase', undefined);
  project.provide('pgliteImage', file);
  return () => rm(dir, { recursive: true, force: true });
}

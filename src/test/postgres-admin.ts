import pg from 'pg';

/** Runs one statement on a connection of its own (CREATE/DROP DATABASE cannot share a pool). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The admin URL pointed at another database of the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

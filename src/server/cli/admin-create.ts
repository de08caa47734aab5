// `npm run admin:create -- --email E --password P [--username U]`: how a deployment gets its
// first admin. Creates the admin, or promotes the existing account with that email.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PasswordSchema } from '../../domain/schemas/account.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUserRepository } from '../modules/auth/auth-module.ts';

const ArgsSchema = z.object({
  email: z.email('--email must be a valid email address'),
  password: PasswordSchema.optional(),
  username: z.string().min(3, '--username must be at least 3 characters').optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
    },
  });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error('Usage: npm run admin:create -- --email E --password P [--username U]');
    process.exit(2);
  }
  const { email, password, username } = parsed.data;
  const config = loadConfig();
  const database = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const users = createUserRepository(database.db);
    const existing = await users.findByEmail(email);
    if (existing) {
      await users.setRole(existing.id, 'admin');
      console.log(`Promoted ${existing.email} to admin (password unchanged).`);
      return;
    }
    if (!password) {
      console.error('No account has that email: --password is needed to create one.');
      process.exitCode = 2;
      return;
    }
    const chosenUsername = username ?? email.split('@')[0]!;
    if ((await users.findTaken(email, chosenUsername)).username) {
      console.error(`Username ${chosenUsername} is taken: pass --username to choose another.`);
      process.exitCode = 2;
      return;
    }
    const user = await users.insert({
      email,
      username: chosenUsername,
      firstName: 'Admin',
      lastName: 'User',
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    console.log(`Created admin ${user.email} (username ${user.username}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

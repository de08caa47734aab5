import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PORTER } from './support/accounts';
import { expect, test } from './support/fixtures';

// No secret ships in the client bundle (docs/decisions/012-admin-rights-on-the-server.md): an
// earlier client embedded an admin key; ours must not embed any server setting, key pattern or
// demo credential.
const FORBIDDEN = [
  /SESSION_SECRET/,
  /development-only-session-secret/,
  /ADMIN_LOGIN_KEY/,
  /STRIPE_SECRET_KEY/,
  /STRIPE_WEBHOOK_SECRET/,
  /PAYPAL_CLIENT_SECRET/,
  /S3_SECRET_ACCESS_KEY/,
  /\bsk_(live|test)_[0-9a-zA-Z]/,
  /\bwhsec_[0-9a-zA-Z]/,
  /x-admin-key/i,
  /password_?hash/i,
  new RegExp(DEMO_ADMIN.password),
  new RegExp(DEMO_CUSTOMER.password),
  new RegExp(DEMO_PORTER.password),
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(js|html|json|css)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

test('the built client contains no secret, key or demo credential', async () => {
  const files = await filesUnder('build/client');
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const pattern of FORBIDDEN) if (pattern.test(text)) found.push(`${file}: ${pattern}`);
  }
  expect(found).toEqual([]);
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The zones live in lint config, where a pattern that silently matches nothing would go unseen:
// each case lints one import as if it sat in the named file.
const eslint = new ESLint();

async function restricted(filePath: string, from: string): Promise<boolean> {
  const [result] = await eslint.lintText(`export * from '${from}';\n`, { filePath });
  return result!.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

const FORBIDDEN: Array<[file: string, from: string]> = [
  ['src/client/components/layout/probe.ts', '../../features/auth/api/get-user'],
  ['src/client/components/ui/probe.ts', '../../islands/sign-out'],
  ['src/client/lib/probe.ts', '../routes/home'],
  ['src/client/lib/probe.ts', '../root'],
  ['src/client/features/contact/probe.ts', '../auth/api/get-user'],
  ['src/client/features/contact/components/probe.ts', '../../auth/api/get-user'],
  ['src/client/features/contact/probe.ts', '../../features/admin/api/admin-lists'],
  ['src/client/features/contact/probe.ts', '../../islands/sign-out'],
  ['src/client/features/auth/api/probe.ts', '../../../routes/profile'],
  ['src/client/routes/probe.ts', '../islands/sign-out'],
  ['src/client/islands/probe.ts', '../routes/home'],
  ['src/client/islands/probe.ts', '../components/ui/button'],
  ['src/client/islands/probe.ts', '../crew/sync'],
  ['src/client/islands/probe.tsx', 'react-router'],
  ['src/client/islands/probe.tsx', '../routes/signup'],
  ['src/client/islands/probe.tsx', '../routes/client-portal'],
  ['src/client/routes/probe.ts', '../crew/route-model'],
  ['src/client/lib/probe.ts', '../crew/store'],
  ['src/client/crew/probe.ts', '../lib/api-client'],
  ['src/client/crew/probe.ts', '../features/auth/api/fetch-user'],
  ['src/client/crew/probe.ts', '../components/ui/button'],
  ['src/client/crew/probe.ts', 'react'],
];

const ALLOWED: Array<[file: string, from: string]> = [
  ['src/client/components/ui/probe.ts', '../../lib/cn'],
  ['src/client/features/contact/components/probe.ts', '../api/send-contact-message'],
  ['src/client/features/contact/probe.ts', '../../lib/api-client'],
  ['src/client/routes/probe.ts', '../features/auth/api/sign-out'],
  ['src/client/islands/probe.ts', '../features/contact/enhance-contact-form'],
  ['src/client/islands/probe.tsx', '../features/payments/components/signup-step'],
  // A screen's parts beside its route, which the route module's router does not come with.
  ['src/client/islands/probe.tsx', '../routes/client-portal/portal'],
  ['src/client/islands/probe.ts', '../routes/client-portal/portal-attr'],
  ['src/client/crew/probe.ts', '../../domain/schemas/crew'],
  ['src/client/crew/probe.ts', './store'],
];

describe('client import zones', () => {
  it.each(FORBIDDEN)('%s may not import %s', async (file, from) => {
    expect(await restricted(file, from)).toBe(true);
  });

  it.each(ALLOWED)('%s may import %s', async (file, from) => {
    expect(await restricted(file, from)).toBe(false);
  });
});

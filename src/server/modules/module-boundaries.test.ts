import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, test } from 'vitest';
import { MODULE_BOUNDARY_MESSAGE, noMutualImports } from '../../../eslint/server-modules.js';

describe('the module boundary lint rules', () => {
  const eslint = new ESLint();
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
  };

  test("a module may not import another module's internals", async () => {
    const found = await problems(
      'src/server/modules/payments/example.ts',
      "import { bookHold } from '../subscriptions/holds-service.ts';\nexport const x = bookHold;\n",
    );
    expect(found.map((m) => m.message)).toEqual([expect.stringContaining(MODULE_BOUNDARY_MESSAGE)]);
  });

  test("a module may import another module's public file, and its own files", async () => {
    const found = await problems(
      'src/server/modules/payments/example.ts',
      "import { toPublicSubscription } from '../subscriptions/subscriptions-module.ts';\nimport { createProviderRegistry } from './providers.ts';\nexport const x = [toPublicSubscription, createProviderRegistry];\n",
    );
    expect(found).toEqual([]);
  });

  test('app.ts and the other server files go through the public file too', async () => {
    const found = await problems(
      'src/server/app.ts',
      "import { registerSubscriptionRoutes } from './modules/subscriptions/subscription-routes.ts';\nexport const x = registerSubscriptionRoutes;\n",
    );
    expect(found).toHaveLength(1);
  });
});

describe('no two modules import each other', () => {
  const root = mkdtempSync(join(tmpdir(), 'module-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, code: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), code);
  };
  write(
    'alpha/alpha-module.ts',
    "import { b } from '../beta/beta-module.ts';\nexport const a = b;\n",
  );
  write('beta/beta-module.ts', 'export const b = 1;\n');
  write(
    'gamma/gamma-module.ts',
    "import { d } from '../delta/delta-module.ts';\nexport const g = d;\n",
  );
  write(
    'delta/delta-module.ts',
    "import { g } from '../gamma/gamma-module.ts';\nexport const d = g;\n",
  );

  const lint = (path: string) =>
    new Linter({ cwd: root }).verify(
      readFileSync(join(root, path), 'utf8'),
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { boundaries: { rules: { 'no-mutual-imports': noMutualImports } } },
          rules: { 'boundaries/no-mutual-imports': ['error', { modulesDir: root }] },
        },
      ],
      join(root, path),
    );

  test('a one-way dependency passes', () => {
    expect(lint('alpha/alpha-module.ts')).toEqual([]);
  });

  test('a pair importing each other fails on both sides', () => {
    for (const path of ['gamma/gamma-module.ts', 'delta/delta-module.ts']) {
      expect(lint(path).map((m) => m.messageId)).toEqual(['mutual']);
    }
  });
});

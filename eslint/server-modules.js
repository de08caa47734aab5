// Server module boundaries (src/server/modules/README.md): another module, app.ts or any other
// server file imports a module only through its public `<name>-module.ts`, and no two modules
// import each other.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const MODULE_BOUNDARY_MESSAGE =
  'Import another server module only through its <name>-module.ts file.';

/** One `no-restricted-imports` block per module, plus one for the server files outside modules. */
export function moduleBoundaryConfigs(modulesDir) {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const perModule = modules.map((name) => ({
    files: [`${modulesDir}/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: modules
            .filter((other) => other !== name)
            .map((other) => ({
              regex: `^(\\.\\./)+(modules/)?${escape(other)}/(?!${escape(other)}-module\\.ts$)`,
              message: MODULE_BOUNDARY_MESSAGE,
            })),
        },
      ],
    },
  }));
  const outside = {
    files: ['src/server/**/*.ts', 'src/test/**/*.ts'],
    ignores: [`${modulesDir}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/([^/]+)/(?!\\2-module\\.ts$)',
              message: MODULE_BOUNDARY_MESSAGE,
            },
          ],
        },
      ],
    },
  };
  return [...perModule, outside];
}

/** The modules a module's files import, read from the import specifiers of its .ts files. */
function importedModules(modulesDir, name) {
  const dir = join(modulesDir, name);
  const found = new Set();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
          const target = relative(modulesDir, resolve(dirname(path), match[1])).split(sep);
          if (target.length > 1 && target[0] !== '..' && target[0] !== name) found.add(target[0]);
        }
      }
    }
  };
  walk(dir);
  return found;
}

/** `server-modules/no-mutual-imports`: flags an import of a module that imports this one back. */
export const noMutualImports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      mutual:
        "Modules '{{from}}' and '{{to}}' import each other; invert one dependency (a port the other implements, wired in app.ts).",
    },
  },
  create(context) {
    const modulesDir = resolve(context.cwd, context.options[0]?.modulesDir ?? 'src/server/modules');
    const [name, ...rest] = relative(modulesDir, context.filename).split(sep);
    if (!name || name === '..' || rest.length === 0) return {};
    const check = (node) => {
      if (!node.source) return;
      const target = relative(modulesDir, resolve(dirname(context.filename), node.source.value));
      const [other, ...inside] = target.split(sep);
      if (!other || other === '..' || other === name || inside.length === 0) return;
      if (importedModules(modulesDir, other).has(name)) {
        context.report({ node, messageId: 'mutual', data: { from: name, to: other } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const serverModulesPlugin = { rules: { 'no-mutual-imports': noMutualImports } };

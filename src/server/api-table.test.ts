import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { projectRoot } from './lib/project-root.ts';

// docs/product.md's API table is the newcomer's map of the API: it names every route the app
// registers (outside production, so the sandbox and development routes too) and nothing else.

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/;

/**
 * The routes one cell of the table names. The table writes siblings briefly: "`POST /a/b` ·
 * `/c`" is POST /a/b and POST /a/c; "`GET` · `PUT /a`" is GET /a and PUT /a; "`…/x/:id`" goes on
 * from the path before it (from its own first segment, when that path has it).
 */
function routesInCell(cell: string): string[] {
  const routes: string[] = [];
  let path = '';
  let method = '';
  let waiting: string[] = [];
  for (const [, code] of cell.matchAll(/`([^`]+)`/g)) {
    const part = code!.replace(/\?.*$/, '');
    if (METHOD.test(part)) {
      waiting.push(part);
      continue;
    }
    const [, named, rest] = /^(?:(GET|POST|PUT|PATCH|DELETE) )?(.+)$/.exec(part)!;
    if (named) method = named;
    if (rest!.startsWith('/api/') || rest!.startsWith('/sitemap')) path = rest!;
    else if (rest!.startsWith('…/')) {
      const suffix = rest!.slice(1);
      const first = suffix.split('/')[1]!;
      const at = path.lastIndexOf(`/${first}`);
      path = at >= 0 ? path.slice(0, at) + suffix : path + suffix;
    } else path = path.slice(0, path.lastIndexOf('/')) + rest!;
    for (const m of [...waiting, method]) routes.push(`${m} ${path}`);
    waiting = [];
  }
  return routes;
}

function documentedRoutes(): string[] {
  const product = readFileSync(join(projectRoot(), 'docs/product.md'), 'utf8');
  const api = product.slice(product.indexOf('\n## API\n'), product.indexOf('\n## Business rules'));
  return api
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => routesInCell(line.split('|')[1]!));
}

const registered = new Set<string>();
const onRoute = (route: RouteOptions) => {
  if (!route.url.startsWith('/api/') && route.url !== '/sitemap.xml') return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method !== 'HEAD' && method !== 'OPTIONS') registered.add(`${method} ${route.url}`);
  }
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute });
});
afterAll(() => t?.close());

test('the brief forms of the table name each sibling route', () => {
  expect(routesInCell('`POST /api/account/doorstep` · `/move`')).toEqual([
    'POST /api/account/doorstep',
    'POST /api/account/move',
  ]);
  expect(routesInCell('`GET` · `PUT /api/notifications/settings?x=`')).toEqual([
    'GET /api/notifications/settings',
    'PUT /api/notifications/settings',
  ]);
  expect(routesInCell('`POST /api/s/:id/holds` · `PUT`/`DELETE …/holds/:holdId`')).toEqual([
    'POST /api/s/:id/holds',
    'PUT /api/s/:id/holds/:holdId',
    'DELETE /api/s/:id/holds/:holdId',
  ]);
  expect(routesInCell('`GET /api/r/:n` · `…/pdf`')).toEqual(['GET /api/r/:n', 'GET /api/r/:n/pdf']);
});

test("docs/product.md's API table lists every registered route, once, and no other", () => {
  const documented = documentedRoutes();
  expect(registered.size).toBeGreaterThan(60);
  expect([...registered].filter((r) => !documented.includes(r)).sort()).toEqual([]);
  expect(documented.filter((r) => !registered.has(r)).sort()).toEqual([]);
  expect(documented.filter((r, i) => documented.indexOf(r) !== i)).toEqual([]);
});

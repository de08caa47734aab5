import { readdirSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Contract } from '../domain/contracts/contract.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// One contract per API call (docs/decisions/052-one-contract-per-call.md): every /api route the
// app registers is described by exactly one contract in src/domain/contracts, and every contract
// is a registered route, so a screen's call leads to its handler in one jump.

const CONTRACTS_DIR = new URL('../domain/contracts/', import.meta.url);

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  typeof value.path === 'string';

type Described = { name: string; route: string };
const contracts: Described[] = [];

async function readContracts() {
  for (const file of readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith('.ts'))) {
    const exports = (await import(new URL(file, CONTRACTS_DIR).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isContract(value)) {
        contracts.push({ name: `${file}#${name}`, route: `${value.method} ${value.path}` });
      }
    }
  }
}

const registered: string[] = [];
const onRoute = (route: RouteOptions) => {
  if (!route.url.startsWith('/api/')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method !== 'HEAD' && method !== 'OPTIONS') registered.push(`${method} ${route.url}`);
  }
};

let t: TestApp;
beforeAll(async () => {
  await readContracts();
  t = await createTestApp({ onRoute });
});
afterAll(() => t?.close());

describe('contracts', () => {
  test('every registered /api route has exactly one contract', () => {
    expect(registered.length).toBeGreaterThan(25);
    const unmatched = registered.filter(
      (route) => contracts.filter((c) => c.route === route).length !== 1,
    );
    expect(unmatched).toEqual([]);
  });

  test('every contract is a registered route', () => {
    const routes = new Set(registered);
    expect(contracts.filter((c) => !routes.has(c.route))).toEqual([]);
  });
});

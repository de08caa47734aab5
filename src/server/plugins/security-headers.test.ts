import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_STATE_SCRIPT } from '../../client/lib/auth-hint.ts';
import { createProductionTestApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import { inlineScripts, scriptHashSource } from '../lib/inline-scripts.ts';

// A client build as React Router writes it: the signed-in hint and the SPA bootstrap inline.
const BOOTSTRAP = 'window.__reactRouterContext = {"basename":"/","ssr":false};';
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>${AUTH_STATE_SCRIPT}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body>${scripts}<script type="module" src="/assets/entry.js"></script></body></html>`;

let clientDir: string;
let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-build-'));
  writeFileSync(join(clientDir, '__spa-fallback.html'), page(`<script>${BOOTSTRAP}</script>`));
  writeFileSync(join(clientDir, 'index.html'), page(''));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry.js'), 'export {};');
  t = await createTestApp({ clientDir });
  production = await createProductionTestApp();
});
afterAll(async () => {
  await t?.close();
  await production?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const scriptSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('script-src'))!;

describe('Content-Security-Policy', () => {
  test.each(['/', '/login'])(
    '%s: each inline script is allowed by its hash, none other',
    async (url) => {
      const response = await t.client().get(url);
      const allowed = scriptSrc(String(response.headers['content-security-policy']));
      expect(allowed).not.toContain('unsafe-inline');
      const scripts = inlineScripts(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(allowed).toContain(scriptHashSource(script));
      expect(allowed).not.toContain(scriptHashSource('alert(1)'));
    },
  );
});

test('every answer names the browser features the site may use', async () => {
  for (const url of ['/', '/api/health']) {
    const policy = String((await t.client().get(url)).headers['permissions-policy']);
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('payment=(self)');
  }
});

test('in production /api answers carry HSTS too', async () => {
  const response = await production.client().get('/api/health');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

describe("the build's scripts and styles", () => {
  test('carry what protects a file, not the document policies', async () => {
    const response = await t.client().get('/assets/entry.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  test('a missing one is the not-found page, a document with the full policy', async () => {
    const response = await t.client().get('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['content-type'])).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });
});

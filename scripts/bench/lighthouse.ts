// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) against the
// production server and Debian's Chromium. Prints the four category scores for / and /pricing
// and their Spanish pages /es and /es/pricing;
// for /crew signed in as a porter with a route of 40 doors; and for the app pages (/login,
// /signup, /subscribe and /paypal-subscribe signed out, /paypal-subscribe and /client-portal signed
// in as a customer)
// with their layout shift, blocking time and the JavaScript they load. Then the initial
// JavaScript of every prerendered route and of /crew, gzipped, from the build. The office's
// /admin/analytics is audited signed in as the demo admin, on the demo data, with the mobile and
// the desktop preset: accessibility ≥ 95 (docs/product.md#the-owners-numbers).
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 (not for /crew,
// which is kept out of search engines); initial JS ≤ 100 KB gzip, ≤ 80 KB for /crew
// (docs/decisions/031-crew-app-offline-first.md); app pages: CLS ≤ 0.05, TBT ≤ 100 ms, ≤ 120 KB
// of JavaScript on the first load. LIGHTHOUSE_ROUTES=/login,/signup audits only those.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  CREW_APP_PATH,
  MARKETING_ROUTES,
  SIGNED_IN_HINT_COOKIE,
  STATIC_APP_ROUTES,
} from '../../src/domain/site.ts';
import { DEMO_ADMIN } from '../../src/server/seed/demo-accounts.ts';
import { seedDemoDatabase, signIn } from './bench-server.ts';
import { BENCH_PORTER, seedCrewRoute } from './crew-route.ts';
import { waitFor } from './wait-for.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4603);
type Audit = {
  route: string;
  as?: 'porter' | 'customer' | 'admin';
  app?: boolean;
  desktop?: boolean;
  /** Fails the run below this accessibility score. */
  minAccessibility?: number;
};
const ALL_AUDITS: Audit[] = [
  { route: '/' },
  { route: '/pricing' },
  { route: '/es' },
  { route: '/es/pricing' },
  { route: CREW_APP_PATH, as: 'porter' },
  { route: '/login', app: true },
  { route: '/signup', app: true },
  { route: '/subscribe', app: true },
  { route: '/paypal-subscribe', app: true },
  { route: '/paypal-subscribe', as: 'customer', app: true },
  { route: '/client-portal', as: 'customer', app: true },
  { route: '/admin/analytics', as: 'admin', minAccessibility: 95 },
  { route: '/admin/analytics', as: 'admin', desktop: true, minAccessibility: 95 },
];
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',');
const AUDITED = ONLY ? ALL_AUDITS.filter((a) => ONLY.includes(a.route)) : ALL_AUDITS;
const APP_JS_BUDGET_KB = 120;
const APP_CLS_BUDGET = 0.05;
const APP_TBT_BUDGET_MS = 100;
// One of the crew route's residents (they share the porter's password): an active subscriber.
const BENCH_CUSTOMER_EMAIL = 'bench.resident.0@example.com';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JS_BUDGET_KB = 100;
const CREW_JS_BUDGET_KB = 80;
const CREW_DOORS = 40;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MAX_UNFINISHED_RUNS = 3;
const LABEL_WIDTH = 36;

/**
 * Signs Chrome in for an audit (`session`, the cookie the sign-in returned), or out: the session
 * and the readable hint cookie (src/client/lib/auth-hint.ts) go in its cookie jar. The page's own
 * script reads the hint; sent as a header it would not see it, and the portal would show a
 * visitor's Access Denied.
 */
async function signInChrome(port: number, origin: string, session: string | undefined) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  await context.clearCookies();
  if (session) {
    const split = session.indexOf('=');
    await context.addCookies([
      // The production session is __Host-sid, which Chrome takes only for an https address; it
      // sends it over plain HTTP to 127.0.0.1 all the same, a local address it trusts.
      {
        name: session.slice(0, split),
        value: session.slice(split + 1),
        url: origin.replace(/^http:/, 'https:'),
        secure: true,
      },
      { name: SIGNED_IN_HINT_COOKIE, value: '1', url: origin },
    ]);
  }
  await browser.close();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const CLIENT_DIR = 'build/client';

/** Files a module imports statically (`import "./x.js"`, `import {a} from "./x.js"`): they load with it. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(CLIENT_DIR, file), 'utf8');
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["']([^"']+\.js)["']/g)].map(
    (m) => posix.join(posix.dirname(file), m[1]!),
  );
}

/**
 * The JS a first visit downloads: the page's module scripts and modulepreloads with everything
 * they import statically, plus its inline scripts. Chunks loaded later by import() are not counted.
 */
function initialJsGzipBytes(route: string): { files: number; bytes: number } {
  const html = readFileSync(join(CLIENT_DIR, route, 'index.html'), 'utf8');
  const pending = [
    ...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g),
    ...html.matchAll(/<script type="module"[^>]*? src="([^"]+)"/g),
    ...html.matchAll(/import(?:\(| )"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const modules = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    pending.push(...staticImports(file));
  }
  const inline = [...html.matchAll(/<script(?: type="module"[^>]*)?>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('\n');
  let bytes = gzipSync(inline, { level: 9 }).length;
  for (const src of modules) {
    bytes += gzipSync(readFileSync(join(CLIENT_DIR, src)), { level: 9 }).length;
  }
  return { files: modules.size, bytes };
}

/** The JavaScript a page load transferred (compressed), from Lighthouse's network log. */
function scriptTransferKb(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  const bytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  // The demo data gives the office's analytics a year of figures; a porter with a route today
  // has /crew audited as a porter opens it.
  await seedDemoDatabase({ dataDir });
  await seedCrewRoute(dataDir, { doors: CREW_DOORS, communityCount: 2 });
  const server = spawn('node', ['build/api/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-of-at-least-32-characters',
      // Nothing is mailed during the run; production requires a mail server to be named.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let failed = false;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    // Inside the try: a Chrome that cannot start must not leave the server running.
    chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const origin = `http://127.0.0.1:${PORT}`;
    await waitFor(`${origin}/api/ready`);
    const cookies = {
      porter: await signIn(origin, BENCH_PORTER.email, BENCH_PORTER.password),
      customer: await signIn(origin, BENCH_CUSTOMER_EMAIL, BENCH_PORTER.password),
      admin: await signIn(origin, DEMO_ADMIN.email, DEMO_ADMIN.password),
    };

    console.log(`Lighthouse, mobile preset unless said (score 0-100, median of ${RUNS} runs):`);
    console.log(
      `  ${'route'.padEnd(LABEL_WIDTH)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`,
    );
    for (const { route, as, app, desktop, minAccessibility } of AUDITED) {
      const shifts: number[] = [];
      const blocking: number[] = [];
      const scriptKb: number[] = [];
      // Simulated throttling still reads this machine's own timings: take the median of a few runs.
      const runs: number[][] = [];
      let misses: string[] = [];
      await signInChrome(chrome.port, origin, as && cookies[as]);
      for (let run = 0, unfinished = 0; run < RUNS; run++) {
        const result = await lighthouse(
          `${origin}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          desktop ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        // A run Lighthouse could not finish scores 0: say why rather than print a bare zero.
        const problems = [result.lhr.runtimeError?.message, ...result.lhr.runWarnings].filter(
          Boolean,
        );
        if (problems.length > 0)
          console.log(`      ${route} run ${run + 1}: ${problems.join('; ')}`);
        // On a busy machine the trace is sometimes lost (NO_NAVSTART): that run measured nothing,
        // and its zero in the median would pass for a slow page. It is run again, a few times.
        if (result.lhr.runtimeError && unfinished < MAX_UNFINISHED_RUNS) {
          unfinished++;
          run--;
          continue;
        }
        runs.push(CATEGORIES.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100)));
        shifts.push(result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        blocking.push(result.lhr.audits['total-blocking-time']?.numericValue ?? 0);
        scriptKb.push(scriptTransferKb(result.lhr.audits['network-requests']?.details));
        // The audits that cost points, so a regression says where to look.
        misses = Object.values(result.lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
      const medians = CATEGORIES.map((_, i) => median(runs.map((r) => r[i]!)));
      const spread = runs.map((r) => r[0]).join('/');
      const who = [as && route !== CREW_APP_PATH ? as : '', desktop ? 'desktop' : '']
        .filter(Boolean)
        .join(', ');
      const label = who ? `${route} (${who})` : route;
      const accessibility = medians[CATEGORIES.indexOf('accessibility')]!;
      if (minAccessibility !== undefined && accessibility < minAccessibility) failed = true;
      console.log(
        `  ${label.padEnd(LABEL_WIDTH)}${medians.map((s) => String(s).padStart(16)).join('')}` +
          `   (performance per run: ${spread})`,
      );
      if (app) {
        const [cls, tbt, kb] = [median(shifts), median(blocking), median(scriptKb)];
        if (cls > APP_CLS_BUDGET || tbt > APP_TBT_BUDGET_MS || kb > APP_JS_BUDGET_KB) failed = true;
        console.log(
          `      CLS ${cls.toFixed(3)} (≤ ${APP_CLS_BUDGET}), TBT ${tbt.toFixed(0)} ms (≤ ${APP_TBT_BUDGET_MS}), ` +
            `JavaScript ${kb.toFixed(1)} KB (≤ ${APP_JS_BUDGET_KB})`,
        );
      }
      if (misses.length > 0) console.log(`      below 90 (last run): ${misses.join(', ')}`);
    }

    console.log(
      `\nInitial JavaScript, gzip (budget ${JS_BUDGET_KB} KB, ${CREW_JS_BUDGET_KB} KB for ${CREW_APP_PATH}):`,
    );
    for (const route of [...MARKETING_ROUTES, ...STATIC_APP_ROUTES, CREW_APP_PATH]) {
      const { files, bytes } = initialJsGzipBytes(route);
      const kb = bytes / 1024;
      if (kb > (route === CREW_APP_PATH ? CREW_JS_BUDGET_KB : JS_BUDGET_KB)) failed = true;
      console.log(`  ${route.padEnd(22)}${kb.toFixed(1).padStart(7)} KB in ${files} files`);
    }
  } finally {
    chrome?.kill();
    // A server that never started (its port taken) has exited already.
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();

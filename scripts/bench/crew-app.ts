// `npm run bench:crew-app`: the crew app with a route of 1,500 doors (CREW_BENCH_DOORS) on a
// throttled phone: Chromium at a phone's size with its CPU slowed 4x, against the production
// build and server. Prints the time to the first doors and to the whole route, the main thread's
// long tasks while it opens, the frame times while scrolling the route, and a tap's and a search's
// time to show (docs/decisions/031-crew-app-offline-first.md). Targets: first doors within 1 s of
// the start, no frame over 100 ms and under 5 % of frames over 50 ms while scrolling, a tap shown
// within 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { serviceClock } from '../../src/domain/pickup-calendar.ts';
import { signIn, startBenchServer } from './bench-server.ts';
import { BENCH_PORTER, seedCrewRoute } from './crew-route.ts';

const PORT = Number(process.env.CREW_BENCH_PORT ?? 4604);
const DOORS = Number(process.env.CREW_BENCH_DOORS ?? 1500);
const COMMUNITIES = 20;
const RUNS = Number(process.env.CREW_BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** A quick flick: the list moves this far every frame, drawn on the main thread. */
const SCROLL_PX_PER_FRAME = 120;
const SCROLL_FRAMES = 600;

type Opening = {
  firstDoorsMs: number;
  allDoorsMs: number;
  longTasks: number;
  longestTaskMs: number;
  blockingMs: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Watches the page from its first byte: when doors appear, and every long task. */
function watch(total: number) {
  type Bench = { firstDoors?: number; allDoors?: number; longTasks: PerformanceEntry[] };
  const bench: Bench = { longTasks: [] };
  (window as unknown as { __bench: Bench }).__bench = bench;
  new PerformanceObserver((list) => bench.longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  });
  const doors = document.getElementsByClassName('door');
  const observer = new MutationObserver(() => {
    if (doors.length > 0) bench.firstDoors ??= performance.now();
    if (doors.length >= total) {
      bench.allDoors = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(watch, DOORS);
  return page;
}

async function open(page: Page): Promise<Opening> {
  await page.goto('/crew');
  await page.waitForFunction(
    () => (window as unknown as { __bench: { allDoors?: number } }).__bench.allDoors !== undefined,
    undefined,
    { timeout: 120_000 },
  );
  // Let the last chunk's tasks be reported.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const bench = (
      window as unknown as {
        __bench: { firstDoors: number; allDoors: number; longTasks: PerformanceEntry[] };
      }
    ).__bench;
    const tasks = bench.longTasks.filter((t) => t.startTime <= bench.allDoors);
    return {
      firstDoorsMs: bench.firstDoors,
      allDoorsMs: bench.allDoors,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  });
}

/** Scrolls down the route frame by frame and answers each frame's time. */
const scroll = (page: Page) =>
  page.evaluate(
    async ({ step, frames }) => {
      // No named helper in here: the page would not know tsx's name wrapper.
      const times: number[] = [];
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let i = 0; i < frames; i++) {
        window.scrollBy(0, step);
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        times.push(now - last);
        last = now;
      }
      return { times, scrolled: window.scrollY };
    },
    { step: SCROLL_PX_PER_FRAME, frames: SCROLL_FRAMES },
  );

/** A tap on Collected at a door far down the route, to the frame that shows it. */
const tap = (page: Page) =>
  page.evaluate(async () => {
    const door =
      document.querySelectorAll('.door')[
        Math.floor(document.querySelectorAll('.door').length / 2)
      ]!;
    door.scrollIntoView();
    await new Promise((r) => requestAnimationFrame(r));
    const button = door.querySelector<HTMLButtonElement>('button[data-outcome="collected"]')!;
    const start = performance.now();
    button.click();
    for (;;) {
      await new Promise((r) => requestAnimationFrame(r));
      if (door.querySelector('[aria-pressed="true"]')) return performance.now() - start;
    }
  });

/** Typing a unit into "Find a unit", to the frame that shows the matches. */
const search = (page: Page) =>
  page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('#find')!;
    const start = performance.now();
    input.value = '250';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - start;
  });

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-crew-app-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let server: Awaited<ReturnType<typeof startBenchServer>>['server'] | undefined;
  try {
    await seedCrewRoute(dataDir, { doors: DOORS, communityCount: COMMUNITIES });
    const started = await startBenchServer(PORT, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NO_SCHEDULE_GENERATOR: '1',
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    server = started.server;
    const cookie = await signIn(started.base, BENCH_PORTER.email, BENCH_PORTER.password);

    const today = serviceClock(new Date()).date;
    const before = performance.now();
    const route = await fetch(`${started.base}/api/crew/route?date=${today}`, {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    const body = await route.text();
    const routeMs = performance.now() - before;

    const newContext = async () => {
      const context = await browser.newContext({
        baseURL: started.base,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        // The bench measures drawing: the service worker's first install would only add noise.
        serviceWorkers: 'block',
      });
      // The production session cookie is Secure (__Host-): over the bench's plain HTTP it goes
      // as a header.
      await context.setExtraHTTPHeaders({ cookie });
      return context;
    };

    const first: Opening[] = [];
    const again: Opening[] = [];
    const frames: number[] = [];
    const taps: number[] = [];
    const searches: number[] = [];
    let scrolled = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await newContext();
      const page = await throttledPage(context);
      first.push(await open(page));
      const scrolling = await scroll(page);
      frames.push(...scrolling.times);
      scrolled = scrolling.scrolled;
      taps.push(await tap(page));
      searches.push(await search(page));
      await page.close();
      // Opened again: the route is on the phone, and the network's copy follows.
      const reopened = await throttledPage(context);
      again.push(await open(reopened));
      await context.close();
    }

    console.log(
      `Crew app, ${DOORS} doors in ${COMMUNITIES} communities, 390x844 phone, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} runs`,
    );
    console.log(
      `  GET /api/crew/route: ${ms(routeMs)} (unthrottled), ${(body.length / 1024).toFixed(0)} KB of JSON`,
    );
    for (const [label, runs] of [
      ['first open', first],
      ['opened again', again],
    ] as const) {
      console.log(
        `  ${label.padEnd(13)} first doors ${ms(median(runs.map((r) => r.firstDoorsMs)))}, whole route ${ms(
          median(runs.map((r) => r.allDoorsMs)),
        )}; long tasks ${median(runs.map((r) => r.longTasks))}, longest ${ms(
          median(runs.map((r) => r.longestTaskMs)),
        )}, blocking ${ms(median(runs.map((r) => r.blockingMs)))}`,
      );
    }
    const janky = frames.filter((f) => f > 50).length;
    console.log(
      `  scrolling     ${frames.length} frames over ${(scrolled / 1000).toFixed(0)}k px: p50 ${ms(
        percentile(frames, 0.5),
      )}, p95 ${ms(percentile(frames, 0.95))}, longest ${ms(Math.max(...frames))}, over 50 ms ${(
        (janky / frames.length) *
        100
      ).toFixed(1)} %`,
    );
    console.log(`  tap to shown  median ${ms(median(taps))}`);
    console.log(`  find a unit   median ${ms(median(searches))}`);
  } finally {
    await browser.close();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

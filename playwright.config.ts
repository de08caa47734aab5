import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// e2e runs the production build against a fresh embedded database seeded with the demo data (or
// the PostgreSQL database E2E_DATABASE_URL names: scripts/test-e2e.mjs).
// Mail goes to the development file transport under E2E_DATA_DIR, where journeys read it.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `data/e2e-${E2E_PORT}`;
/**
 * The journeys play Twilio calling back with a resident's reply: alone, this key verifies those
 * calls, and texts still go to files under the data folder.
 */
export const E2E_TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token';

/**
 * Debian's Chromium, as its old headless shell when that package is installed: the same engine
 * without the desktop browser's window machinery, it runs the journeys in about two thirds of the
 * time on a small machine (docs/decisions/054-a-ci-run-within-budget.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  // One folder per port: parallel runs (and engineers) must not empty each other's results.
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // On CI a journey that fails once runs once more, and the report lists it as flaky: a test
  // that fails twice still fails the run (docs/decisions/054-a-ci-run-within-budget.md).
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['./e2e/support/slowest-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Never a downloaded browser: Debian's.
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node build/api/server/main.js`,
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${E2E_PORT}`,
      RATE_LIMIT_MULTIPLIER: '100',
      LOG_LEVEL: 'warn',
      // Journeys run the reminder scheduler as if at a chosen time; the clock's own runs would race them.
      NO_NOTIFICATION_SCHEDULER: '1',
      // Journeys issue property invoices from the office; the hourly run would race them.
      NO_PROPERTY_INVOICING: '1',
      // ... and the nightly reports: journeys ask for the nights they need, and the job's own
      // runs would add tonight's to a community a journey is counting.
      NO_NIGHT_REPORTS: '1',
      TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
      // The embedded database, or the PostgreSQL database a run names (scripts/test-e2e.mjs).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: '',
    },
  },
});

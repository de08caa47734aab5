import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: the server, domain and plain client modules run in Node; the React components run
// in happy-dom, a DOM in the same process, which starts in milliseconds where a browser takes
// seconds, and is enough for what the component tests check (text, roles, labels, events).
export default defineConfig({
  test: {
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core. Vitest's own default leaves a core to its main process, which idles
    // once the template database is made: on the two-core CI machine that ran every file in one
    // worker (docs/decisions/054-a-ci-run-within-budget.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
          globalSetup: ['src/test/database-template.ts'],
          // A worker imports the server once for all its files, which was most of the run's time;
          // each file still opens its own database and app (docs/decisions/054-a-ci-run-within-budget.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/client/test/dom-setup.ts'],
        },
      },
    ],
  },
});

// Bundles the static pages' one script (src/client/islands/static-page.ts) into the
// client build under a hashed name, and points their prerendered HTML at it. Run by `npm run
// build` after `react-router build`, whose prerender writes ISLANDS_SCRIPT_PLACEHOLDER.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { ISLANDS_SCRIPT_PLACEHOLDER } from '../src/client/lib/static-page.ts';
import { MARKETING_ROUTES, STATIC_APP_ROUTES } from '../src/domain/site.ts';

const CLIENT_DIR = 'build/client';

const output = (await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: CLIENT_DIR,
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: 'src/client/islands/static-page.ts',
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        // What the React islands render with, in two files rather than the many their shared use
        // would split it into, a request each (docs/decisions/042-app-pages-paint-their-frame-first.md):
        // React, React Query, the class helpers and how an island renders (`render-island.tsx`);
        // the form library and the form parts /signup shares with the portal's settings. Only
        // modules the islands script itself never imports, or it would load React on every
        // static page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/](node_modules[\\/](react|react-dom|scheduler|@tanstack|tailwind-merge|clsx|class-variance-authority)[\\/]|src[\\/]client[\\/](islands[\\/]render-island\.tsx|lib[\\/]query-client\.ts)$)/,
            },
            {
              name: 'forms',
              // Their dependencies stay where they were: the islands script shares some.
              includeDependenciesRecursively: false,
              test: /[\\/](node_modules[\\/]react-hook-form[\\/]|src[\\/]client[\\/](components[\\/]forms[\\/]|components[\\/]ui[\\/](input|form-field|password-input)\.tsx$|lib[\\/]use-form-submit\.ts$))/,
            },
          ],
        },
      },
    },
  },
})) as Rolldown.RolldownOutput;

const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry);
if (!entry) throw new Error('The islands build produced no entry chunk');

const STATIC_PAGES = [...MARKETING_ROUTES, ...STATIC_APP_ROUTES];
for (const route of STATIC_PAGES) {
  const file = join(CLIENT_DIR, route, 'index.html');
  const html = readFileSync(file, 'utf8');
  // Every prerendered page is a static page: one without the placeholder would ship no script.
  if (!html.includes(ISLANDS_SCRIPT_PLACEHOLDER)) {
    throw new Error(`${file} has no islands script: give its route STATIC_PAGE_HANDLE`);
  }
  writeFileSync(file, html.replaceAll(ISLANDS_SCRIPT_PLACEHOLDER, `/${entry.fileName}`));
}
console.log(`Islands: /${entry.fileName} in ${STATIC_PAGES.length} static pages`);

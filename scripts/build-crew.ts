// Builds the crew app (src/client/crew) into the client build: its page at /crew, then its
// service worker at /crew-sw.js with the list of the page's files to keep on the phone, and the
// web app manifest. Run by `npm run build` after the React app and the islands
// (docs/decisions/031-crew-app-offline-first.md).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { CREW_APP_PATH } from '../src/domain/site.ts';
import { CREW_ICONS, CREW_MANIFEST_FILE, crewManifest } from '../vite.crew.config.ts';

const CLIENT_DIR = 'build/client';
const SW_FILE = 'crew-sw.js';

const page = (await build({
  configFile: 'vite.crew.config.ts',
  logLevel: 'warn',
})) as Rolldown.RolldownOutput;

const files = page.output
  .map((file) => `/${file.fileName}`)
  .filter((f) => f.startsWith('/assets/'));
const manifestText = crewManifest();
writeFileSync(join(CLIENT_DIR, CREW_MANIFEST_FILE), manifestText);

// Everything the page needs with no network; its version changes whenever one of them does.
const shell = [
  CREW_APP_PATH,
  ...files,
  `/${CREW_MANIFEST_FILE}`,
  ...CREW_ICONS.map((icon) => icon.src),
];
const version = createHash('sha256')
  .update(JSON.stringify(shell))
  .update(manifestText)
  .update(Buffer.concat(CREW_ICONS.map((icon) => readFileSync(join('public', icon.src)))))
  .update(page.output.map((f) => (f.type === 'asset' ? String(f.source) : f.code)).join('\n'))
  .digest('hex')
  .slice(0, 16);

await build({
  configFile: false,
  logLevel: 'warn',
  define: {
    __CREW_SHELL__: JSON.stringify(shell),
    __CREW_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: CLIENT_DIR,
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: 'src/client/crew/sw.ts',
      output: { entryFileNames: SW_FILE, format: 'iife' },
    },
  },
});
console.log(
  `Crew app: ${CREW_APP_PATH} with ${files.length} files, /${SW_FILE} version ${version}`,
);

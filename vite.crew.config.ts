import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { CREW_APP_NAME, crewText } from './src/domain/crew-app-text.ts';
import { translatorFor } from './src/domain/i18n/catalogue.ts';
import { LANGUAGE_NAMES } from './src/domain/i18n/languages.ts';
import { BUSINESS, CREW_APP_PATH, THEME_COLOR } from './src/domain/site.ts';

// The crew app (src/client/crew): a page of its own, built apart from the React app so it loads
// none of it (docs/decisions/031-crew-app-offline-first.md). scripts/build-crew.ts builds it into
// build/client/crew/index.html, then its service worker; `npm run dev` serves it at /crew.

const PAGE = 'src/client/crew/index.html';

export const CREW_MANIFEST_FILE = 'crew.webmanifest';
/** The home-screen icons, drawn by scripts/crew-icons.ts into public/. */
export const CREW_ICONS = [
  { src: '/crew-icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/crew-icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/crew-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const DESCRIPTION = `The ${BUSINESS.name} crew's route for today and tomorrow.`;

/** The web app manifest: what a phone installs from /crew. */
export function crewManifest(): string {
  const manifest = {
    name: `${BUSINESS.name} ${CREW_APP_NAME}`,
    short_name: CREW_APP_NAME,
    description: DESCRIPTION,
    id: CREW_APP_PATH,
    start_url: CREW_APP_PATH,
    scope: CREW_APP_PATH,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: CREW_ICONS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The page's words come from the app's own, in English until the app has loaded the porter's
 * language: `%name%` is the app's text of that name (CrewText), the capitalised ones the page's.
 */
function crewPageText(): Plugin {
  const text = crewText(translatorFor('en'));
  const words: Record<string, string> = {
    ...Object.fromEntries(Object.entries(text).filter(([, word]) => typeof word === 'string')),
    THEME_COLOR,
    TITLE: `${CREW_APP_NAME} · ${BUSINESS.name}`,
    DESCRIPTION,
    APP_NAME: CREW_APP_NAME,
    TITLE_TODAY: text.title('today'),
    OTHER_LANGUAGE: 'es',
    OTHER_LANGUAGE_NAME: LANGUAGE_NAMES.es,
  };
  const fill = (html: string) =>
    html.replace(/%([A-Za-z_]+)%/g, (match, key: string) => {
      const word = words[key];
      if (word === undefined) throw new Error(`crew/index.html names an unknown text: ${match}`);
      return word.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    });
  return {
    name: 'crew-page-text',
    transformIndexHtml: (html, { filename }) => (filename.endsWith(PAGE) ? fill(html) : html),
  };
}

/**
 * `npm run dev`: the React app's dev server answers /crew with the crew page, its modules served
 * and reloaded by Vite like the app's (no service worker in development).
 */
export function crewDevPage(): Plugin[] {
  return [
    crewPageText(),
    {
      name: 'crew-dev-page',
      configureServer(server) {
        server.middlewares.use(async (req, res, next) => {
          const path = req.url?.split('?')[0]?.replace(/\/+$/, '');
          if (req.method !== 'GET') return next();
          if (path === `/${CREW_MANIFEST_FILE}`) {
            res.setHeader('content-type', 'application/manifest+json');
            res.end(crewManifest());
            return;
          }
          if (path !== CREW_APP_PATH) return next();
          // The page's own files are named from its folder, which is not /crew's in the dev server.
          const source = readFileSync(PAGE, 'utf8').replace(
            /(href|src)="\.\//g,
            '$1="/src/client/crew/',
          );
          const html = await server.transformIndexHtml(`/${PAGE}`, source);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(html);
        });
      },
    },
  ];
}

export default defineConfig({
  root: 'src/client',
  base: '/',
  publicDir: false,
  plugins: [tailwindcss(), crewPageText()],
  build: {
    outDir: '../../build/client',
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: PAGE,
      output: {
        entryFileNames: 'assets/crew-[hash].js',
        chunkFileNames: 'assets/crew-[name]-[hash].js',
        assetFileNames: 'assets/crew-[hash][extname]',
      },
    },
  },
});

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleBoundaryConfigs, serverModulesPlugin } from './eslint/server-modules.js';

// ---- Client import zones: shared code (components, lib) → features → entry points (routes,
// root, islands). Arrows point one way only, as in bulletproof-react; src/client/README.md
// explains each zone.
const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const ENTRY_POINT_MESSAGE =
  'Routes, the root, the islands and the crew app are entry points: nothing imports them. Move what they share into features/, components/ or lib/.';
const ENTRY_POINTS = {
  group: ['**/routes/**', '**/root', '**/islands/**', '**/crew/**'],
  message: ENTRY_POINT_MESSAGE,
};
// An island may render a screen's parts, kept beside its route (routes/client-portal/), never a
// route module itself, which carries the router (docs/decisions/042-app-pages-paint-their-frame-first.md).
const ISLAND_ENTRY_POINTS = [
  { regex: '(^|/)routes/[^/]+$', message: ENTRY_POINT_MESSAGE },
  { group: ['**/root', '**/crew/**'], message: ENTRY_POINT_MESSAGE },
];
const clientImportZones = [
  {
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ENTRY_POINTS,
            {
              group: ['**/features/**'],
              message:
                'Shared code must not import a feature: take what it needs as props or arguments from the route that composes them.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ENTRY_POINTS,
            ...features
              .filter((other) => other !== feature)
              .map((other) => ({
                // From inside a feature a sibling is reached as ../other/… as well.
                regex: `^(\\.\\./)+(features/)?${other}/`,
                message: 'Features must not import each other; compose them in a route instead.',
              })),
          ],
        },
      ],
    },
  })),
  {
    // Entry points may import features and shared code, but not each other (islands run on the
    // static pages, routes in the app).
    files: ['src/client/routes/**/*.{ts,tsx}', 'src/client/root.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/islands/**', '**/crew/**'], message: ENTRY_POINT_MESSAGE }] },
      ],
    },
  },
  {
    // The crew app is a page of its own with a budget of a few kilobytes: plain TypeScript on the
    // domain, nothing of the React app (docs/decisions/031-crew-app-offline-first.md).
    files: ['src/client/crew/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/routes/**', '**/root', '**/islands/**'], message: ENTRY_POINT_MESSAGE },
            {
              // shrink-photo is plain DOM shared with the portal's problem report.
              group: [
                '**/components/**',
                '**/features/**',
                '**/lib/**',
                '!**/lib/shrink-photo',
                'react',
                'react-*',
              ],
              message:
                'The crew app loads none of the React app: use src/domain, its own modules and lib/shrink-photo.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/islands/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ISLAND_ENTRY_POINTS,
            {
              group: ['**/components/**'],
              message: 'Islands render no React: share plain DOM code through lib/ or a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // A React island (/signup's step) renders the app's components alone with react-dom: no
    // router, which the static page does without (docs/decisions/042-app-pages-paint-their-frame-first.md).
    files: ['src/client/islands/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ISLAND_ENTRY_POINTS,
            {
              group: ['react-router', 'react-router/*'],
              message: 'A React island runs without the router: it navigates by loading pages.',
            },
          ],
        },
      ],
    },
  },
];
// ---- End of client import zones.

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'node_modules/**',
      '.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // The compiled message catalogue (scripts/i18n-compile.ts).
      'src/domain/i18n/en.ts',
      'src/domain/i18n/es.ts',
      'src/domain/i18n/crew/en.ts',
      'src/domain/i18n/crew/es.ts',
      'src/domain/i18n/message-values.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The domain is pure and shared: it must not reach into the client or the server.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/client/**', '**/server/**', 'node:*', 'react', 'fastify'] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', 'src/server/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  ...clientImportZones,
  ...moduleBoundaryConfigs('src/server/modules'),
  {
    files: ['src/server/modules/**/*.ts'],
    plugins: { 'server-modules': serverModulesPlugin },
    rules: { 'server-modules/no-mutual-imports': 'error' },
  },
);

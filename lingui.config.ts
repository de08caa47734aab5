import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The one message catalogue (docs/decisions/063-one-message-catalogue.md): a PO file per language
// under src/domain/i18n whose msgids are our own message ids, compiled by scripts/i18n-compile.ts
// into a module per language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [{ path: '<rootDir>/src/domain/i18n/{locale}', include: [] }],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  compileNamespace: 'ts',
});

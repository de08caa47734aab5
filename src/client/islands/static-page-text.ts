import type { Language } from '../../domain/i18n/languages';
import type { Translator } from '../../domain/i18n/translate';
import { loadAppText, showLanguage, writeMarkedText } from '../lib/app-language';
import { writeShellText } from '../lib/write-shell-text';

/**
 * A static app page in a language other than the English it was built in: its marked words,
 * header and footer, toaster, title and `<html lang>`. Apart from the islands script, which
 * carries no catalogue. The words loaded come back, for what the page's own code or its React
 * island writes.
 */
export async function showStaticPageIn(language: Language): Promise<Translator> {
  const words = await loadAppText(language);
  showLanguage(language);
  writeMarkedText(words);
  writeShellText(words);
  return words;
}

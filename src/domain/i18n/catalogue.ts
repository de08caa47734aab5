import { messages as en } from './en.ts';
import { messages as es } from './es.ts';
import type { Language } from './languages.ts';
import { translator, type Translator } from './translate.ts';

// Both languages at once, for the server (each email, text and PDF in its recipient's language)
// and the tests. The pages and the crew app load one language's module instead, as a chunk of
// its own.

const TRANSLATORS: Record<Language, Translator> = {
  en: translator('en', en),
  es: translator('es', es),
};

export const translatorFor = (language: Language): Translator => TRANSLATORS[language];

/** English, as the tests read a message rather than copy its sentence. */
export const EN = TRANSLATORS.en.t;

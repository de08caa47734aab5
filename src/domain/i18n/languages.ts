// The languages residents and porters read (docs/decisions/063-one-message-catalogue.md). Free of
// the catalogue itself, so a form or a schema that only names a language loads no messages.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language writes dates, numbers and money in: the US forms of both. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as a language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The first of our languages a browser asks for, in its order of preference: from an
 * Accept-Language header ("es-MX,es;q=0.9,en;q=0.8") or navigator.languages. English when it asks
 * for neither.
 */
export function preferredLanguage(asked: string | readonly string[] | null | undefined): Language {
  const tags =
    typeof asked === 'string'
      ? asked
          .split(',')
          .map((part) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag, q: q ? Number(q.slice(2)) : 1 };
          })
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q)
          .map(({ tag }) => tag)
      : (asked ?? []);
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

import { describe, expect, it } from 'vitest';
import { messages as en } from './en.ts';
import { messages as es } from './es.ts';
import { translatorFor } from './catalogue.ts';
import { preferredLanguage } from './languages.ts';

// The catalogue's own checks beside `lingui compile --strict`, which already fails on an English
// message with no Spanish (docs/decisions/063-one-message-catalogue.md).

type Compiled = string | (string | [string, string?, Record<string, unknown>?])[];

function valueNames(message: Compiled | undefined, into = new Set<string>()): Set<string> {
  if (message === undefined || typeof message === 'string') return into;
  for (const token of message) {
    if (typeof token === 'string') continue;
    into.add(token[0]);
    for (const branch of Object.values(token[2] ?? {})) {
      if (typeof branch !== 'number') valueNames(branch as Compiled, into);
    }
  }
  return into;
}

describe('the message catalogue', () => {
  it('has no Spanish message that English lacks', () => {
    expect(Object.keys(es).filter((id) => !(id in en))).toEqual([]);
  });

  it('gives each Spanish message the values its English one takes', () => {
    const differ = Object.keys(en).filter((id) => {
      const english = [...valueNames(en[id] as Compiled)].sort();
      const spanish = [...valueNames(es[id] as Compiled)].sort();
      return english.join() !== spanish.join();
    });
    expect(differ).toEqual([]);
  });

  it('writes each language with its own plurals', () => {
    expect(translatorFor('en').t('crew.find.matches', { count: 1 })).toBe('1 door matches');
    expect(translatorFor('es').t('crew.find.matches', { count: 2 })).toBe('2 puertas coinciden');
  });
});

describe('preferredLanguage', () => {
  it('takes the first of our languages a browser asks for, by weight', () => {
    expect(preferredLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR,es;q=0.5,en;q=0.4')).toBe('es');
    expect(preferredLanguage('en;q=0.2,es-US')).toBe('es');
    expect(preferredLanguage(['es-US', 'en-US'])).toBe('es');
  });

  it('is English when the browser asks for neither, or says nothing', () => {
    expect(preferredLanguage('fr-FR,de;q=0.5')).toBe('en');
    expect(preferredLanguage('es;q=0')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { appLanguage } from './app-language';
import { visitLanguage, type VisitClues } from './visit-language';

const clues = (over: Partial<VisitClues>): VisitClues => ({
  search: new URLSearchParams(),
  remembered: undefined,
  browser: ['en-US'],
  ...over,
});

describe('the language of an app page', () => {
  it('is the link’s when a Spanish page’s link says lang=es', () => {
    expect(visitLanguage(clues({ search: new URLSearchParams('plan=basic&lang=es') }))).toBe('es');
  });

  it('is the one remembered for the visit when the link says none', () => {
    expect(visitLanguage(clues({ remembered: 'es' }))).toBe('es');
    expect(visitLanguage(clues({ remembered: 'en', browser: ['es-MX'] }))).toBe('en');
  });

  it('is the browser’s when nothing else says', () => {
    expect(visitLanguage(clues({ browser: ['es-MX', 'en'] }))).toBe('es');
    expect(visitLanguage(clues({ browser: ['fr-FR'] }))).toBe('en');
    expect(visitLanguage(clues({ remembered: 'de', browser: ['es'] }))).toBe('es');
  });

  it('is the signed-in person’s own over anything the visit says', () => {
    const spanishVisit = clues({ search: new URLSearchParams('lang=es'), browser: ['es'] });
    expect(appLanguage({ language: 'en' }, spanishVisit)).toBe('en');
    expect(appLanguage({ language: 'es' }, clues({}))).toBe('es');
    expect(appLanguage(null, spanishVisit)).toBe('es');
  });
});

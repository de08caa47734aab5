import { describe, expect, it } from 'vitest';
import { formatsIn } from './formats';

// Times of the service's day (Central time), as the portal writes them in each language.
describe('a pickup’s time in the reader’s language', () => {
  // 2026-11-23 19:51 Central standard time.
  const evening = '2026-11-24T01:51:00.000Z';
  // 2026-06-02 00:05 Central daylight time.
  const pastMidnight = '2026-06-02T05:05:00.000Z';

  it('reads as the portal always wrote it in English', () => {
    expect(formatsIn('en').serviceTime(evening)).toBe('7:51pm');
    expect(formatsIn('en').serviceDateTime(evening)).toBe('Nov 23, 7:51pm');
  });

  it('reads in the glossary’s form in Spanish, whatever the browser’s ICU writes', () => {
    expect(formatsIn('es').serviceTime(evening)).toBe('7:51 p.m.');
    expect(formatsIn('es').serviceTime(pastMidnight)).toBe('12:05 a.m.');
    expect(formatsIn('es').serviceDateTime(evening)).toMatch(/^23 nov\.?, 7:51 p\.m\.$/);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PHOTO_LIMIT_MESSAGES } from '../../domain/photo-limits';
import { CREW_MESSAGES } from '../../domain/schemas/crew';
import { PHOTO_MESSAGES } from '../../domain/schemas/photos';
import { refusalWords } from './refusals';
import { loadLanguage } from './texts';

const REFUSALS = [
  ...Object.values(CREW_MESSAGES),
  MESSAGES.validationFailed,
  PHOTO_MESSAGES.notJpeg,
  PHOTO_MESSAGES.unreadable,
  PHOTO_MESSAGES.tooLarge,
  PHOTO_MESSAGES.tooWide,
  PHOTO_MESSAGES.idTaken,
  PHOTO_MESSAGES.uploadNotAllowed,
  PHOTO_LIMIT_MESSAGES.perDay(1000),
  PHOTO_LIMIT_MESSAGES.bytesPerDay(1024 * 1024 * 1024),
  PHOTO_LIMIT_MESSAGES.waiting(300),
];

describe("the server's refusals in the porter's language", () => {
  it('reads each as the server wrote it in English', async () => {
    await loadLanguage('en');
    for (const message of REFUSALS) expect(refusalWords(message)).toBe(message);
  });

  it('reads each in Spanish for a Spanish reader, a number kept in place', async () => {
    await loadLanguage('es');
    expect(refusalWords(CREW_MESSAGES.notOnRoute)).toBe('Esta puerta no está en su ruta');
    expect(refusalWords(PHOTO_LIMIT_MESSAGES.perDay(1000))).toBe(
      'Hoy ya envió 1000 fotos, el máximo que aceptamos en un día. Inténtelo de nuevo mañana.',
    );
    expect(refusalWords(PHOTO_LIMIT_MESSAGES.bytesPerDay(1024 * 1024 * 1024))).toContain('1024 MB');
    for (const message of REFUSALS) expect(refusalWords(message)).not.toBe(message);
    expect(refusalWords('Something new')).toBe('Something new');
  });
});

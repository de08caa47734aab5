import { describe, expect, it } from 'vitest';
import { EN, translatorFor } from '../../domain/i18n/catalogue';
import { PHOTO_ALLOWANCES, PHOTO_LIMIT_MESSAGES } from '../../domain/photo-limits';
import { FORM_MESSAGE_IDS, formMessage } from './form-messages';

describe('a form’s messages in the reader’s language', () => {
  it('names each English message by the id whose English it is', () => {
    for (const [english, id] of Object.entries(FORM_MESSAGE_IDS)) expect(EN(id)).toBe(english);
  });

  it('shows a Spanish reader the Spanish of each, a number kept in place', () => {
    const es = translatorFor('es');
    expect(formMessage(es, 'First name is required')).toBe('Escriba su nombre');
    expect(formMessage(es, 'Must be at most 30 characters')).toBe(
      'Debe tener 30 caracteres como máximo',
    );
  });

  it('shows a photo limit with its number in Spanish', () => {
    const es = translatorFor('es');
    const { perDay, waiting } = PHOTO_ALLOWANCES.customer;
    expect(formMessage(es, PHOTO_LIMIT_MESSAGES.perDay(perDay))).toBe(
      `Hoy ya envió ${perDay} fotos, el máximo que aceptamos en un día. Inténtelo de nuevo mañana.`,
    );
    expect(formMessage(es, PHOTO_LIMIT_MESSAGES.waiting(waiting))).toContain(
      `Ya envió ${waiting} fotos`,
    );
    expect(formMessage(es, PHOTO_LIMIT_MESSAGES.bytesPerDay(50 * 1024 * 1024))).toContain('50 MB');
  });

  it('leaves English, and a message it does not know, as they are', () => {
    expect(formMessage(translatorFor('en'), 'First name is required')).toBe(
      'First name is required',
    );
    expect(formMessage(translatorFor('es'), 'Something new')).toBe('Something new');
  });
});

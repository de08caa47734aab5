import { describe, expect, it } from 'vitest';
import { EN, translatorFor } from '../../domain/i18n/catalogue';
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

  it('leaves English, and a message it does not know, as they are', () => {
    expect(formMessage(translatorFor('en'), 'First name is required')).toBe(
      'First name is required',
    );
    expect(formMessage(translatorFor('es'), 'Something new')).toBe('Something new');
  });
});

import { describe, expect, it } from 'vitest';
import { EN, translatorFor } from '../../domain/i18n/catalogue';
import { MESSAGES } from '../../domain/messages';
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

describe('the account pages’ answers in Spanish', () => {
  const es = translatorFor('es');

  it('name each server answer with a number or an address in its place', () => {
    expect(formMessage(es, 'Too many attempts. Please wait 1 minutes and try again.')).toBe(
      'Demasiados intentos. Espere 1 minuto e intente de nuevo.',
    );
    expect(
      formMessage(
        es,
        'We sent a confirmation link to a.b@example.com. Your email changes when you follow it.',
      ),
    ).toBe(
      'Le enviamos un enlace de confirmación a a.b@example.com. Su correo cambiará cuando lo abra.',
    );
    expect(formMessage(es, 'Your sign-in email is now a.b@example.com.')).toBe(
      'Ahora usted inicia sesión con a.b@example.com.',
    );
  });

  it('match the server’s own sentences', () => {
    const en = translatorFor('en');
    expect(EN('auth.error.tooManyAttempts', { minutes: 15 })).toBe(MESSAGES.tooManyAttempts(15));
    expect(EN('auth.changeEmail.sent', { email: 'x@y.z' })).toBe(MESSAGES.emailChangeSent('x@y.z'));
    expect(EN('auth.confirmEmail.done', { email: 'x@y.z' })).toBe(MESSAGES.emailChanged('x@y.z'));
    expect(formMessage(en, MESSAGES.tooManyAttempts(15))).toBe(MESSAGES.tooManyAttempts(15));
  });
});

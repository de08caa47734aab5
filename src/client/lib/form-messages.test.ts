import { describe, expect, it } from 'vitest';
import { EN, translatorFor } from '../../domain/i18n/catalogue';
import { HOLD_MESSAGES } from '../../domain/holds';
import { PAYMENT_MESSAGES, transitionRefused } from '../../domain/payment-messages';
import { MESSAGES } from '../../domain/messages';
import { PHOTO_ALLOWANCES, PHOTO_LIMIT_MESSAGES } from '../../domain/photo-limits';
import { FORM_MESSAGE_IDS, formMessage } from './form-messages';

/** A hold over the holidays: Dec 20 – Jan 3, pickups back on Jan 4. */
const HOLIDAYS = { startsOn: '2026-12-20', returnsOn: '2027-01-04' };

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

  it('shows the server’s refusals of a subscription change in Spanish, their values kept', () => {
    const es = translatorFor('es');
    expect(formMessage(es, transitionRefused('resume', 'past_due'))).toBe(
      'Su último pago no se procesó. Primero actualice su método de pago; después podrá cambiar su suscripción.',
    );
    expect(formMessage(es, transitionRefused('pause', 'paused'))).toBe(
      'Solo se puede pausar una suscripción activa; esta está en pausa.',
    );
    expect(formMessage(es, transitionRefused('change-plan', 'cancelled'))).toBe(
      'Solo una suscripción activa o en pausa puede cambiar de plan; esta está cancelada.',
    );
    expect(formMessage(es, HOLD_MESSAGES.tooLong(20, 1, 2027))).toBe(
      'Esa pausa es de 20 días, pero le queda 1 día de pausa en 2027.',
    );
    expect(formMessage(es, HOLD_MESSAGES.tooLong(20, 0, 2027))).toMatch(
      /^No le quedan días de pausa en 2027\./,
    );
    expect(formMessage(es, PAYMENT_MESSAGES.alreadyOnPlan('Premium'))).toBe(
      'Ya tiene el plan Premium.',
    );
  });

  it('writes the English of the refusals it reads exactly as the server does', () => {
    const en = translatorFor('en');
    expect(en.t('portal.hold.tooLong', { days: 20, left: 3, year: '2027' })).toBe(
      HOLD_MESSAGES.tooLong(20, 3, 2027),
    );
    expect(en.t('portal.hold.tooLong', { days: 0, left: 0, year: '2027' })).toBe(
      HOLD_MESSAGES.tooLong(20, 0, 2027),
    );
    expect(en.t('portal.refused.transition', { action: 'pause', status: 'paused' })).toBe(
      transitionRefused('pause', 'paused'),
    );
    expect(en.t('portal.refused.allowanceUsed', { days: 30 })).toBe(
      PAYMENT_MESSAGES.pauseAllowanceUsed(30),
    );
    expect(en.t('portal.hold.overlaps', { from: 'Dec 20', to: 'Jan 3' })).toBe(
      HOLD_MESSAGES.overlaps(HOLIDAYS),
    );
    expect(en.t('pay.error.alreadyStatus', { status: 'past due' })).toBe(
      PAYMENT_MESSAGES.alreadyStatus('past_due'),
    );
  });

  it('keeps the dates of a hold that overlaps another, in the Spanish day format', () => {
    const es = translatorFor('es');
    expect(formMessage(es, HOLD_MESSAGES.overlaps(HOLIDAYS))).toBe(
      'Estas fechas se cruzan con su pausa del 20 dic al 3 ene. Elija otras fechas o cambie esa pausa.',
    );
    // A leap day, and a hold within one month.
    expect(
      formMessage(es, HOLD_MESSAGES.overlaps({ startsOn: '2028-02-29', returnsOn: '2028-03-01' })),
    ).toContain('del 29 feb al 29 feb.');
    expect(
      formMessage(es, HOLD_MESSAGES.overlaps({ startsOn: '2027-05-03', returnsOn: '2027-05-18' })),
    ).toContain('del 3 may al 17 may.');
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

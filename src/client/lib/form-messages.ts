import { useContext } from 'react';
import { MESSAGES } from '../../domain/messages';
import { PAYMENT_MESSAGES } from '../../domain/payment-messages';
import type { PlainMessageId, Translator } from '../../domain/i18n/translate';
import { SiteTextContext } from './site-text-context';

// The words a resident's form shows when a field or the server refuses it
// (docs/decisions/063-one-message-catalogue.md). The schemas are shared with the server, whose API
// answers in English, so their messages stay English there; a form shows each one in the
// reader's language through its message id. A message with no id here shows as it is.

/** Every English message a resident's form can show, by its id in the catalogue. */
export const FORM_MESSAGE_IDS: Readonly<Record<string, PlainMessageId>> = {
  'First name is required': 'signup.error.firstName',
  'Last name is required': 'signup.error.lastName',
  'Invalid email address': 'signup.error.email',
  'Valid phone number is required': 'signup.error.phone',
  'Password must be at least 8 characters': 'signup.error.password',
  'Address is required': 'signup.error.address',
  'Apartment/Unit number is required': 'signup.error.unit',
  'City is required': 'signup.error.city',
  [MESSAGES.zipRequired]: 'signup.error.zipRequired',
  [MESSAGES.zipInvalid]: 'signup.error.zipInvalid',
  [MESSAGES.zipNotServed]: 'signup.zipNotServed',
  [MESSAGES.communityRequired]: 'signup.error.community',
  [MESSAGES.communityEitherOr]: 'signup.error.communityEitherOr',
  [MESSAGES.communityNotInZip]: 'signup.error.communityNotInZip',
  'You must agree to the terms and conditions': 'signup.error.terms',
  [MESSAGES.emailTaken]: 'signup.error.emailTaken',
  [MESSAGES.validationFailed]: 'signup.error.fields',
  [MESSAGES.signupAlreadyPaid]: 'signup.error.alreadyPaid',
  'Card number is required': 'pay.error.cardNumberRequired',
  'Your card number is incomplete.': 'pay.error.cardNumber',
  'Expiry date is required': 'pay.error.expiryRequired',
  'Your card’s expiration date is incomplete.': 'pay.error.expiry',
  'Security code is required': 'pay.error.cvcRequired',
  'Your card’s security code is incomplete.': 'pay.error.cvc',
  [PAYMENT_MESSAGES.cardDeclined]: 'pay.error.declined',
  [MESSAGES.waitlistEmailInvalid]: 'waitlist.error.email',
  [MESSAGES.waitlistKindRequired]: 'waitlist.error.kind',
  [MESSAGES.waitlistZipServed]: 'waitlist.error.zipServed',
  [MESSAGES.waitlistInvalidToken]: 'waitlist.confirm.invalid',
  // The unsubscribe page's refusals (NOTIFICATION_MESSAGES, kept out of this module's chunk).
  'This unsubscribe link is not valid. Sign in to change your email settings.':
    'unsubscribe.invalid',
  'This unsubscribe link has expired. Sign in to change your email settings.':
    'unsubscribe.expired',
};

/** The schemas' "Must be at most 30 characters", whatever the number. */
const TOO_LONG = /^Must be at most (\d+) characters$/;

/** A form's message in the reader's language, when the catalogue has it. */
export function formMessage(words: Translator, message: string): string {
  if (words.language === 'en') return message;
  const id = FORM_MESSAGE_IDS[message];
  if (id) return words.t(id);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return words.t('signup.error.tooLong', { max: Number(tooLong[1]) });
  return message;
}

/** A form's message, and nothing for no message. */
type FormMessage = {
  (message: string): string;
  (message: string | undefined): string | undefined;
};

/**
 * `formMessage` in the language on show; the message as it is outside any page's words (a
 * component rendered alone).
 */
export function useFormMessage(): FormMessage {
  const words = useContext(SiteTextContext);
  return ((message: string | undefined) =>
    message === undefined || !words ? message : formMessage(words, message)) as FormMessage;
}

import { BUSINESS } from '../../../domain/site.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';

/** After a password change or reset: whoever holds the account's email hears of it. */
export function passwordChangedMail(to: string, name: string, appUrl: string): OutgoingMail {
  return composeMail(
    to,
    `Your ${BUSINESS.name} password was changed`,
    [
      `Hi ${name},`,
      'The password of your account was just changed, and every other device was signed out.',
      `If this was not you, reset your password now and call us at ${BUSINESS.phone}.`,
    ],
    { label: 'Reset your password', url: `${appUrl}/forgot-password` },
  );
}

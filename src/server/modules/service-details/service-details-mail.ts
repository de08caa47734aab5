import { EMAIL_CHANGE_TOKEN_TTL_HOURS } from '../../../domain/service-details.ts';
import { BUSINESS } from '../../../domain/site.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';

/** To the new address: the link that makes it the sign-in email. */
export function confirmNewEmailMail(to: string, name: string, url: string): OutgoingMail {
  return composeMail(
    to,
    `Confirm your new ${BUSINESS.name} email`,
    [
      `Hi ${name},`,
      `You asked to sign in to ${BUSINESS.name} with this email address from now on.`,
      `The link works once and expires in ${EMAIL_CHANGE_TOKEN_TTL_HOURS} hours. Until you follow it, your sign-in email stays as it was. If you did not ask for this, you can ignore this email.`,
    ],
    { label: 'Confirm new email', url },
  );
}

/** To the old address when a change is asked: someone holding the password could be a stranger. */
export function emailChangeRequestedMail(
  to: string,
  name: string,
  newEmail: string,
  appUrl: string,
): OutgoingMail {
  return composeMail(
    to,
    `A change of your ${BUSINESS.name} email was requested`,
    [
      `Hi ${name},`,
      `Someone signed in to your account asked to change its email to ${newEmail}. Nothing changes until the link we sent there is followed.`,
      `If this was not you, change your password and call us at ${BUSINESS.phone}.`,
    ],
    { label: 'Change your password', url: `${appUrl}/client-portal` },
  );
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(
  to: string,
  name: string,
  newEmail: string,
  appUrl: string,
): OutgoingMail {
  return composeMail(
    to,
    `Your ${BUSINESS.name} email was changed`,
    [
      `Hi ${name},`,
      `Your account's email is now ${newEmail}; sign in with it from now on. We will not write to this address again.`,
      `If this was not you, call us at ${BUSINESS.phone} or write to ${BUSINESS.email}.`,
    ],
    { label: 'Sign in', url: `${appUrl}/login` },
  );
}

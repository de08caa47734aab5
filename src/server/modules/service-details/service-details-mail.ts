import { EMAIL_CHANGE_TOKEN_TTL_HOURS } from '../../../domain/service-details.ts';
import { BUSINESS } from '../../../domain/site.ts';
import type { MailWords } from '../mail/mail-module.ts';

const business = BUSINESS.name;

/** To the new address: the link that makes it the sign-in email. */
export const confirmNewEmailMail = (name: string, url: string): MailWords => ({
  subject: ['mail.confirmEmail.subject', { business }],
  lines: [
    ['mail.greeting', { name }],
    ['mail.confirmEmail.asked', { business }],
    ['mail.confirmEmail.expiry', { hours: EMAIL_CHANGE_TOKEN_TTL_HOURS }],
  ],
  action: { label: ['mail.confirmEmail.action'], url },
});

/** To the old address when a change is asked: someone holding the password could be a stranger. */
export const emailChangeRequestedMail = (
  name: string,
  newEmail: string,
  appUrl: string,
): MailWords => ({
  subject: ['mail.emailChangeRequested.subject', { business }],
  lines: [
    ['mail.greeting', { name }],
    ['mail.emailChangeRequested.body', { email: newEmail }],
    ['mail.emailChangeRequested.notYou', { phone: BUSINESS.phone }],
  ],
  action: { label: ['mail.emailChangeRequested.action'], url: `${appUrl}/client-portal` },
});

/** To the old address once the new one is confirmed. */
export const emailChangedMail = (name: string, newEmail: string, appUrl: string): MailWords => ({
  subject: ['mail.emailChanged.subject', { business }],
  lines: [
    ['mail.greeting', { name }],
    ['mail.emailChanged.body', { email: newEmail }],
    ['mail.emailChanged.notYou', { phone: BUSINESS.phone, email: BUSINESS.email }],
  ],
  action: { label: ['mail.emailChanged.action'], url: `${appUrl}/login` },
});

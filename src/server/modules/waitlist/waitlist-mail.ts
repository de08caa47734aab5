import { BUSINESS } from '../../../domain/site.ts';
import type { MailWords } from '../mail/mail-module.ts';

const business = BUSINESS.name;

/** The double opt-in of the waitlist (docs/product.md#waitlist). */
export const waitlistConfirmMail = (zip: string, confirmUrl: string, days: number): MailWords => ({
  subject: ['mail.waitlist.confirm.subject', { business }],
  lines: [
    ['mail.waitlist.confirm.thanks', { business, zip }],
    ['mail.waitlist.confirm.link', { days }],
  ],
  action: { label: ['mail.waitlist.confirm.action'], url: confirmUrl },
});

/** To someone on the waitlist, once we serve their ZIP code. */
export const waitlistServedMail = (zip: string, signupUrl: string): MailWords => ({
  subject: ['mail.waitlist.served.subject', { business, zip }],
  lines: [['mail.waitlist.served.news', { business, zip }], ['mail.waitlist.served.signUp']],
  action: { label: ['mail.waitlist.served.action'], url: signupUrl },
});

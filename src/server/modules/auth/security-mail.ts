import { BUSINESS } from '../../../domain/site.ts';
import type { MailWords } from '../mail/mail-module.ts';

const business = BUSINESS.name;

/** The link that sets a new password, to whoever asked for it at the account's email. */
export const passwordResetMail = (name: string, resetUrl: string): MailWords => ({
  subject: ['mail.passwordReset.subject', { business }],
  lines: [
    ['mail.greeting', { name }],
    ['mail.passwordReset.request', { business }],
    ['mail.passwordReset.expiry'],
  ],
  action: { label: ['mail.passwordReset.action'], url: resetUrl },
});

/** After a password change or reset: whoever holds the account's email hears of it. */
export const passwordChangedMail = (name: string, appUrl: string): MailWords => ({
  subject: ['mail.passwordChanged.subject', { business }],
  lines: [
    ['mail.greeting', { name }],
    ['mail.passwordChanged.body'],
    ['mail.passwordChanged.notYou', { phone: BUSINESS.phone }],
  ],
  action: { label: ['mail.passwordChanged.action'], url: `${appUrl}/forgot-password` },
});

/** A new porter's invitation: the link sets the password of the crew account. */
export const crewInviteMail = (
  name: string,
  links: { setPassword: string; signIn: string },
  days: number,
): MailWords => ({
  subject: ['mail.crewInvite.subject', { business }],
  lines: [
    ['mail.greeting', { name }],
    ['mail.crewInvite.added', { business }],
    ['mail.crewInvite.expiry', { days, signIn: links.signIn }],
  ],
  action: { label: ['mail.action.choosePassword'], url: links.setPassword },
});

/**
 * A resident's welcome when their property starts paying for their door
 * (docs/product.md#rent-roll-rosters): a link to choose a password when the account has none,
 * then the portal, where their pickups are.
 */
export function residentInviteMail(
  name: string,
  community: string,
  links: { setPassword: string | null; signIn: string; portal: string; linkDays: number },
): MailWords {
  const greeting = name
    ? (['mail.greeting', { name }] as const)
    : (['mail.greetingNoName'] as const);
  const subject = ['mail.residentInvite.subject', { community }] as const;
  const intro = ['mail.residentInvite.intro', { community, business }] as const;
  if (links.setPassword) {
    return {
      subject,
      lines: [
        greeting,
        intro,
        ['mail.residentInvite.choosePassword'],
        [
          'mail.residentInvite.expiry',
          { days: links.linkDays, signIn: links.signIn, portal: links.portal },
        ],
      ],
      action: { label: ['mail.action.choosePassword'], url: links.setPassword },
    };
  }
  return {
    subject,
    lines: [greeting, intro, ['mail.residentInvite.signIn']],
    action: { label: ['mail.action.openPortal'], url: links.portal },
  };
}

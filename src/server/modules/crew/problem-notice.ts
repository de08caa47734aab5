import type { Translator } from '../../../domain/i18n/translate.ts';
import { messageFormats } from '../../../domain/message-formats.ts';
import { displayName } from '../../../domain/person-name.ts';
import type { ProblemReason } from '../../../domain/schemas/crew.ts';
import { BUSINESS } from '../../../domain/site.ts';
import type { MailWords, Said } from '../mail/mail-module.ts';

/** What the crew found, as the resident reads it ("bags not sealed"): the words the porter chose. */
function what({ t }: Translator, reason: ProblemReason | null): string {
  if (!reason || reason === 'other') return t('notice.problem.other');
  return t(`crew.reason.${reason}`).toLowerCase();
}

/**
 * The service update of a problem the crew recorded at a resident's door
 * (docs/decisions/041-notifications.md), in the resident's language: the email and the text,
 * both pointing at the account page that shows the crew's photo and lets the resident report back.
 */
export function problemNotice(
  problem: {
    serviceDate: string;
    firstName: string;
    username: string;
    reason: ProblemReason | null;
  },
  portalUrl: string,
) {
  return {
    email: (translator: Translator): MailWords => {
      const date = messageFormats(translator.language).serviceDate(problem.serviceDate);
      return {
        subject: ['notice.problem.subject', { date }],
        lines: [
          ['mail.greeting', { name: displayName(problem) }],
          ['notice.problem.line', { date, what: what(translator, problem.reason) }],
          ['notice.problem.photo'],
          ['mail.questions', { phone: BUSINESS.phone }],
        ],
        action: { label: ['notice.problem.action'], url: portalUrl },
      };
    },
    sms: (translator: Translator): Said => [
      'notice.problem.sms',
      {
        business: BUSINESS.name,
        day: messageFormats(translator.language).noticeDay(problem.serviceDate),
        what: what(translator, problem.reason),
        url: portalUrl,
      },
    ],
  };
}

import { NOTICE_TEXT } from '../../../domain/notices.ts';
import { displayName } from '../../../domain/person-name.ts';
import { PROBLEM_REASON_LABELS, type ProblemReason } from '../../../domain/schemas/crew.ts';
import { BUSINESS } from '../../../domain/site.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';

/** What the crew found, as the resident reads it ("bags not sealed"). */
function what(reason: ProblemReason | null): string {
  if (!reason || reason === 'other') return 'the crew left a note and a photo';
  return PROBLEM_REASON_LABELS[reason].toLowerCase();
}

/**
 * The service update of a problem the crew recorded at a resident's door
 * (docs/decisions/041-notifications.md): the email and the text, both pointing at the account
 * page that shows the crew's photo and lets the resident report back.
 */
export function problemNotice(
  problem: {
    serviceDate: string;
    email: string;
    firstName: string;
    username: string;
    reason: ProblemReason | null;
  },
  portalUrl: string,
): { email: OutgoingMail; sms: string } {
  const found = what(problem.reason);
  return {
    email: composeMail(
      problem.email,
      NOTICE_TEXT.problemSubject(problem.serviceDate),
      [
        `Hi ${displayName(problem)},`,
        NOTICE_TEXT.problemLine(problem.serviceDate, found),
        'The photo the crew took is in your account, under your recent pickups. If something is not right, you can report it there.',
        `Questions? Call us at ${BUSINESS.phone}.`,
      ],
      { label: 'See the photo', url: portalUrl },
    ),
    sms: NOTICE_TEXT.problemSms(problem.serviceDate, found, portalUrl),
  };
}

import {
  NOTICE_MAIL_TEXT,
  NOTICE_RULES,
  isNoticeReason,
  noticeReasonLabel,
  whatHappensNext,
} from '../../../domain/door-notices.ts';
import { formatNoticeDay } from '../../../domain/notices.ts';
import { displayName } from '../../../domain/person-name.ts';
import { BUSINESS } from '../../../domain/site.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';
import type { NoticeRow } from './notice-repository.ts';

// The resident's email and text of a notice and of a dispute's decision, both pointing at the
// portal's notices, where the photo, the rule and the dispute form are.

type Message = { email: OutgoingMail; sms: string };

export function noticeMessage(notice: NoticeRow, portalUrl: string): Message {
  const day = formatNoticeDay(notice.serviceDate, 'long');
  const reason = isNoticeReason(notice.reason) ? notice.reason : null;
  const label = reason ? noticeReasonLabel(reason) : null;
  const lines =
    notice.kind === 'thanks'
      ? [NOTICE_MAIL_TEXT.thanks(day)]
      : [
          NOTICE_MAIL_TEXT.found(label ?? '', day),
          ...(reason ? [NOTICE_RULES[reason]] : []),
          whatHappensNext(notice.kind, notice.feeCents),
          NOTICE_MAIL_TEXT.disputeLine,
        ];
  return {
    email: composeMail(
      notice.email,
      NOTICE_MAIL_TEXT.subject(notice.kind, day),
      [`Hi ${displayName(notice)},`, ...lines, `Questions? Call us at ${BUSINESS.phone}.`],
      { label: NOTICE_MAIL_TEXT.button, url: portalUrl },
    ),
    sms: NOTICE_MAIL_TEXT.sms(
      BUSINESS.name,
      notice.kind,
      label,
      formatNoticeDay(notice.serviceDate),
      portalUrl,
    ),
  };
}

export function disputeDecisionMessage(
  notice: NoticeRow,
  outcome: 'upheld' | 'withdrawn',
  note: string,
  portalUrl: string,
): Message {
  const day = formatNoticeDay(notice.serviceDate, 'long');
  return {
    email: composeMail(
      notice.email,
      NOTICE_MAIL_TEXT.decidedSubject(outcome),
      [
        `Hi ${displayName(notice)},`,
        NOTICE_MAIL_TEXT.decidedLine(outcome, day),
        note,
        `Questions? Call us at ${BUSINESS.phone}.`,
      ],
      { label: NOTICE_MAIL_TEXT.button, url: portalUrl },
    ),
    sms: NOTICE_MAIL_TEXT.decidedSms(
      BUSINESS.name,
      outcome,
      formatNoticeDay(notice.serviceDate),
      portalUrl,
    ),
  };
}

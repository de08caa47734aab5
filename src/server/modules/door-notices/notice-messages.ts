import {
  DISPUTE_WINDOW_DAYS,
  isNoticeReason,
  type NoticeReason,
  type NoticeStep,
} from '../../../domain/door-notices.ts';
import type { Translator } from '../../../domain/i18n/translate.ts';
import { messageFormats } from '../../../domain/message-formats.ts';
import { displayName } from '../../../domain/person-name.ts';
import { BUSINESS } from '../../../domain/site.ts';
import type { MailLine, MailWords, Said } from '../mail/mail-module.ts';
import type { NoticeRow } from './notice-repository.ts';

// The resident's email and text of a notice and of a dispute's decision, in the resident's
// language, both pointing at the portal's notices, where the photo, the rule and the dispute
// form are.

type Message = {
  email: (translator: Translator) => MailWords;
  sms: (translator: Translator) => Said;
};

const business = BUSINESS.name;

/** The rule each reason breaks, as the resident reads it beside the photo. */
function rule(translator: Translator, reason: NoticeReason): Said {
  if (reason !== 'after_window') return [`notice.door.rule.${reason}`];
  const f = messageFormats(translator.language);
  return ['notice.door.rule.after_window', { hour: f.windowStart, window: f.window }];
}

/** What happens next, under the notice. */
function whatHappensNext(translator: Translator, kind: NoticeStep, feeCents: number | null): Said {
  switch (kind) {
    case 'courtesy':
      return ['notice.door.next.courtesy'];
    case 'warning':
      return ['notice.door.next.warning'];
    case 'fee':
      return [
        'notice.door.next.fee',
        {
          amount: messageFormats(translator.language).money(feeCents ?? 0),
          days: DISPUTE_WINDOW_DAYS,
        },
      ];
  }
}

export function noticeMessage(notice: NoticeRow, portalUrl: string): Message {
  const reason = isNoticeReason(notice.reason) ? notice.reason : null;
  const found = ({ t }: Translator) => (reason ? t(`crew.reason.${reason}`).toLowerCase() : '');
  return {
    email: (translator) => {
      const day = messageFormats(translator.language).noticeDay(notice.serviceDate, 'long');
      const lines: MailLine[] =
        notice.kind === 'thanks'
          ? [['notice.door.thanks', { day }]]
          : [
              ['notice.door.found', { day, reason: found(translator) }],
              ...(reason ? [rule(translator, reason)] : []),
              whatHappensNext(translator, notice.kind, notice.feeCents),
              ['notice.door.disputeLine', { days: DISPUTE_WINDOW_DAYS }],
            ];
      return {
        subject:
          notice.kind === 'thanks'
            ? ['notice.door.thanksSubject', { day }]
            : ['notice.door.subject', { kind: notice.kind, day }],
        lines: [
          ['mail.greeting', { name: displayName(notice) }],
          ...lines,
          ['mail.questions', { phone: BUSINESS.phone }],
        ],
        action: { label: ['notice.door.action'], url: portalUrl },
      };
    },
    sms: (translator) => {
      const day = messageFormats(translator.language).noticeDay(notice.serviceDate);
      return notice.kind === 'thanks'
        ? ['notice.door.thanksSms', { business, day }]
        : [
            'notice.door.sms',
            { business, kind: notice.kind, day, reason: found(translator), url: portalUrl },
          ];
    },
  };
}

/** The decision on a resident's dispute, with the note the decider wrote for them. */
export function disputeDecisionMessage(
  notice: NoticeRow,
  outcome: 'upheld' | 'withdrawn',
  note: string,
  portalUrl: string,
): Message {
  return {
    email: (translator) => {
      const day = messageFormats(translator.language).noticeDay(notice.serviceDate, 'long');
      return {
        subject: ['notice.door.decidedSubject', { outcome }],
        lines: [
          ['mail.greeting', { name: displayName(notice) }],
          ['notice.door.decidedLine', { outcome, day }],
          { verbatim: note },
          ['mail.questions', { phone: BUSINESS.phone }],
        ],
        action: { label: ['notice.door.action'], url: portalUrl },
      };
    },
    sms: (translator) => [
      'notice.door.decidedSms',
      {
        business,
        outcome,
        day: messageFormats(translator.language).noticeDay(notice.serviceDate),
        url: portalUrl,
      },
    ],
  };
}

import type { Translator } from '../../../domain/i18n/translate.ts';
import { messageFormats } from '../../../domain/message-formats.ts';
import { BUSINESS } from '../../../domain/site.ts';
import type { ResolveTicket, TicketKind } from '../../../domain/schemas/tickets.ts';
import type { MailLine, MailWords, Said } from '../mail/mail-module.ts';

/** What the office decided, in the resident's words. */
function decision(
  translator: Translator,
  resolution: ResolveTicket,
  creditApplied: boolean | null,
): MailLine {
  const f = messageFormats(translator.language);
  switch (resolution.resolution) {
    case 'return_visit':
      return [
        'mail.ticketResolved.returnVisit',
        { date: f.serviceDate(resolution.date), window: f.window },
      ];
    case 'credit':
      return [
        creditApplied ? 'mail.ticketResolved.credited' : 'mail.ticketResolved.crediting',
        { amount: f.money(resolution.amountCents) },
      ];
    case 'no_action':
      return ['mail.ticketResolved.noAction', { reason: resolution.reason }];
  }
}

/** Sent when the office resolves a resident's report (docs/product.md#tickets). */
export const ticketResolvedMail =
  (ticket: {
    name: string;
    serviceDate: string;
    kind: TicketKind;
    resolution: ResolveTicket;
    creditApplied: boolean | null;
    portalUrl: string;
  }) =>
  (translator: Translator): MailWords => {
    const date = messageFormats(translator.language).serviceDate(ticket.serviceDate);
    return {
      subject: ['mail.ticketResolved.subject', { date }],
      lines: [
        ['mail.greeting', { name: ticket.name }],
        [
          'mail.ticketResolved.thanks',
          { date, kind: translator.t(`mail.ticketKind.${ticket.kind}`) },
        ],
        decision(translator, ticket.resolution, ticket.creditApplied),
        ['mail.questions', { phone: BUSINESS.phone }],
      ],
      action: { label: ['mail.action.pickups'], url: ticket.portalUrl },
    };
  };

/** The text that points at the email and the account. */
export const ticketResolvedSms =
  (serviceDate: string) =>
  ({ language }: Translator): Said => [
    'notice.ticketResolved.sms',
    { business: BUSINESS.name, day: messageFormats(language).noticeDay(serviceDate) },
  ];

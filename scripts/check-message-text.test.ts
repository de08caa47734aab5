import { describe, expect, it } from 'vitest';
import { messageTextFindings, messageTextInServer } from './check-message-text.ts';

describe('the emails and texts the server sends to residents and porters', () => {
  it('are all made from the message catalogue', () => {
    expect(messageTextInServer()).toEqual([]);
  });
});

describe('messageTextFindings', () => {
  it('finds an email written by hand outside the mail module', () => {
    const source = [
      "const mail = { to, subject: 'Your receipt', text: 'Thanks' };",
      'const row = { subject: mail.subject, text: mail.text, to: mail.to };',
    ].join('\n');
    expect(
      messageTextFindings('src/server/modules/tickets/ticket-mail.ts', source).map((f) => f.line),
    ).toEqual([1, 2]);
    expect(messageTextFindings('src/server/modules/mail/mail-sender.ts', source)).toEqual([]);
  });

  it('lets only the senders to readers without a language write English-only mail', () => {
    const source = 'const mail = englishMail(to, subject, lines, action);';
    expect(messageTextFindings('src/server/modules/tickets/ticket-mail.ts', source)).toHaveLength(
      1,
    );
    expect(
      messageTextFindings('src/server/modules/property-reports/night-reports.ts', source),
    ).toEqual([]);
  });

  it('finds a sentence in a file that writes a resident message, not its keys, links or SQL', () => {
    const source = [
      "import type { MailWords } from '../mail/mail-module.ts';",
      'const key = `billing:receipt:${number}`;',
      'const url = `${appUrl}/client-portal?tab=schedule`;',
      'const rows = sql`select id from users where language = ${language}`;',
      'const line = `Hi ${name}, your pickup is tomorrow`;',
      "const label = 'See the photo';",
    ].join('\n');
    const found = messageTextFindings('src/server/modules/crew/problem-notice.ts', source);
    expect(found.map((f) => f.line)).toEqual([5, 6]);
    const withoutWords = source.replace(
      "import type { MailWords } from '../mail/mail-module.ts';",
      '',
    );
    expect(messageTextFindings('src/server/modules/crew/crew-sync.ts', withoutWords)).toEqual([]);
  });
});

import type { MessageValues } from '../../../domain/i18n/message-values.ts';
import type { MessageId, Translator } from '../../../domain/i18n/translate.ts';

// What the server writes to a resident or a porter, as message ids of the catalogue
// (docs/decisions/063-one-message-catalogue.md): the words themselves exist only in the PO files,
// so a message cannot be written in one language alone.

/**
 * The ids of what the server writes (docs/decisions/063-one-message-catalogue.md): emails, notices,
 * receipts and texts. Kept to those surfaces, so the union of what a line may say stays small
 * enough for the compiler to check an email's lines as the catalogue grows.
 */
type SentId = Extract<MessageId, `${'mail' | 'notice' | 'receipt' | 'sms'}.${string}`>;

/** A message of the catalogue with the values it names: `['mail.greeting', { name }]`. */
export type Said = {
  [Id in SentId]: MessageValues[Id] extends undefined
    ? readonly [Id]
    : readonly [Id, MessageValues[Id]];
}[SentId];

/**
 * A line of an email: a message of the catalogue, or what no language changes, shown as it is:
 * words a person wrote (the office's note on a decision) or a fact such as an address.
 */
export type MailLine = Said | { verbatim: string };

/** An email's words: the subject, its paragraphs and its one button. */
export type MailWords = {
  subject: Said;
  lines: readonly MailLine[];
  action: { label: Said; url: string };
};

/** A message in the translator's language. */
export function say({ t }: Translator, said: Said): string {
  const [id, values] = said as readonly [MessageId, Record<string, unknown>?];
  return (t as (id: MessageId, values?: Record<string, unknown>) => string)(id, values);
}

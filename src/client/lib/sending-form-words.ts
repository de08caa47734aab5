import type { PlainMessageId, Translator } from '../../domain/i18n/translate';
import { MESSAGES } from '../../domain/messages';
import { PER_IP_LIMIT } from '../../domain/rate-limits';
import { SENDING_WORDS_ATTR, type SendingWords } from './enhance-sending-form';

/** The server's answers any one-message form can get, by their ids in the catalogue. */
const SERVER_MESSAGE_IDS: Readonly<Record<string, PlainMessageId>> = {
  [MESSAGES.internalError]: 'site.form.error.internal',
  [MESSAGES.serverBusy]: 'site.form.error.busy',
};

/**
 * The attribute that hands a one-message form's script its words in the page's language
 * (`SendingWords`). `messages`: the form's schema messages, by their English, in the page's
 * language; only those the language words otherwise go in, so an English page carries none.
 */
export function sendingWordsAttr(
  { t }: Translator,
  form: { sent: SendingWords['sent']; failed: string; messages: Record<string, string> },
): Record<string, string> {
  const minutes = PER_IP_LIMIT.windowMinutes;
  const server = [
    ...Object.entries(SERVER_MESSAGE_IDS).map(([english, id]) => [english, t(id)]),
    [MESSAGES.tooManyAttempts(minutes), t('auth.error.tooManyAttempts', { minutes })],
  ];
  const messages = [...server, ...Object.entries(form.messages)].filter(
    ([english, said]) => said !== english,
  );
  const words: SendingWords = {
    sending: t('site.form.sending'),
    sent: form.sent,
    failed: { title: t('site.form.failedTitle'), description: form.failed },
    noConnection: t('site.form.error.noConnection'),
    unknownReason: t('site.form.error.unknown'),
    messages: Object.fromEntries(messages),
  };
  return { [SENDING_WORDS_ATTR]: JSON.stringify(words) };
}

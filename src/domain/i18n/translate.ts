import { setupI18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Language } from './languages.ts';
import type { MessageValues } from './message-values.ts';

// The typed accessor to the catalogue (docs/decisions/063-one-message-catalogue.md): a message by
// its id with exactly the values its English text names, formatted by Lingui's runtime from the
// compiled messages of one language. No compile-time macros, so the same call runs in the pages,
// the crew app and the server.

export type MessageId = keyof MessageValues;
/** A message that takes no values, which a table of labels can name by its id alone. */
export type PlainMessageId = {
  [Id in MessageId]: MessageValues[Id] extends undefined ? Id : never;
}[MessageId];

type ValuesOf<Id extends MessageId> = MessageValues[Id] extends undefined
  ? []
  : [values: MessageValues[Id]];

/**
 * A message in one language: `t('crew.route.title', { day })`. `Ids` narrows the messages a
 * caller may ask for (the crew app's words come from its own part of the catalogue).
 */
export type Translate<Ids extends MessageId = MessageId> = <Id extends Ids>(
  id: Id,
  ...values: ValuesOf<Id>
) => string;

export type Translator<Ids extends MessageId = MessageId> = {
  language: Language;
  t: Translate<Ids>;
};

/** A translator over one language's compiled messages (en.ts or es.ts). */
export function translator(language: Language, messages: Messages): Translator {
  const i18n = setupI18n({
    locale: language,
    locales: INTL_LOCALE[language],
    messages: { [language]: messages },
  });
  return { language, t: (id, ...values) => i18n._(id, values[0]) };
}

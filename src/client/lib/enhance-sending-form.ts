import type { FormCheck } from '../../domain/schemas/field-errors';
import { ApiError } from './api-client';
import { formValues, listenToForm, showFieldErrors } from './plain-form';
import { serverFieldErrors } from './server-field-errors';
import { toast } from './toast-store';

/**
 * Marks a one-message form with the words its script writes, in the page's language, as JSON
 * (`SendingWords`): the static pages' script carries no catalogue, so the page brings them.
 */
export const SENDING_WORDS_ATTR = 'data-sending-words';

/** Where a failure's reason goes in `SendingWords.failed.description`. */
export const REASON = '{reason}';

/** What a one-message form writes as it runs, in the page's language. */
export type SendingWords = {
  sending: string;
  sent: { title: string; description: string };
  /** The description holds `REASON`, the server's or the browser's word on why. */
  failed: { title: string; description: string };
  /** The reason when the server was not reached: the browser's own words are no reader's. */
  noConnection: string;
  /** The reason when neither the server nor the browser gave one. */
  unknownReason: string;
  /**
   * The schema's and the server's English messages that the page's language words otherwise,
   * by their English: the schema is shared with the server, whose API answers in English.
   */
  messages: Record<string, string>;
};

/** What a plain form that sends one message (the contact form, a property's lead) needs. */
export type SendingForm<T> = {
  /** The attribute marking the element that holds the submit button's text. */
  labelAttr: string;
  /** The route's own schema, loaded by the caller with the first check, not with the page. */
  validate: (values: Record<string, string>) => Promise<FormCheck<T>>;
  send: (data: T) => Promise<unknown>;
};

/** Why a send failed: the server's message, else no connection, else the error's, else none. */
function failureReason(error: unknown, words: SendingWords): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return words.noConnection;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/**
 * A form that sends one message (docs/product.md#other-flows): idle → sending ('Sending...',
 * disabled) → sent (toast, form cleared) or error (destructive toast, what was typed kept). The
 * same code runs on the static pages and in the app, so each form behaves one way everywhere; its
 * words are the page's (`SENDING_WORDS_ATTR`).
 */
export function enhanceSendingForm<T>(form: HTMLFormElement, options: SendingForm<T>): () => void {
  const words = JSON.parse(form.getAttribute(SENDING_WORDS_ATTR)!) as SendingWords;
  const say = (message: string) => words.messages[message] ?? message;
  const sayAll = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = form.querySelector<HTMLElement>(`[${options.labelAttr}]`);
  const idleLabel = label?.textContent ?? '';
  const validate = () => options.validate(formValues(form));
  let submitted = false;
  let sending = false;
  // Set from the first click: the validator may still be loading when a second click comes.
  let submitting = false;

  const setSending = (on: boolean) => {
    sending = on;
    if (button) button.disabled = on;
    if (label) label.textContent = on ? words.sending : idleLabel;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    submitted = true;
    const result = await validate();
    if (!result.ok) {
      submitting = false;
      showFieldErrors(form, sayAll(result.errors));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    showFieldErrors(form, {});
    setSending(true);
    try {
      await options.send(result.data);
      form.reset();
      submitted = false;
      toast(words.sent);
    } catch (error) {
      showFieldErrors(form, sayAll(serverFieldErrors(error)));
      const reason = failureReason(error, words);
      toast({
        title: words.failed.title,
        description: words.failed.description.replace(
          REASON,
          reason === undefined ? words.unknownReason : say(reason),
        ),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
      submitting = false;
    }
  };
  // After a first attempt, messages follow the typing, so a fixed field loses its error at once.
  const onInput = async () => {
    if (!submitted || sending) return;
    const result = await validate();
    showFieldErrors(form, result.ok ? {} : sayAll(result.errors));
  };

  return listenToForm(form, onSubmit, onInput);
}

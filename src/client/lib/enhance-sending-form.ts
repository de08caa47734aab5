import { MESSAGES } from '../../domain/messages';
import type { FormCheck } from '../../domain/schemas/field-errors';
import { ApiError } from './api-client';
import { formValues, listenToForm, showFieldErrors } from './plain-form';
import { serverFieldErrors } from './server-field-errors';
import { toast } from './toast-store';

/** What a plain form that sends one message (the contact form, a property's lead) needs. */
export type SendingForm<T> = {
  /** The attribute marking the element that holds the submit button's text. */
  labelAttr: string;
  /** The route's own schema, loaded by the caller with the first check, not with the page. */
  validate: (values: Record<string, string>) => Promise<FormCheck<T>>;
  send: (data: T) => Promise<unknown>;
  sent: { title: string; description: string };
  failed: { title: string; description: (reason: string) => string };
};

/** The server's message for a failed send, else the error's, else "Unknown error". */
function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.unknownError;
}

/**
 * A form that sends one message (docs/product.md#other-flows): idle → sending ('Sending...',
 * disabled) → sent (toast, form cleared) or error (destructive toast, what was typed kept). The
 * same code runs on the static pages and in the app, so each form behaves one way everywhere.
 */
export function enhanceSendingForm<T>(form: HTMLFormElement, options: SendingForm<T>): () => void {
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
    if (label) label.textContent = on ? 'Sending...' : idleLabel;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    submitted = true;
    const result = await validate();
    if (!result.ok) {
      submitting = false;
      showFieldErrors(form, result.errors);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    showFieldErrors(form, {});
    setSending(true);
    try {
      await options.send(result.data);
      form.reset();
      submitted = false;
      toast(options.sent);
    } catch (error) {
      showFieldErrors(form, serverFieldErrors(error));
      toast({
        title: options.failed.title,
        description: options.failed.description(failureReason(error)),
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
    showFieldErrors(form, result.ok ? {} : result.errors);
  };

  return listenToForm(form, onSubmit, onInput);
}

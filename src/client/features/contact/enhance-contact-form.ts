import { MESSAGES } from '../../../domain/messages';
import type { ContactMessage } from '../../../domain/schemas/contact';
import { firstFieldErrors, type FormCheck } from '../../../domain/schemas/field-errors';
import { ApiError } from '../../lib/api-client';
import { formValues, listenToForm, showFieldErrors } from '../../lib/plain-form';
import { toast } from '../../lib/toast-store';
import { sendContactMessage } from './api/send-contact-message';

/** Marks the form this module drives, and the submit button's text. */
export const CONTACT_FORM_ATTR = 'data-contact-form';
export const SUBMIT_LABEL_ATTR = 'data-submit-label';

/** 'Failed to send message: {error message or Unknown error}'. */
function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.unknownError;
}

// The form sits at the foot of pages most visitors only read, so its validator (zod and
// ContactMessageSchema, the route's own schema) loads with the first validation, not the page.
async function validate(form: HTMLFormElement): Promise<FormCheck<ContactMessage>> {
  const { validateContactMessage } = await import('./validate-contact-message');
  return validateContactMessage(formValues(form));
}

function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return firstFieldErrors(error.fieldErrors);
}

/**
 * Contact form (docs/product.md#other-flows): idle → sending ('Sending...', disabled) → sent
 * (toast, form cleared) or error (destructive toast, what was typed kept). The same code runs on
 * the static pages and in the app (ContactForm attaches it), so the form behaves one way
 * everywhere.
 */
export function enhanceContactForm(form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = form.querySelector<HTMLElement>(`[${SUBMIT_LABEL_ATTR}]`);
  const idleLabel = label?.textContent ?? '';
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
    const result = await validate(form);
    if (!result.ok) {
      submitting = false;
      showFieldErrors(form, result.errors);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    showFieldErrors(form, {});
    setSending(true);
    try {
      await sendContactMessage(result.data);
      form.reset();
      submitted = false;
      toast({ title: MESSAGES.contactSentTitle, description: MESSAGES.contactSentText });
    } catch (error) {
      showFieldErrors(form, serverFieldErrors(error));
      toast({
        title: MESSAGES.contactFailedTitle,
        description: MESSAGES.contactFailed(failureReason(error)),
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
    const result = await validate(form);
    showFieldErrors(form, result.ok ? {} : result.errors);
  };

  return listenToForm(form, onSubmit, onInput);
}

import { MESSAGES } from '../../../domain/messages';
import { PROPERTY_LEAD_TEXT as TEXT } from '../../../domain/property-leads';
import type { PropertyLead } from '../../../domain/schemas/property-leads';
import { firstFieldErrors, type FormCheck } from '../../../domain/schemas/field-errors';
import { ApiError } from '../../lib/api-client';
import { formValues, listenToForm, showFieldErrors } from '../../lib/plain-form';
import { toast } from '../../lib/toast-store';
import { sendPropertyLead } from './api/send-property-lead';

/** Marks the form this module drives, and the submit button's text. */
export const PROPERTY_LEAD_FORM_ATTR = 'data-property-lead-form';
export const LEAD_SUBMIT_LABEL_ATTR = 'data-lead-submit-label';

function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.unknownError;
}

// As the contact form's: the validator (zod and PropertyLeadSchema, the route's own schema) loads
// with the first validation, so the page's script stays small.
async function validate(form: HTMLFormElement): Promise<FormCheck<PropertyLead>> {
  const { validatePropertyLead } = await import('./validate-property-lead');
  return validatePropertyLead(formValues(form));
}

function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return firstFieldErrors(error.fieldErrors);
}

/**
 * The lead form of /property-management (docs/product.md#property-leads), behaving as the contact
 * form does: idle → sending ('Sending...', disabled) → sent (toast, form cleared) or error
 * (destructive toast, what was typed kept).
 */
export function enhancePropertyLeadForm(form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = form.querySelector<HTMLElement>(`[${LEAD_SUBMIT_LABEL_ATTR}]`);
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
      await sendPropertyLead(result.data);
      form.reset();
      submitted = false;
      toast({ title: TEXT.sentTitle, description: TEXT.sentText });
    } catch (error) {
      showFieldErrors(form, serverFieldErrors(error));
      toast({
        title: TEXT.failedTitle,
        description: TEXT.failed(failureReason(error)),
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

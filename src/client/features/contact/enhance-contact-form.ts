import { enhanceSendingForm } from '../../lib/enhance-sending-form';
import { sendContactMessage } from './api/send-contact-message';

/** Marks the form this module drives, and the submit button's text. */
export const CONTACT_FORM_ATTR = 'data-contact-form';
export const SUBMIT_LABEL_ATTR = 'data-submit-label';

/**
 * Contact form (docs/product.md#other-flows), sent as every one-message form is. It sits at the
 * foot of pages most visitors only read, so its validator (zod and ContactMessageSchema, the
 * route's own schema) loads with the first validation, not the page.
 */
export const enhanceContactForm = (form: HTMLFormElement): (() => void) =>
  enhanceSendingForm(form, {
    labelAttr: SUBMIT_LABEL_ATTR,
    validate: async (values) =>
      (await import('./validate-contact-message')).validateContactMessage(values),
    send: sendContactMessage,
  });

import { enhanceSendingForm } from '../../lib/enhance-sending-form';
import { sendPropertyLead } from './api/send-property-lead';

/** Marks the form this module drives, and the submit button's text. */
export const PROPERTY_LEAD_FORM_ATTR = 'data-property-lead-form';
export const LEAD_SUBMIT_LABEL_ATTR = 'data-lead-submit-label';

/**
 * The lead form of /property-management (docs/product.md#property-leads), sent as the contact
 * form is; its validator (zod and PropertyLeadSchema, the route's own schema) loads with the
 * first validation, so the page's script stays small.
 */
export const enhancePropertyLeadForm = (form: HTMLFormElement): (() => void) =>
  enhanceSendingForm(form, {
    labelAttr: LEAD_SUBMIT_LABEL_ATTR,
    validate: async (values) =>
      (await import('./validate-property-lead')).validatePropertyLead(values),
    send: sendPropertyLead,
  });

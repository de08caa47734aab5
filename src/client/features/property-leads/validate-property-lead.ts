import { PropertyLeadSchema, type PropertyLead } from '../../../domain/schemas/property-leads';
import { checkForm, type FormCheck } from '../../../domain/schemas/field-errors';

/** The route's own schema, run in the browser (a chunk of its own: zod loads with it). */
export const validatePropertyLead = (values: Record<string, string>): FormCheck<PropertyLead> =>
  checkForm(PropertyLeadSchema, values);

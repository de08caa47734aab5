import { z } from 'zod';
import { formatUsPhone, isUsPhone } from '../phone.ts';
import {
  LEAD_DOORS_MAX,
  LEAD_DOORS_MIN,
  LEAD_LIMITS,
  PROPERTY_LEAD_TEXT as TEXT,
} from '../property-leads.ts';
import { email, optionalText, plainString, text, wholeNumberParam } from './fields.ts';

// The lead form of /property-management (docs/product.md#property-leads): the page's form and
// POST /api/property-leads check the same payload with this one schema.

export const PropertyLeadSchema = z.object({
  propertyName: text(1, LEAD_LIMITS.propertyName, TEXT.propertyNameRequired),
  // Typed into a form field, so it may arrive as text; sent on as a number.
  doors: wholeNumberParam(
    z
      .number({ error: TEXT.doorsInvalid })
      .int(TEXT.doorsInvalid)
      .min(LEAD_DOORS_MIN, TEXT.doorsInvalid)
      .max(LEAD_DOORS_MAX, TEXT.doorsInvalid),
  ),
  contactName: text(1, LEAD_LIMITS.contactName, TEXT.contactNameRequired),
  email: email(TEXT.emailInvalid),
  // Empty when left out; otherwise kept as (281) 555-0142, which reads back the same.
  phone: plainString(TEXT.phoneInvalid)
    .trim()
    .max(LEAD_LIMITS.phone, TEXT.phoneInvalid)
    .refine((v) => v === '' || isUsPhone(v), TEXT.phoneInvalid)
    .transform((v) => (v === '' ? '' : formatUsPhone(v)))
    .optional(),
  message: optionalText(LEAD_LIMITS.message).optional(),
  /** The honeypot, as ContactMessageSchema has it: only bots fill it in. */
  website: plainString().max(500).optional(),
});
export type PropertyLead = z.output<typeof PropertyLeadSchema>;

/** A lead as the office reads it: newest first on the Communities page. */
export const AdminPropertyLeadSchema = z.object({
  id: z.number().int(),
  propertyName: z.string(),
  doors: z.number().int(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPropertyLead = z.infer<typeof AdminPropertyLeadSchema>;

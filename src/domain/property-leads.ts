import { CONTRACT_DOORS_MAX, CONTRACT_DOORS_MIN } from './property-contracts.ts';

// A property's request for information from /property-management (docs/product.md#property-leads,
// docs/decisions/059-properties-as-customers.md): its bounds and words, for the page's form, the
// route and the office's list alike.

/** A lead counts doors as a contract does. */
export const LEAD_DOORS_MIN = CONTRACT_DOORS_MIN;
export const LEAD_DOORS_MAX = CONTRACT_DOORS_MAX;

export const LEAD_LIMITS = {
  propertyName: 200,
  contactName: 100,
  email: 254,
  phone: 30,
  message: 2000,
} as const;

export const PROPERTY_LEAD_TEXT = {
  propertyNameRequired: "Enter your community's name",
  doorsInvalid: `Enter the number of doors, from ${LEAD_DOORS_MIN} to ${LEAD_DOORS_MAX.toLocaleString('en-US')}`,
  contactNameRequired: 'Enter your name',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a US phone number with its area code, or leave it empty',
  sentText: 'Thank you. We will be in touch within one business day.',
  listFailed: 'Could not load the property leads.',
} as const;

// The contact form's maximum lengths (docs/product.md#limits): nobody can post megabytes into the
// staff inbox. Apart from the schema so the form's maxLength attributes load without zod.
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/**
 * What the schema answers for each field, apart from it too: the form words each in the page's
 * language without loading zod.
 */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;

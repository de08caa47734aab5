// The contact form's maximum lengths (docs/product.md#limits): nobody can post megabytes into the
// staff inbox. Apart from the schema so the form's maxLength attributes load without zod.
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

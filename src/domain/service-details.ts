// A customer's service details: what the portal lets them change themselves and what the office
// reads in a customer's history (docs/product.md#service-details). One row of
// service_detail_changes names one of these fields; other branches that change a detail (an admin
// matching a community) write the same names.

export const SERVICE_DETAIL_FIELDS = [
  'phone',
  'address',
  'unit',
  'building',
  'city',
  'zip',
  'community',
  'gateCode',
  'specialInstructions',
  'email',
] as const;
export type ServiceDetailField = (typeof SERVICE_DETAIL_FIELDS)[number];

/** Every service detail's value, as the history writes it (the community by its name). */
export type ServiceDetailValues = Record<ServiceDetailField, string>;

/** The fields whose value differs, each with its old and new value: one history row each. */
export const changedServiceDetails = (before: ServiceDetailValues, after: ServiceDetailValues) =>
  SERVICE_DETAIL_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    oldValue: before[field],
    newValue: after[field],
  }));

/** How the portal and the office's history name each field. */
export const SERVICE_DETAIL_LABELS: Record<ServiceDetailField, string> = {
  phone: 'Phone',
  address: 'Street address',
  unit: 'Apartment/Unit',
  building: 'Building',
  city: 'City',
  zip: 'ZIP code',
  community: 'Community',
  gateCode: 'Gate code',
  specialInstructions: 'Special instructions',
  email: 'Email',
};

/** How long the confirmation link for a new sign-in email works. */
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const EMAIL_CHANGE_TOKEN_TTL_HOURS = EMAIL_CHANGE_TOKEN_TTL_MS / (60 * 60_000);

/** Who made a change, as the office reads it: the admin looking, another office user, the customer. */
export const CHANGED_BY_KINDS = ['you', 'office', 'customer'] as const;
export type ChangedByKind = (typeof CHANGED_BY_KINDS)[number];

/** The community as the history keeps it: the listed name, or what the customer typed. */
export const communityHistoryValue = (
  listedName: string | null,
  requested: string | null,
): string => {
  if (listedName) return listedName;
  if (requested) return `${requested} (not listed)`;
  return '';
};

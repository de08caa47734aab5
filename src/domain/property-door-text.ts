// Kept apart from property-contracts.ts and free of imports: the resident's portal, loaded on a
// static page, shows these without the contract's bounds and formatting.

/** What a resident of a property-paid door reads (docs/product.md#property-contracts). */
export const PROPERTY_DOOR_TEXT = {
  includedTitle: 'Included with your community',
  includedText:
    'Your apartment community pays for your doorstep pickup, so there is nothing for you to pay. Leave your bags out on your pickup days.',
  managedByProperty:
    'Your pickups come with your apartment community. Ask your property office about changes to your service.',
} as const;

/**
 * A service area (docs/product.md#service-areas). Communities are the apartment communities we
 * serve today.
 */
export type ServiceArea = {
  slug: string;
  title: string;
  description: string;
  communities: readonly string[];
  zipCodes: readonly string[];
};

export const SERVICE_AREAS: readonly ServiceArea[] = [
  {
    slug: 'katy',
    title: 'Katy Area',
    description:
      'Daily routes across Katy, from the Grand Parkway corridor to Katy Mills and Cinco Ranch.',
    communities: [
      'Cinco Ranch Commons',
      'Grand Parkway Residences',
      'Katy Mills Crossing',
      'Mason Creek Villas',
    ],
    zipCodes: ['77450', '77494', '77493'],
  },
  {
    slug: 'fulshear',
    title: 'Fulshear Area',
    description:
      'Growing communities along FM 1093 and Cross Creek Ranch, served on every plan day.',
    communities: ['Cross Creek Lofts', 'Fulshear Village Flats', 'Westpark Meadows'],
    zipCodes: ['77441', '77406', '77423'],
  },
  {
    slug: 'brookshire-sealy',
    title: 'Brookshire & Sealy',
    description: 'West along I-10 to Brookshire and Sealy, with the same doorstep window.',
    communities: ['Brookshire Pines', 'Sealy Station Apartments', 'Bernardo Oaks'],
    zipCodes: ['77423', '77474', '77485'],
  },
];

/** The cities in the service area, for structured data and copy. */
export const SERVICE_CITIES = ['Katy', 'Fulshear', 'Brookshire', 'Sealy'] as const;

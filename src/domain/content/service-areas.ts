import type { MessageId, Translator } from '../i18n/translate.ts';
import type { ServiceAreaCity } from '../schemas/service-area.ts';

// The service area as the marketing pages show it (docs/product.md#service-areas): one card per
// city, with the ZIP codes we serve there and the active communities in them. The office edits
// ZIP codes and communities; the pages are prerendered from SEED_SERVICE_AREA and then show the
// office's data from GET /api/service-area.

/** The cities in the service area, for structured data and copy, in the order the site lists them. */
export const SERVICE_CITIES = ['Katy', 'Fulshear', 'Brookshire', 'Sealy'] as const;

const CITY_BLURBS = {
  Katy: 'site.areas.blurb.Katy',
  Fulshear: 'site.areas.blurb.Fulshear',
  Brookshire: 'site.areas.blurb.Brookshire',
  Sealy: 'site.areas.blurb.Sealy',
} as const satisfies Record<(typeof SERVICE_CITIES)[number], MessageId>;

const isFoundingCity = (city: string): city is keyof typeof CITY_BLURBS => city in CITY_BLURBS;

/** A line about a city; a city the office adds later gets a plain one. */
export function cityBlurb({ t }: Translator, city: string): string {
  return isFoundingCity(city) ? t(CITY_BLURBS[city]) : t('site.areas.blurb.other', { city });
}

/** Cities of the service area in the site's order: the founding cities first, then by name. */
export function orderCities<T extends { city: string }>(cities: readonly T[]): T[] {
  const rank = (city: string) => {
    const i = (SERVICE_CITIES as readonly string[]).indexOf(city);
    return i === -1 ? SERVICE_CITIES.length : i;
  };
  return [...cities].sort((a, b) => rank(a.city) - rank(b.city) || a.city.localeCompare(b.city));
}

/**
 * The service area a new database starts with (written by migration 0004): what the prerendered
 * pages, the site search and the structured data carry. A test keeps it equal to what
 * GET /api/service-area answers on a fresh database.
 */
export const SEED_SERVICE_AREA: readonly ServiceAreaCity[] = [
  {
    city: 'Katy',
    zipCodes: ['77450', '77493', '77494'],
    communities: [
      'Cinco Ranch Commons',
      'Grand Parkway Residences',
      'Katy Mills Crossing',
      'Mason Creek Villas',
    ],
  },
  {
    city: 'Fulshear',
    zipCodes: ['77406', '77441'],
    communities: ['Cross Creek Lofts', 'Fulshear Village Flats', 'Westpark Meadows'],
  },
  { city: 'Brookshire', zipCodes: ['77423'], communities: ['Brookshire Pines'] },
  {
    city: 'Sealy',
    zipCodes: ['77474', '77485'],
    communities: ['Bernardo Oaks', 'Sealy Station Apartments'],
  },
];

import type { MetaDescriptor } from 'react-router';
import type { Faq } from '../../domain/content/faqs';
import { pageInfo, type PageInfo } from '../../domain/content/pages';
import { planFeatures } from '../../domain/content/plan-text';
import type { Translator } from '../../domain/i18n/translate';
import type { Language } from '../../domain/i18n/languages';
import { sitePath, withLanguage } from '../../domain/site-language';
import { SEED_SERVICE_AREA, SERVICE_CITIES } from '../../domain/content/service-areas';
import { formatCents } from '../../domain/money';
import { PLAN_LIST } from '../../domain/plans';
import { BUSINESS, SHARE_IMAGE_PATH, SITE_URL } from '../../domain/site';

// schema.org JSON-LD for search engines: each builder returns one meta descriptor that
// React Router renders as <script type="application/ld+json"> in the prerendered HTML.

type JsonLd = Record<string, unknown>;
const ld = (data: JsonLd): MetaDescriptor => ({
  'script:ld+json': { '@context': 'https://schema.org', ...data },
});
const url = (path: string) => `${SITE_URL}${path}`;

/**
 * WebSite with the SearchAction on the search page of the page's language (/search?q=,
 * /es/search?q=), which searches that language's pages.
 */
export const websiteLd = (language: Language) =>
  ld({
    '@type': 'WebSite',
    '@id': `${url(sitePath(language, '/'))}#website`,
    name: BUSINESS.name,
    url: url(sitePath(language, '/')),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: url(`${sitePath(language, '/search')}?q={search_term_string}`),
      },
      'query-input': 'required name=search_term_string',
    },
  });

export const localBusinessLd = () =>
  ld({
    '@type': 'LocalBusiness',
    '@id': `${SITE_URL}/#business`,
    name: BUSINESS.name,
    legalName: BUSINESS.legalName,
    url: url('/'),
    image: url(SHARE_IMAGE_PATH),
    logo: url('/logo512.png'),
    telephone: BUSINESS.phone,
    email: BUSINESS.email,
    priceRange: `${formatCents(PLAN_LIST[0]!.priceCents)}-${formatCents(PLAN_LIST.at(-1)!.priceCents)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BUSINESS.street,
      addressLocality: BUSINESS.city,
      addressRegion: BUSINESS.state,
      postalCode: BUSINESS.zip,
      addressCountry: 'US',
    },
    areaServed: [
      ...SERVICE_CITIES.map((city) => ({
        '@type': 'City',
        name: `${city}, ${BUSINESS.state}`,
      })),
      ...SEED_SERVICE_AREA.flatMap((a) => a.zipCodes).map((zip) => ({
        '@type': 'PostalCodeRangeSpecification',
        postalCodeBegin: zip,
        postalCodeEnd: zip,
      })),
    ],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
  });

export const faqLd = (faqs: readonly Faq[]) =>
  ld({
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  });

/** One Product per plan, in the page's language; the offer points at signup with the plan. */
export const planProductsLd = (site: Translator) =>
  PLAN_LIST.map((plan) =>
    ld({
      '@type': 'Product',
      name: site.t('site.plan.productName', { plan: plan.title }),
      description: planFeatures(site, plan)
        .filter((f) => f.included)
        .map((f) => f.text)
        .join('; '),
      image: url(SHARE_IMAGE_PATH),
      brand: { '@type': 'Brand', name: BUSINESS.name },
      offers: {
        '@type': 'Offer',
        url: url(withLanguage(site.language, `/signup?plan=${plan.planId}`)),
        price: (plan.priceCents / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: (plan.priceCents / 100).toFixed(2),
          priceCurrency: 'USD',
          unitText: 'MONTH',
        },
      },
    }),
  );

/** Home › page, in the page's language; the home page's list is Home alone. */
export const breadcrumbLd = (page: PageInfo, site: Translator) => {
  const home = pageInfo(site, 'home');
  return ld({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: home.name, item: url(home.path) },
      ...(page.key === 'home'
        ? []
        : [{ '@type': 'ListItem', position: 2, name: page.name, item: url(page.path) }]),
    ],
  });
};

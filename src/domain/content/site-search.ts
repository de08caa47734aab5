import type { PlainMessageId, Translator } from '../i18n/translate.ts';
import { PLAN_LIST } from '../plans.ts';
import { sitePath } from '../site-language.ts';
import { faqs } from './faqs.ts';
import { PAGE_PATHS, pageInfo, type PageKey } from './pages.ts';
import { planFeatures } from './plan-text.ts';
import { cityBlurb, SEED_SERVICE_AREA } from './service-areas.ts';
import { listIn, moneyIn } from './site-formats.ts';

// The search page, promised to search engines by the WebSite SearchAction: a plain scan of the
// site's own content, small enough to run in the browser. Each language's search page searches
// that language's pages and links to them (/search, /es/search).

export type SearchHitKind = 'page' | 'plan' | 'area' | 'faq';

/** The label above each hit, by its kind. */
export const SEARCH_HIT_KIND: Record<SearchHitKind, PlainMessageId> = {
  page: 'site.search.kind.page',
  plan: 'site.search.kind.plan',
  area: 'site.search.kind.area',
  faq: 'site.search.kind.faq',
};

export type SearchHit = { kind: SearchHitKind; title: string; text: string; to: string };

/**
 * A 5-digit query is also a ZIP check, which the page asks the server (GET /api/service-area/:zip):
 * the office changes the service area without a release (docs/product.md#service-areas).
 */
export type SearchResult = { query: string; zip: string | null; hits: SearchHit[] };

export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The pages, plans, cities and answers of the site in one language, with their addresses in it. */
function documents(site: Translator): readonly SearchHit[] {
  const { language, t } = site;
  const to = (path: string) => sitePath(language, path);
  return [
    ...(Object.keys(PAGE_PATHS) as PageKey[])
      .filter((key) => key !== 'search')
      .map((key) => pageInfo(site, key))
      .map((p) => ({ kind: 'page' as const, title: p.name, text: p.description, to: p.path })),
    ...PLAN_LIST.map((plan) => ({
      kind: 'plan' as const,
      title: t('site.search.planTitle', {
        plan: plan.title,
        price: moneyIn(language, plan.priceCents),
      }),
      text: planFeatures(site, plan)
        .filter((f) => f.included)
        .map((f) => f.text)
        .join(' · '),
      to: to(`/pricing#plan-${plan.planId}`),
    })),
    ...SEED_SERVICE_AREA.map((area) => ({
      kind: 'area' as const,
      title: area.city,
      text: t('site.search.areaText', {
        blurb: cityBlurb(site, area.city),
        communities: listIn(language, area.communities),
        zipCodes: listIn(language, area.zipCodes),
      }),
      to: to('/#service-areas'),
    })),
    ...faqs(site).map((faq) => ({
      kind: 'faq' as const,
      title: faq.question,
      text: faq.answer,
      to: to('/pricing#faq'),
    })),
  ];
}

const indexes = new WeakMap<Translator, readonly SearchHit[]>();

function siteIndex(site: Translator): readonly SearchHit[] {
  let index = indexes.get(site);
  if (!index) {
    index = documents(site);
    indexes.set(site, index);
  }
  return index;
}

/** Lower case without accents, so "recoleccion" finds "recolección" as a visitor types it. */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const words = (s: string) =>
  plain(s)
    .split(/[^a-z0-9$]+/)
    .filter((w) => w.length > 1);

/**
 * The site in `site`'s language searched for a query: every query word must appear in the title
 * or text; hits whose titles match rank first.
 */
export function searchSite(site: Translator, rawQuery: string): SearchResult {
  const query = rawQuery.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const zip = /^\d{5}$/.test(query) ? query : null;
  const terms = words(query);
  if (terms.length === 0) return { query, zip, hits: [] };
  const scored = siteIndex(site)
    .map((doc) => {
      const title = plain(doc.title);
      const body = `${title} ${plain(doc.text)}`;
      if (!terms.every((t) => body.includes(t))) return null;
      return { doc, score: terms.filter((t) => title.includes(t)).length };
    })
    .filter((x) => x !== null);
  scored.sort((a, b) => b.score - a.score);
  return { query, zip, hits: scored.map((s) => s.doc) };
}

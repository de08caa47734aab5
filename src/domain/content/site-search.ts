import { formatCents } from '../money.ts';
import { PLAN_LIST } from '../plans.ts';
import { messages } from '../i18n/en.ts';
import { translator } from '../i18n/translate.ts';
import { faqs } from './faqs.ts';
import { PAGE_PATHS, pageInfo, type PageKey } from './pages.ts';
import { planFeatures } from './plan-text.ts';
import { cityBlurb, SEED_SERVICE_AREA } from './service-areas.ts';

// The /search page, promised to search engines by the WebSite SearchAction: a plain scan of the
// site's own content, small enough to run in the browser. The search page is English only, so it
// searches the English words.

export type SearchHit = {
  kind: 'Page' | 'Plan' | 'Service area' | 'FAQ';
  title: string;
  text: string;
  to: string;
};

/**
 * A 5-digit query is also a ZIP check, which the page asks the server (GET /api/service-area/:zip):
 * the office changes the service area without a release (docs/product.md#service-areas).
 */
export type SearchResult = { query: string; zip: string | null; hits: SearchHit[] };

export const SEARCH_QUERY_MAX_LENGTH = 100;

const ENGLISH = translator('en', messages);

const DOCUMENTS: readonly SearchHit[] = [
  ...(Object.keys(PAGE_PATHS) as PageKey[])
    .filter((key) => key !== 'search')
    .map((key) => pageInfo(ENGLISH, key))
    .map((p) => ({ kind: 'Page' as const, title: p.name, text: p.description, to: p.path })),
  ...PLAN_LIST.map((plan) => ({
    kind: 'Plan' as const,
    title: `${plan.title} plan: ${formatCents(plan.priceCents)}/month`,
    text: planFeatures(ENGLISH, plan)
      .filter((f) => f.included)
      .map((f) => f.text)
      .join(' · '),
    to: `/pricing#plan-${plan.planId}`,
  })),
  ...SEED_SERVICE_AREA.map((area) => ({
    kind: 'Service area' as const,
    title: area.city,
    text: `${cityBlurb(ENGLISH, area.city)} Communities: ${area.communities.join(', ')}. ZIP codes: ${area.zipCodes.join(', ')}.`,
    to: `/#service-areas`,
  })),
  ...faqs(ENGLISH).map((faq) => ({
    kind: 'FAQ' as const,
    title: faq.question,
    text: faq.answer,
    to: `/pricing#faq`,
  })),
];

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9$]+/)
    .filter((w) => w.length > 1);

/** Every query word must appear in the title or text; hits whose titles match rank first. */
export function searchSite(rawQuery: string): SearchResult {
  const query = rawQuery.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const zip = /^\d{5}$/.test(query) ? query : null;
  const terms = words(query);
  if (terms.length === 0) return { query, zip, hits: [] };
  const scored = DOCUMENTS.map((doc) => {
    const title = doc.title.toLowerCase();
    const body = `${title} ${doc.text.toLowerCase()}`;
    if (!terms.every((t) => body.includes(t))) return null;
    return { doc, score: terms.filter((t) => title.includes(t)).length };
  }).filter((x) => x !== null);
  scored.sort((a, b) => b.score - a.score);
  return { query, zip, hits: scored.map((s) => s.doc) };
}

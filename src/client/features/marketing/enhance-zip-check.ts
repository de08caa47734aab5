import type { lookupZip } from '../../../domain/contracts/service-area';
import type { ServiceAreaLookup } from '../../../domain/schemas/service-area';
import { callApi } from '../../lib/api-client';

/** Marks the form this module drives, and the live region it answers in. */
export const ZIP_CHECK_ATTR = 'data-zip-check';
export const ZIP_CHECK_RESULT_ATTR = 'data-zip-check-result';

/**
 * Marks the form with the words and links its answers write, in the page's language, as JSON
 * (`ZipCheckWords`): the static pages' script carries no catalogue, so the page brings them.
 */
export const ZIP_CHECK_WORDS_ATTR = 'data-zip-check-words';

/** Where the ZIP code asked, and the communities served there, go in a text or a link. */
export const ZIP = '{zip}';
export const COMMUNITIES = '{communities}';

/** The ZIP check's answers and links; `ZIP` and `COMMUNITIES` stand for their values. */
export type ZipCheckWords = {
  invalid: string;
  failed: string;
  served: string;
  servedIn: string;
  notServed: string;
  joinWaitlist: string;
  waitlistRest: string;
  seeAll: string;
  waitlistHref: string;
  searchHref: string;
};

const FIVE_DIGITS = /^\d{5}$/;

function link(href: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  a.className = 'font-semibold text-brand-700 underline';
  return a;
}

/**
 * The ZIP check of the home and pricing heroes, answered from the service area the office keeps
 * (GET /api/service-area/:zip, docs/product.md#service-areas): plain fetch, no React, so the static
 * pages' island stays small. Without script the form still works: it is a GET to the search page,
 * which asks the same API. The static pages start it from their island script, the app from
 * ZipCheck's effect.
 */
export function enhanceZipCheck(form: HTMLFormElement): () => void {
  const words = JSON.parse(form.getAttribute(ZIP_CHECK_WORDS_ATTR)!) as ZipCheckWords;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const result = form.querySelector<HTMLElement>(`[${ZIP_CHECK_RESULT_ATTR}]`)!;
  let asked = 0;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const zip = input.value.trim();
    if (!FIVE_DIGITS.test(zip)) {
      input.setAttribute('aria-invalid', 'true');
      result.replaceChildren(words.invalid);
      return;
    }
    input.removeAttribute('aria-invalid');
    const withZip = (text: string) => text.replace(ZIP, zip);
    // Only the latest question is answered, however the replies arrive.
    const mine = ++asked;
    const all = link(withZip(words.searchHref), words.seeAll);
    let answer: ServiceAreaLookup;
    try {
      answer = await callApi<typeof lookupZip>(
        { method: 'GET', path: '/api/service-area/:zip' },
        { params: { zip } },
      );
    } catch {
      if (mine === asked) result.replaceChildren(`${words.failed} `, all, '.');
      return;
    }
    if (mine !== asked) return;
    if (!answer.served) {
      result.replaceChildren(
        `${withZip(words.notServed)} `,
        link(withZip(words.waitlistHref), words.joinWaitlist),
        ` ${words.waitlistRest} `,
        all,
        '.',
      );
      return;
    }
    const names = answer.communities.map((c) => c.name);
    const served =
      names.length > 0 ? words.servedIn.replace(COMMUNITIES, names.join(', ')) : words.served;
    result.replaceChildren(`${withZip(served)} `, all, '.');
  };
  const listener = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}

import type { lookupZip } from '../../../domain/contracts/service-area';
import { MESSAGES, SERVICE_AREA_TEXT } from '../../../domain/messages';
import type { ServiceAreaLookup } from '../../../domain/schemas/service-area';
import { callApi } from '../../lib/api-client';

/** Marks the form this module drives, and the live region it answers in. */
export const ZIP_CHECK_ATTR = 'data-zip-check';
export const ZIP_CHECK_RESULT_ATTR = 'data-zip-check-result';

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
 * pages' island stays small. Without script the form still works: it is a GET to /search, which
 * asks the same API. The static pages start it from their island script, the app from ZipCheck's
 * effect.
 */
export function enhanceZipCheck(form: HTMLFormElement): () => void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const result = form.querySelector<HTMLElement>(`[${ZIP_CHECK_RESULT_ATTR}]`)!;
  let asked = 0;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const zip = input.value.trim();
    if (!FIVE_DIGITS.test(zip)) {
      input.setAttribute('aria-invalid', 'true');
      result.replaceChildren(`${MESSAGES.zipInvalid}.`);
      return;
    }
    input.removeAttribute('aria-invalid');
    // Only the latest question is answered, however the replies arrive.
    const mine = ++asked;
    const all = link(`/search?q=${zip}`, 'See everything we serve');
    let answer: ServiceAreaLookup;
    try {
      answer = await callApi<typeof lookupZip>(
        { method: 'GET', path: '/api/service-area/:zip' },
        { params: { zip } },
      );
    } catch {
      if (mine === asked) result.replaceChildren(`${SERVICE_AREA_TEXT.zipCheckFailed} `, all, '.');
      return;
    }
    if (mine !== asked) return;
    if (!answer.served) {
      result.replaceChildren(
        `${MESSAGES.zipCheckNotServed(zip)} `,
        link(`/waitlist?zip=${zip}`, 'Join the waitlist'),
        ' and we will email you when we get there. ',
        all,
        '.',
      );
      return;
    }
    const names = answer.communities.map((c) => c.name);
    result.replaceChildren(`${MESSAGES.zipCheckServed(zip, names)} `, all, '.');
  };
  const listener = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}

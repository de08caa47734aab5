import { areasForZip } from '../../../domain/content/service-areas';
import { MESSAGES } from '../../../domain/messages';

/** Marks the form this module drives, and the live region it answers in. */
export const ZIP_CHECK_ATTR = 'data-zip-check';
export const ZIP_CHECK_RESULT_ATTR = 'data-zip-check-result';

const FIVE_DIGITS = /^\d{5}$/;

/**
 * The ZIP check of the home and pricing heroes, answered at once from the service areas
 * (docs/product.md#service-areas). Without script the form still works: it is a GET to /search,
 * which answers a ZIP code too. The static pages start it from their island script, the app from
 * ZipCheck's effect.
 */
export function enhanceZipCheck(form: HTMLFormElement): () => void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const result = form.querySelector<HTMLElement>(`[${ZIP_CHECK_RESULT_ATTR}]`)!;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const zip = input.value.trim();
    if (!FIVE_DIGITS.test(zip)) {
      input.setAttribute('aria-invalid', 'true');
      result.replaceChildren(`${MESSAGES.zipInvalid}.`);
      return;
    }
    input.removeAttribute('aria-invalid');
    const communities = areasForZip(zip).flatMap((area) => area.communities);
    const answer =
      communities.length > 0
        ? MESSAGES.zipCheckServed(zip, communities)
        : MESSAGES.zipCheckNotServed(zip);
    const more = document.createElement('a');
    more.href = `/search?q=${zip}`;
    more.textContent = 'Search the site';
    more.className = 'font-semibold text-brand-700 underline';
    result.replaceChildren(`${answer} `, more, ' for more.');
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}

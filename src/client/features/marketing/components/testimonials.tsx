import { initialsOf, testimonials } from '../../../../domain/content/testimonials';
import { useSiteText } from '../../../lib/site-text-context';
import { StarRating, StarSymbols } from './star-rating';

export function Testimonials() {
  const site = useSiteText();
  return (
    <>
      <StarSymbols />
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials(site).map((t) => (
          <li key={t.author}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <StarRating rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-ink">
                <p>&ldquo;{t.content}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-11 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {initialsOf(t.author)}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{t.author}</span>
                  <span className="block text-sm text-muted">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

import { MAX_RATING } from '../../../../domain/content/testimonials';
import { useSiteText } from '../../../lib/site-text-context';

// The star outline once per page as SVG symbols; each star is a short <use>, where an inline
// icon per star put kilobytes of repeated paths into the prerendered HTML.
const STAR =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/** Rendered once by the component that lists ratings, before the first StarRating. */
export function StarSymbols() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <defs>
        <symbol id="star-full" viewBox="0 0 24 24">
          <path d={STAR} fill="currentColor" />
        </symbol>
        <clipPath id="star-left-half">
          <rect width="12" height="24" />
        </clipPath>
        <symbol id="star-half" viewBox="0 0 24 24">
          <path d={STAR} fill="currentColor" clipPath="url(#star-left-half)" />
        </symbol>
      </defs>
    </svg>
  );
}

/** Whole and half stars for a rating in 0.5 steps, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useSiteText();
  const stars = Array.from({ length: MAX_RATING }, (_, i) =>
    rating >= i + 1 ? 'full' : rating >= i + 0.5 ? 'half' : 'empty',
  );
  return (
    <span
      role="img"
      aria-label={t('site.testimonials.rated', { rating, max: MAX_RATING })}
      className="flex gap-0.5"
    >
      {stars.map((kind, i) => (
        <svg key={i} data-star={kind} aria-hidden viewBox="0 0 24 24" className="size-5">
          <use href="#star-full" className="text-slate-300" />
          {kind === 'empty' ? null : <use href={`#star-${kind}`} className="text-amber-500" />}
        </svg>
      ))}
    </span>
  );
}

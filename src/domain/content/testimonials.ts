import type { Translator } from '../i18n/translate.ts';

/** A testimonial; ratings go in half stars (0.5 steps, out of 5). */
export type Testimonial = { content: string; author: string; role: string; rating: number };

export const MAX_RATING = 5;

/** The three testimonials in one language: the words translated, the names and ratings kept. */
export function testimonials({ t }: Translator): readonly Testimonial[] {
  return [
    {
      content: t('site.testimonial1.content'),
      author: 'Maria Gonzales',
      role: t('site.testimonial1.role'),
      rating: 5,
    },
    {
      content: t('site.testimonial2.content'),
      author: 'Derek Thompson',
      role: t('site.testimonial2.role'),
      rating: 4.5,
    },
    {
      content: t('site.testimonial3.content'),
      author: 'Aisha Patel',
      role: t('site.testimonial3.role'),
      rating: 5,
    },
  ];
}

/** "Maria Gonzales" → "MG": the circle beside each testimonial. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

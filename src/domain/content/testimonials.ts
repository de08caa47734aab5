/** A testimonial; ratings go in half stars (0.5 steps, out of 5). */
export type Testimonial = { content: string; author: string; role: string; rating: number };

export const MAX_RATING = 5;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    content:
      'I work early shifts and used to haul bags down three flights before dawn. Now I set them out the night before and they are gone by lunch, every single pickup day.',
    author: 'Maria Gonzales',
    role: 'Resident, Cinco Ranch Commons',
    rating: 5,
  },
  {
    content:
      'Friendly, on time and the team actually texts when there is a holiday change. Worth every penny for a busy family of four.',
    author: 'Derek Thompson',
    role: 'Resident, Cross Creek Lofts',
    rating: 4.5,
  },
  {
    content:
      'Our hallways are cleaner and the dumpster area is no longer overflowing. Residents love it, and it has helped renewals.',
    author: 'Aisha Patel',
    role: 'Property Manager, Grand Parkway Residences',
    rating: 5,
  },
];

/** "Maria Gonzales" → "MG": the circle beside each testimonial. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

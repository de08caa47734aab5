import { BellRing, Check } from 'lucide-react';
import { Link } from 'react-router';
import { RESIDENTIAL_FEATURES } from '../../domain/content/marketing';
import { PAGES } from '../../domain/content/pages';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { PageHero } from '../features/marketing/components/page-hero';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.residentialValet);

export const handle = STATIC_PAGE_HANDLE;

/** The waitlist with "House" chosen (docs/product.md#waitlist). */
const WAITLIST_FOR_HOUSES = '/waitlist?kind=house';

/** Coming soon, for homes beyond apartment complexes. */
export default function ResidentialValet() {
  return (
    <>
      <PageHero
        eyebrow="Coming Soon"
        title="Residential Valet for houses and townhomes"
        intro={
          <>
            <p>
              Our doorstep service is growing beyond apartment complexes. Soon, homes across the
              Katy area can hand off trash day to us too.
            </p>
            <p className="mt-3">
              <Badge variant="warning" className="text-sm normal-case">
                Waitlist open: no payment, no commitment
              </Badge>
            </p>
          </>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to={WAITLIST_FOR_HOUSES}>
                <BellRing aria-hidden /> Get Notified
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">See Apartment Plans</Link>
            </Button>
          </>
        }
        image={{
          src: '/illustrations/residential-home.svg',
          alt: 'A house with two trash bins rolled out to the curb',
        }}
      />
      <section aria-labelledby="planned-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="planned-heading" className="text-3xl font-bold tracking-tight text-ink">
            What we are planning
          </h2>
          <ul className="mt-8 space-y-4">
            {RESIDENTIAL_FEATURES.map((feature) => (
              <li key={feature} className="flex gap-3 text-lg text-ink">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-muted">
            We are not taking orders or payments for houses yet.{' '}
            <Link to={WAITLIST_FOR_HOUSES} className="font-semibold text-brand-700 underline">
              Join the waitlist
            </Link>{' '}
            with your email and ZIP code, and we will email you as soon as residential service
            reaches your area.
          </p>
        </div>
      </section>
    </>
  );
}

import { BellRing, Check } from 'lucide-react';
import { Link } from 'react-router';
import { RESIDENTIAL_FEATURES } from '../../domain/content/marketing';
import { PAGES } from '../../domain/content/pages';
import { RESIDENTIAL_PREORDER_DATE } from '../../domain/content/service-policy';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { CONTACT_ON_HOME } from '../features/marketing/components/contact-links';
import { PageHero } from '../features/marketing/components/page-hero';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.residentialValet);

export const handle = STATIC_PAGE_HANDLE;

const preorderDate = new Date(`${RESIDENTIAL_PREORDER_DATE}T12:00:00Z`).toLocaleDateString(
  'en-US',
  {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  },
);

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
                Pre-orders open since {preorderDate}
              </Badge>
            </p>
          </>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to={CONTACT_ON_HOME}>
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
            Tell us your address through the contact form and we will let you know as soon as
            residential service reaches your street.
          </p>
        </div>
      </section>
    </>
  );
}

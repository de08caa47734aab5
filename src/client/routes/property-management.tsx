import { BarChart3, Building2, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { MANAGEMENT_BENEFITS, MANAGEMENT_STEPS } from '../../domain/content/marketing';
import { PAGES } from '../../domain/content/pages';
import { Button } from '../components/ui/button';
import { CONTACT_ON_HOME } from '../features/marketing/components/contact-links';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { Section } from '../features/marketing/components/section';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.propertyManagement);

export const handle = STATIC_PAGE_HANDLE;

function RequestInformation() {
  return (
    <Button asChild size="lg">
      <Link to={CONTACT_ON_HOME}>Request Information</Link>
    </Button>
  );
}

/** The pitch to apartment communities, benefits and 5 steps. */
export default function PropertyManagement() {
  return (
    <>
      <PageHero
        eyebrow="For Property Managers"
        title="Valet trash your residents will thank you for"
        intro={
          <p>
            Cleaner breezeways, fewer complaints and an amenity that helps renewals, run by a local
            team that treats your community like its own.
          </p>
        }
        actions={<RequestInformation />}
        image={{
          src: '/illustrations/apartment-community.svg',
          alt: 'Two apartment buildings with trees and a tidy trash area',
        }}
      />
      <Section
        id="management-benefits"
        tone="tint"
        eyebrow="Benefits"
        title="Why communities choose us"
      >
        <FeatureGrid
          items={MANAGEMENT_BENEFITS}
          icons={[Building2, Sparkles, ShieldCheck, BarChart3]}
          columns={4}
        />
      </Section>
      <Section id="management-steps" eyebrow="Getting started" title="How It Works">
        <FeatureGrid items={MANAGEMENT_STEPS} numbered columns={5} />
        <div className="mt-10 text-center">
          <RequestInformation />
        </div>
      </Section>
    </>
  );
}

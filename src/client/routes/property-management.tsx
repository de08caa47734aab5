import { BarChart3, Building2, ShieldCheck, Sparkles } from 'lucide-react';
import {
  MANAGEMENT_BENEFITS,
  MANAGEMENT_LEAD_FORM,
  MANAGEMENT_STEPS,
} from '../../domain/content/marketing';
import { PAGES } from '../../domain/content/pages';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { Section } from '../features/marketing/components/section';
import { PropertyLeadForm } from '../features/property-leads/components/property-lead-form';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.propertyManagement);

export const handle = STATIC_PAGE_HANDLE;

/** The lead form's section, where Request Information scrolls to. */
const REQUEST_INFORMATION_ID = 'request-information';

/** The pitch to apartment communities, benefits and 5 steps, then the lead form. */
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
        actions={
          <Button asChild size="lg">
            <a href={`#${REQUEST_INFORMATION_ID}`}>Request Information</a>
          </Button>
        }
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
      </Section>
      <Section
        id={REQUEST_INFORMATION_ID}
        tone="tint"
        eyebrow={MANAGEMENT_LEAD_FORM.eyebrow}
        title={MANAGEMENT_LEAD_FORM.title}
        intro={MANAGEMENT_LEAD_FORM.intro}
      >
        <Card className="mx-auto max-w-3xl">
          <CardContent className="p-6 sm:p-8">
            <PropertyLeadForm />
          </CardContent>
        </Card>
      </Section>
    </>
  );
}

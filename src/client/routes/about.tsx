import { ArrowRight, BellRing, Leaf, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ABOUT_STORY, APPROACH } from '../../domain/content/marketing';
import { PAGES } from '../../domain/content/pages';
import { Button } from '../components/ui/button';
import { ContactSection } from '../features/contact/components/contact-section';
import { CONTACT_ON_PAGE } from '../features/marketing/components/contact-links';
import { CtaBanner } from '../features/marketing/components/cta-banner';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { Section } from '../features/marketing/components/section';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.about);

export const handle = STATIC_PAGE_HANDLE;

/** About: intro, Our Story, Our Approach, images, plans link, CTA, contact form. */
export default function About() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Your neighbors in the valet trash business"
        intro={
          <p>
            We are a local team that makes apartment living a little easier: your trash leaves your
            doorstep on schedule, handled by people you can trust.
          </p>
        }
        image={{
          src: '/illustrations/valet-team.svg',
          alt: 'Two uniformed valets standing beside the green Katy Valet Trash truck',
        }}
      />
      <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <img
            src="/illustrations/apartment-community.svg"
            alt="Two apartment buildings with trees, the kind of community we serve"
            width={560}
            height={400}
            loading="lazy"
            className="order-last mx-auto h-auto w-full max-w-lg lg:order-first"
          />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Since 2021
            </p>
            <h2 id="story-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
              Our Story
            </h2>
            {ABOUT_STORY.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-muted">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>
      <Section
        id="approach"
        tone="tint"
        eyebrow="How we work"
        title="Our Approach"
        intro="Three promises we keep on every route, every day."
      >
        <FeatureGrid items={APPROACH} icons={[ShieldCheck, BellRing, Leaf]} />
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to="/pricing">
              View Our Service Plans <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Section>
      <CtaBanner contactHref={CONTACT_ON_PAGE} />
      <ContactSection />
    </>
  );
}

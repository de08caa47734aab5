import { ArrowRight, BellRing, Leaf, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { pageInfo } from '../../../domain/content/pages';
import type { Translator } from '../../../domain/i18n/translate';
import { sitePath } from '../../../domain/site-language';
import { Button } from '../../components/ui/button';
import { marketingMeta } from '../../lib/seo';
import { ContactSection } from '../../features/contact/components/contact-section';
import { CONTACT_ON_PAGE } from '../../features/marketing/components/contact-links';
import { CtaBanner } from '../../features/marketing/components/cta-banner';
import { FeatureGrid } from '../../features/marketing/components/feature-grid';
import { PageHero } from '../../features/marketing/components/page-hero';
import { Section } from '../../features/marketing/components/section';
import { useSiteText } from '../../lib/site-text-context';

export const aboutMeta = (site: Translator) => marketingMeta(pageInfo(site, 'about'), site);

/** About: intro, Our Story, Our Approach, images, plans link, CTA, contact form. */
export function AboutPage() {
  const { language, t } = useSiteText();
  const story = [t('site.about.story1'), t('site.about.story2'), t('site.about.story3')];
  const approach = [
    { title: t('site.about.approach1.title'), text: t('site.about.approach1.text') },
    { title: t('site.about.approach2.title'), text: t('site.about.approach2.text') },
    { title: t('site.about.approach3.title'), text: t('site.about.approach3.text') },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('site.about.eyebrow')}
        title={t('site.about.heading')}
        intro={<p>{t('site.about.intro')}</p>}
        image={{ src: '/illustrations/valet-team.svg', alt: t('site.about.heroImageAlt') }}
      />
      <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <img
            src="/illustrations/apartment-community.svg"
            alt={t('site.about.storyImageAlt')}
            width={560}
            height={400}
            loading="lazy"
            className="order-last mx-auto h-auto w-full max-w-lg lg:order-first"
          />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t('site.about.since')}
            </p>
            <h2 id="story-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
              {t('site.about.story.title')}
            </h2>
            {story.map((paragraph) => (
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
        eyebrow={t('site.about.approach.eyebrow')}
        title={t('site.about.approach.title')}
        intro={t('site.about.approach.intro')}
      >
        <FeatureGrid items={approach} icons={[ShieldCheck, BellRing, Leaf]} />
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to={sitePath(language, '/pricing')}>
              {t('site.about.viewPlans')} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Section>
      <CtaBanner contactHref={CONTACT_ON_PAGE} />
      <ContactSection />
    </>
  );
}

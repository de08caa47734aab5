import { BarChart3, Building2, ShieldCheck, Sparkles } from 'lucide-react';
import { pageInfo } from '../../../domain/content/pages';
import type { Translator } from '../../../domain/i18n/translate';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { marketingMeta } from '../../lib/seo';
import { PropertyLeadForm } from '../../features/property-leads/components/property-lead-form';
import { FeatureGrid } from '../../features/marketing/components/feature-grid';
import { PageHero } from '../../features/marketing/components/page-hero';
import { Section } from '../../features/marketing/components/section';
import { useSiteText } from '../../lib/site-text-context';

export const propertyManagementMeta = (site: Translator) =>
  marketingMeta(pageInfo(site, 'propertyManagement'), site);

/** The lead form's section, where Request Information scrolls to. */
const REQUEST_INFORMATION_ID = 'request-information';

/** The pitch to apartment communities, benefits and 5 steps, then the lead form. */
export function PropertyManagementPage() {
  const { language, t } = useSiteText();
  const benefits = [
    { title: t('site.management.benefit1.title'), text: t('site.management.benefit1.text') },
    { title: t('site.management.benefit2.title'), text: t('site.management.benefit2.text') },
    { title: t('site.management.benefit3.title'), text: t('site.management.benefit3.text') },
    { title: t('site.management.benefit4.title'), text: t('site.management.benefit4.text') },
  ];
  const steps = [
    { title: t('site.management.step1.title'), text: t('site.management.step1.text') },
    { title: t('site.management.step2.title'), text: t('site.management.step2.text') },
    { title: t('site.management.step3.title'), text: t('site.management.step3.text') },
    { title: t('site.management.step4.title'), text: t('site.management.step4.text') },
    { title: t('site.management.step5.title'), text: t('site.management.step5.text') },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('site.management.eyebrow')}
        title={t('site.management.heading')}
        intro={<p>{t('site.management.intro')}</p>}
        actions={
          <Button asChild size="lg">
            <a href={`#${REQUEST_INFORMATION_ID}`}>{t('site.management.requestInformation')}</a>
          </Button>
        }
        image={{
          src: '/illustrations/apartment-community.svg',
          alt: t('site.management.imageAlt'),
        }}
      />
      <Section
        id="management-benefits"
        tone="tint"
        eyebrow={t('site.management.benefits.eyebrow')}
        title={t('site.management.benefits.title')}
      >
        <FeatureGrid
          items={benefits}
          icons={[Building2, Sparkles, ShieldCheck, BarChart3]}
          columns={4}
        />
      </Section>
      <Section
        id="management-steps"
        eyebrow={t('site.management.steps.eyebrow')}
        title={t('site.management.steps.title')}
      >
        <FeatureGrid items={steps} numbered columns={5} />
      </Section>
      <Section
        id={REQUEST_INFORMATION_ID}
        tone="tint"
        eyebrow={t('site.management.lead.eyebrow')}
        title={t('site.management.lead.title')}
        intro={t('site.management.lead.intro')}
      >
        <Card className="mx-auto max-w-3xl">
          {/* The lead form's own words and answers are English for now: marked so, a screen
              reader reads them as English on the Spanish page. */}
          <CardContent className="p-6 sm:p-8" lang={language === 'en' ? undefined : 'en'}>
            <PropertyLeadForm />
          </CardContent>
        </Card>
      </Section>
    </>
  );
}

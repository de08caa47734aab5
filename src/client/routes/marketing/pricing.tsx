import { faqs } from '../../../domain/content/faqs';
import { pageInfo } from '../../../domain/content/pages';
import { EXTRA_BAG_PRICE_CENTS } from '../../../domain/content/service-policy';
import { moneyIn, pickupWindowIn } from '../../../domain/content/site-formats';
import type { Translator } from '../../../domain/i18n/translate';
import { marketingMeta } from '../../lib/seo';
import { faqLd, planProductsLd } from '../../lib/structured-data';
import { ContactSection } from '../../features/contact/components/contact-section';
import { CONTACT_ON_PAGE } from '../../features/marketing/components/contact-links';
import { CtaBanner } from '../../features/marketing/components/cta-banner';
import { FaqAccordion } from '../../features/marketing/components/faq-accordion';
import { PlanCards } from '../../features/marketing/components/plan-cards';
import { Section } from '../../features/marketing/components/section';
import { ZipCheck } from '../../features/marketing/components/zip-check';
import { useSiteText } from '../../lib/site-text-context';

export const pricingMeta = (site: Translator) =>
  marketingMeta(pageInfo(site, 'pricing'), site, [faqLd(faqs(site)), ...planProductsLd(site)]);

/** Pricing: hero, plan cards, the shared FAQ, a call to action and the contact form. */
export function PricingPage() {
  const { language, t } = useSiteText();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-6 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('site.pricing.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {t('site.pricing.heading')}
          </h1>
          <p className="mt-6 text-lg text-muted">
            {t('site.pricing.intro', {
              window: pickupWindowIn(language),
              extraBag: moneyIn(language, EXTRA_BAG_PRICE_CENTS),
            })}
          </p>
          <ZipCheck className="mx-auto mt-8 text-left" />
        </div>
      </section>
      <section
        aria-labelledby="plans-heading"
        className="bg-white px-4 pt-10 pb-16 sm:px-6 sm:pb-24"
      >
        <div className="mx-auto max-w-7xl">
          <h2 id="plans-heading" className="sr-only">
            {t('site.pricing.plans')}
          </h2>
          <PlanCards />
        </div>
      </section>
      <Section id="faq" tone="tint" eyebrow={t('site.faq.eyebrow')} title={t('site.faq.title')}>
        <FaqAccordion />
      </Section>
      <CtaBanner
        title={t('site.pricing.cta.title')}
        text={t('site.pricing.cta.text')}
        contactHref={CONTACT_ON_PAGE}
      />
      <ContactSection />
    </>
  );
}

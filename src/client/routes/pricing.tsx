import { FAQS } from '../../domain/content/faqs';
import { PAGES } from '../../domain/content/pages';
import { EXTRA_BAG_PRICE_CENTS } from '../../domain/content/service-policy';
import { PICKUP_WINDOW_LABEL } from '../../domain/pickup-window';
import { formatCents } from '../../domain/money';
import { ContactSection } from '../features/contact/components/contact-section';
import { CONTACT_ON_PAGE } from '../features/marketing/components/contact-links';
import { CtaBanner } from '../features/marketing/components/cta-banner';
import { FaqAccordion } from '../features/marketing/components/faq-accordion';
import { PlanCards } from '../features/marketing/components/plan-cards';
import { ZipCheck } from '../features/marketing/components/zip-check';
import { Section } from '../features/marketing/components/section';
import { marketingMeta } from '../lib/seo';
import { faqLd, planProductsLd } from '../lib/structured-data';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.pricing, [faqLd(FAQS), ...planProductsLd()]);

export const handle = STATIC_PAGE_HANDLE;

/** Pricing: hero, plan cards, the shared FAQ, a call to action and the contact form. */
export default function Pricing() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-6 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Simple plans for every household
          </h1>
          <p className="mt-6 text-lg text-muted">
            Month-to-month, no setup fee and no cancellation fees. Every plan includes doorstep
            collection {PICKUP_WINDOW_LABEL}; extra bags are {formatCents(EXTRA_BAG_PRICE_CENTS)}{' '}
            each.
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
            Plans
          </h2>
          <PlanCards />
        </div>
      </section>
      <Section id="faq" tone="tint" eyebrow="FAQ" title="Frequently Asked Questions">
        <FaqAccordion />
      </Section>
      <CtaBanner
        title="Not sure which plan fits?"
        text="Tell us about your household and we will recommend one."
        contactHref={CONTACT_ON_PAGE}
      />
      <ContactSection />
    </>
  );
}

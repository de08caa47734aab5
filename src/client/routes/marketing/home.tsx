import {
  ArrowRight,
  CalendarCheck,
  Clock,
  Leaf,
  ShieldCheck,
  Sparkles,
  Trash2,
  Truck,
  Users,
  Recycle,
} from 'lucide-react';
import { Link } from 'react-router';
import { faqs } from '../../../domain/content/faqs';
import { pageInfo } from '../../../domain/content/pages';
import { SERVICE_CITIES } from '../../../domain/content/service-areas';
import { hourIn, pickupWindowIn } from '../../../domain/content/site-formats';
import type { Translator } from '../../../domain/i18n/translate';
import { SERVICE_HOLIDAY_NAMES } from '../../../domain/pickup-calendar';
import { PICKUP_WINDOW_START_HOUR } from '../../../domain/pickup-window';
import { sitePath } from '../../../domain/site-language';
import { Button } from '../../components/ui/button';
import { ContactSection } from '../../features/contact/components/contact-section';
import { marketingMeta } from '../../lib/seo';
import { faqLd, planProductsLd } from '../../lib/structured-data';
import { CONTACT_ON_PAGE } from '../../features/marketing/components/contact-links';
import { CtaBanner } from '../../features/marketing/components/cta-banner';
import { FaqAccordion } from '../../features/marketing/components/faq-accordion';
import { FeatureGrid } from '../../features/marketing/components/feature-grid';
import { PlanCards } from '../../features/marketing/components/plan-cards';
import { Section } from '../../features/marketing/components/section';
import { ServiceAreas } from '../../features/marketing/components/service-areas';
import { ZipCheck } from '../../features/marketing/components/zip-check';
import { Testimonials } from '../../features/marketing/components/testimonials';
import { useSiteText } from '../../lib/site-text-context';

export const homeMeta = (site: Translator) =>
  marketingMeta(pageInfo(site, 'home'), site, [faqLd(faqs(site)), ...planProductsLd(site)]);

function Hero() {
  const { language, t } = useSiteText();
  const trustPoints = [
    { Icon: ShieldCheck, text: t('site.home.trust.team') },
    { Icon: Clock, text: t('site.home.trust.window', { window: pickupWindowIn(language) }) },
    { Icon: CalendarCheck, text: t('site.home.trust.monthly') },
  ];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            {t('site.home.servingCities', { cities: SERVICE_CITIES.join(', ') })}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {t('site.home.heading')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">{t('site.home.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={sitePath(language, '/pricing')}>
                {t('site.home.viewPlans')} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              {/* Screen readers and crawlers get where the link goes, not just "Learn More". */}
              <Link to={sitePath(language, '/about')}>
                {t('site.home.learnMore')}
                <span className="sr-only">{t('site.home.learnMoreAbout')}</span>
              </Link>
            </Button>
          </div>
          <ZipCheck className="mt-8" />
          <ul className="mt-8 grid gap-3 text-sm text-ink sm:grid-cols-3">
            {trustPoints.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/illustrations/doorstep-pickup.svg"
          alt={t('site.home.heroImageAlt')}
          width={560}
          height={440}
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}

function HowItWorks() {
  const { language, t } = useSiteText();
  const steps = [
    {
      title: t('site.home.how.step1.title'),
      text: t('site.home.how.step1.text', { start: hourIn(language, PICKUP_WINDOW_START_HOUR) }),
    },
    { title: t('site.home.how.step2.title'), text: t('site.home.how.step2.text') },
    { title: t('site.home.how.step3.title'), text: t('site.home.how.step3.text') },
  ];
  return (
    <Section
      id="how-it-works"
      eyebrow={t('site.home.how.eyebrow')}
      title={t('site.home.how.title')}
      intro={t('site.home.how.intro')}
    >
      <div className="grid gap-6 lg:grid-cols-4">
        <div className="lg:col-span-3">
          <FeatureGrid items={steps} icons={[Trash2, Truck, Recycle]} numbered />
        </div>
        <aside
          aria-labelledby="pickup-hours"
          className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm"
        >
          <Clock aria-hidden className="size-8" />
          <h3 id="pickup-hours" className="mt-4 text-lg font-bold">
            {t('site.home.hours.title')}
          </h3>
          <p className="mt-2 text-3xl font-extrabold">{pickupWindowIn(language)}</p>
          <p className="mt-2 text-brand-50">
            {t('site.home.hours.text', { count: SERVICE_HOLIDAY_NAMES.length })}
          </p>
        </aside>
      </div>
    </Section>
  );
}

function WhyResidents() {
  const { language, t } = useSiteText();
  const benefits = [
    { title: t('site.home.benefit1.title'), text: t('site.home.benefit1.text') },
    {
      title: t('site.home.benefit2.title'),
      text: t('site.home.benefit2.text', { window: pickupWindowIn(language) }),
    },
    { title: t('site.home.benefit3.title'), text: t('site.home.benefit3.text') },
    { title: t('site.home.benefit4.title'), text: t('site.home.benefit4.text') },
  ];
  return (
    <Section
      id="benefits"
      tone="tint"
      eyebrow={t('site.home.benefits.eyebrow')}
      title={t('site.home.benefits.title')}
      intro={t('site.home.benefits.intro')}
    >
      <FeatureGrid items={benefits} icons={[Sparkles, CalendarCheck, Leaf, Users]} columns={4} />
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to={sitePath(language, '/pricing')}>
            {t('site.home.choosePlan')} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

export function HomePage() {
  const { t } = useSiteText();
  return (
    <>
      <Hero />
      <HowItWorks />
      <WhyResidents />
      <Section
        id="testimonials"
        eyebrow={t('site.home.testimonials.eyebrow')}
        title={t('site.home.testimonials.title')}
      >
        <Testimonials />
      </Section>
      <Section
        id="plans"
        tone="tint"
        eyebrow={t('site.home.plans.eyebrow')}
        title={t('site.home.plans.title')}
        intro={t('site.home.plans.intro')}
      >
        <PlanCards />
      </Section>
      <Section
        id="service-areas"
        eyebrow={t('site.home.areas.eyebrow')}
        title={t('site.home.areas.title')}
        intro={t('site.home.areas.intro')}
      >
        <ServiceAreas />
      </Section>
      <Section id="faq" tone="tint" eyebrow={t('site.faq.eyebrow')} title={t('site.faq.title')}>
        <FaqAccordion />
      </Section>
      <CtaBanner contactHref={CONTACT_ON_PAGE} />
      <ContactSection />
    </>
  );
}

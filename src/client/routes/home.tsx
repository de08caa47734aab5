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
import { FAQS } from '../../domain/content/faqs';
import { BENEFITS, HOW_IT_WORKS } from '../../domain/content/marketing';
import { PAGES } from '../../domain/content/pages';
import { SERVICE_CITIES } from '../../domain/content/service-areas';
import { SERVICE_HOLIDAY_NAMES } from '../../domain/pickup-calendar';
import { PICKUP_WINDOW_LABEL } from '../../domain/pickup-window';
import { Button } from '../components/ui/button';
import { ContactSection } from '../features/contact/components/contact-section';
import { CONTACT_ON_PAGE } from '../features/marketing/components/contact-links';
import { CtaBanner } from '../features/marketing/components/cta-banner';
import { FaqAccordion } from '../features/marketing/components/faq-accordion';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PlanCards } from '../features/marketing/components/plan-cards';
import { Section } from '../features/marketing/components/section';
import { ServiceAreas } from '../features/marketing/components/service-areas';
import { ZipCheck } from '../features/marketing/components/zip-check';
import { Testimonials } from '../features/marketing/components/testimonials';
import { marketingMeta } from '../lib/seo';
import { faqLd, planProductsLd } from '../lib/structured-data';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.home, [faqLd(FAQS), ...planProductsLd()]);

export const handle = STATIC_PAGE_HANDLE;

const TRUST_POINTS = [
  { Icon: ShieldCheck, text: 'Background-checked, uniformed team' },
  { Icon: Clock, text: `Pickups ${PICKUP_WINDOW_LABEL}` },
  { Icon: CalendarCheck, text: 'Month-to-month, no setup fee' },
];

function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            Serving {SERVICE_CITIES.join(', ')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Doorstep trash pickup for Katy apartment residents
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            Leave your sealed bags at your door. Our uniformed team collects them on your pickup
            days and takes them for proper disposal, so you never haul trash to the dumpster again.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/pricing">
                View Plans <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              {/* Screen readers and crawlers get where the link goes, not just "Learn More". */}
              <Link to="/about">
                Learn More<span className="sr-only"> about us</span>
              </Link>
            </Button>
          </div>
          <ZipCheck className="mt-8" />
          <ul className="mt-8 grid gap-3 text-sm text-ink sm:grid-cols-3">
            {TRUST_POINTS.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/illustrations/doorstep-pickup.svg"
          alt="A uniformed valet with a rolling bin collecting trash bags left outside apartment doors"
          width={560}
          height={440}
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      eyebrow="Simple as 1-2-3"
      title="How Our Service Works"
      intro="No bins to buy and no app to learn: your door is the drop-off point."
    >
      <div className="grid gap-6 lg:grid-cols-4">
        <div className="lg:col-span-3">
          <FeatureGrid items={HOW_IT_WORKS} icons={[Trash2, Truck, Recycle]} numbered />
        </div>
        <aside
          aria-labelledby="pickup-hours"
          className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm"
        >
          <Clock aria-hidden className="size-8" />
          <h3 id="pickup-hours" className="mt-4 text-lg font-bold">
            Standard Pickup Hours
          </h3>
          <p className="mt-2 text-3xl font-extrabold">{PICKUP_WINDOW_LABEL}</p>
          <p className="mt-2 text-brand-50">
            Monday to Friday on your plan days. No service on {SERVICE_HOLIDAY_NAMES.length} major
            holidays; we remind you ahead of each.
          </p>
        </aside>
      </div>
    </Section>
  );
}

function WhyResidents() {
  return (
    <Section
      id="benefits"
      tone="tint"
      eyebrow="Benefits"
      title="Why Residents Love Our Service"
      intro="Busy schedules, third-floor walk-ups and Texas heat: we take the chore off your list."
    >
      <FeatureGrid items={BENEFITS} icons={[Sparkles, CalendarCheck, Leaf, Users]} columns={4} />
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to="/pricing">
            Choose Your Plan <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

export default function Home() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <WhyResidents />
      <Section id="testimonials" eyebrow="Testimonials" title="What Our Customers Say">
        <Testimonials />
      </Section>
      <Section
        id="plans"
        tone="tint"
        eyebrow="Pricing"
        title="Choose Your Plan"
        intro="Simple monthly pricing. Change or pause any time."
      >
        <PlanCards />
      </Section>
      <Section
        id="service-areas"
        eyebrow="Where we work"
        title="Service Areas"
        intro="Apartment communities across western Greater Houston."
      >
        <ServiceAreas />
      </Section>
      <Section id="faq" tone="tint" eyebrow="FAQ" title="Frequently Asked Questions">
        <FaqAccordion />
      </Section>
      <CtaBanner contactHref={CONTACT_ON_PAGE} />
      <ContactSection />
    </>
  );
}

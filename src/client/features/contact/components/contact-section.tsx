import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { pickupWindowIn } from '../../../../domain/content/site-formats';
import { BUSINESS, CONTACT_SECTION_ID } from '../../../../domain/site';
import { Card, CardContent } from '../../../components/ui/card';
import { useSiteText } from '../../../lib/site-text-context';
import { ContactForm } from './contact-form';

/** The page section every contact link and CTA scrolls to (#contact). */
export function ContactSection() {
  const { language, t } = useSiteText();
  const reply = t('site.contact.replyWithin', { hours: BUSINESS.emailReplyHours });
  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby="contact-heading"
      className="bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('site.contact.eyebrow')}
          </p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
            {t('site.contact.title')}
          </h2>
          <p className="mt-4 text-muted">{t('site.contact.intro', { reply })}</p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-5 text-brand-700" />
              <div>
                <a href={BUSINESS.phoneHref} className="font-semibold text-ink hover:underline">
                  {BUSINESS.phone}
                </a>
                <p className="text-sm text-muted">{t('site.contact.phoneHours')}</p>
              </div>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 text-brand-700" />
              <div>
                <a
                  href={`mailto:${BUSINESS.email}`}
                  className="font-semibold text-ink hover:underline"
                >
                  {BUSINESS.email}
                </a>
                <p className="text-sm text-muted">{t('site.contact.replies', { reply })}</p>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-5 text-brand-700" />
              <p className="text-ink">
                {BUSINESS.street}
                <br />
                {BUSINESS.city}, {BUSINESS.state} {BUSINESS.zip}
              </p>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden className="mt-0.5 size-5 text-brand-700" />
              <p className="text-ink">
                {t('site.contact.pickups', { window: pickupWindowIn(language) })}
              </p>
            </li>
          </ul>
        </div>
        <Card className="lg:col-span-3">
          <CardContent className="p-6 sm:p-8">
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

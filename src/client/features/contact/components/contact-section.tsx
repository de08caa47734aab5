import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { EMAIL_REPLY_LABEL, PHONE_HOURS_LABEL } from '../../../../domain/content/service-policy';
import { PICKUP_WINDOW_LABEL } from '../../../../domain/pickup-window';
import { BUSINESS, CONTACT_SECTION_ID } from '../../../../domain/site';
import { Card, CardContent } from '../../../components/ui/card';
import { ContactForm } from './contact-form';

/** The page section every contact link and CTA scrolls to (#contact). */
export function ContactSection() {
  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby="contact-heading"
      className="bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Contact</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
            Get in Touch
          </h2>
          <p className="mt-4 text-muted">
            Questions about a plan, your building or a pickup? Send us a message and a real person
            from our Katy office will answer {EMAIL_REPLY_LABEL}.
          </p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-5 text-brand-700" />
              <div>
                <a href={BUSINESS.phoneHref} className="font-semibold text-ink hover:underline">
                  {BUSINESS.phone}
                </a>
                <p className="text-sm text-muted">{PHONE_HOURS_LABEL}</p>
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
                <p className="text-sm text-muted">Replies {EMAIL_REPLY_LABEL}</p>
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
              <p className="text-ink">Pickups Monday-Friday, {PICKUP_WINDOW_LABEL}</p>
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

import { BellRing, Check } from 'lucide-react';
import { Link } from 'react-router';
import { pageInfo } from '../../../domain/content/pages';
import type { Translator } from '../../../domain/i18n/translate';
import { sitePath, withLanguage } from '../../../domain/site-language';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { marketingMeta } from '../../lib/seo';
import { PageHero } from '../../features/marketing/components/page-hero';
import { useSiteText } from '../../lib/site-text-context';

export const residentialValetMeta = (site: Translator) =>
  marketingMeta(pageInfo(site, 'residentialValet'), site);

/** The waitlist with "House" chosen (docs/product.md#waitlist). */
const WAITLIST_FOR_HOUSES = '/waitlist?kind=house';

/** Coming soon, for homes beyond apartment complexes. */
export function ResidentialValetPage() {
  const { language, t } = useSiteText();
  const features = [
    t('site.valet.feature1'),
    t('site.valet.feature2'),
    t('site.valet.feature3'),
    t('site.valet.feature4'),
  ];
  return (
    <>
      <PageHero
        eyebrow={t('site.valet.eyebrow')}
        title={t('site.valet.heading')}
        intro={
          <>
            <p>{t('site.valet.intro')}</p>
            <p className="mt-3">
              <Badge variant="warning" className="text-sm normal-case">
                {t('site.valet.waitlistOpen')}
              </Badge>
            </p>
          </>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to={withLanguage(language, WAITLIST_FOR_HOUSES)}>
                <BellRing aria-hidden /> {t('site.valet.getNotified')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={sitePath(language, '/pricing')}>{t('site.valet.seeApartmentPlans')}</Link>
            </Button>
          </>
        }
        image={{ src: '/illustrations/residential-home.svg', alt: t('site.valet.imageAlt') }}
      />
      <section aria-labelledby="planned-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="planned-heading" className="text-3xl font-bold tracking-tight text-ink">
            {t('site.valet.planning')}
          </h2>
          <ul className="mt-8 space-y-4">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3 text-lg text-ink">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-muted">
            {t('site.valet.notYet')}{' '}
            <Link
              to={withLanguage(language, WAITLIST_FOR_HOUSES)}
              className="font-semibold text-brand-700 underline"
            >
              {t('site.valet.joinWaitlist')}
            </Link>{' '}
            {t('site.valet.waitlistRest')}
          </p>
        </div>
      </section>
    </>
  );
}

import { Link } from 'react-router';
import { sitePath } from '../../../../domain/site-language';
import { Button } from '../../../components/ui/button';
import { useSiteText } from '../../../lib/site-text-context';

/** The closing call to action: Choose Your Plan and Contact Us. */
export function CtaBanner({
  title,
  text,
  contactHref,
}: {
  title?: string;
  text?: string;
  contactHref: string;
}) {
  const { language, t } = useSiteText();
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
            {title ?? t('site.cta.title')}
          </h2>
          <p className="mt-2 text-lg text-brand-50">{text ?? t('site.cta.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
            <Link to={sitePath(language, '/pricing')}>{t('site.cta.choosePlan')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-brand-800"
          >
            <Link to={contactHref}>{t('site.cta.contactUs')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

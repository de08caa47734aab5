import { CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { sitePath } from '../../domain/site-language';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const meta = () =>
  pageMeta({
    title: 'Payment Cancelled',
    description: 'Your subscription was not completed.',
    path: '/payment-cancel',
    noIndex: true,
  });

/** The page a checkout that was not completed returns to. */
export default function PaymentCancel() {
  const { t, language } = useSiteText();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardContent className="p-6 py-10 text-center">
          <CircleSlash aria-hidden className="mx-auto size-12 text-slate-500" />
          <h1 className="mt-4 text-2xl font-bold text-ink">{t('pay.cancel.title')}</h1>
          <p className="mt-2 text-muted">{t('pay.cancel.text')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <Link to={sitePath(language, '/')}>{t('pay.home')}</Link>
            </Button>
            <Button asChild>
              <Link to={sitePath(language, '/pricing')}>{t('pay.tryAgain')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

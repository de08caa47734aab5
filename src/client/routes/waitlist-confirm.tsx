import { Link, useSearchParams } from 'react-router';
import { sitePath, withLanguage } from '../../domain/site-language';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { AuthCard } from '../features/auth/components/auth-card';
import { useConfirmWaitlist } from '../features/waitlist/api/confirm-waitlist';
import { errorMessage } from '../lib/api-client';
import { appTitle, englishTitle } from '../lib/app-title';
import { useFormMessage } from '../lib/form-messages';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('waitlist.confirm.pageTitle');

export const meta = () =>
  pageMeta({
    title: englishTitle(handle),
    description: 'Confirm your place on the waitlist.',
    path: '/waitlist/confirm',
    noIndex: true,
  });

/**
 * The emailed link (docs/product.md#waitlist), which carries the email's language. Confirming
 * waits for a click: a mail scanner that opens links must not confirm a place the person never
 * asked for.
 */
export default function WaitlistConfirm() {
  const [params] = useSearchParams();
  const { t, language } = useSiteText();
  const fm = useFormMessage();
  const token = params.get('token');
  const confirm = useConfirmWaitlist();

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('waitlist.confirmed.title')}>
        <Notice tone="success">
          <p>{t('waitlist.confirmed.text')}</p>
        </Notice>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to={sitePath(language, '/')}>{t('waitlist.confirmed.home')}</Link>
        </Button>
      </AuthCard>
    );
  }

  const failure = !token
    ? t('waitlist.confirm.noToken')
    : confirm.error
      ? fm(errorMessage(confirm.error, t('waitlist.confirm.failed')))
      : null;
  return (
    <AuthCard title={t('waitlist.confirm.title')} description={t('waitlist.confirm.hint')}>
      <div className="space-y-4">
        {failure ? <Notice tone="error" title={failure} /> : null}
        {token ? (
          <Button
            className="w-full"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? (
              <Spinner className="[&_svg]:text-white" label={t('waitlist.confirm.confirming')} />
            ) : null}
            {t('waitlist.confirm.button')}
          </Button>
        ) : null}
        {failure ? (
          <Button asChild variant={token ? 'outline' : 'default'} className="w-full">
            <Link to={withLanguage(language, '/waitlist')}>{t('waitlist.title')}</Link>
          </Button>
        ) : null}
      </div>
    </AuthCard>
  );
}

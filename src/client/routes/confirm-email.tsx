import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { useConfirmEmail } from '../features/account/api/confirm-email';
import { AuthCard } from '../features/auth/components/auth-card';
import { errorMessage } from '../lib/api-client';
import { ENGLISH_SITE } from '../lib/english-site';
import { useFormMessage } from '../lib/form-messages';
import { appTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('auth.confirmEmail.title', 'auth.confirmEmail.description');

export const meta = () =>
  pageMeta({
    title: ENGLISH_SITE.t('auth.confirmEmail.title'),
    description: ENGLISH_SITE.t('auth.confirmEmail.description'),
    path: '/confirm-email',
    noIndex: true,
  });

/**
 * The link mailed to a new sign-in email. The change waits for a click: a mail scanner that opens
 * links must not use up the customer's one-time link.
 */
export default function ConfirmEmail() {
  const { t } = useSiteText();
  const fm = useFormMessage();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmail();

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('auth.confirmEmail.doneTitle')}>
        <Notice tone="success">
          <p className="wrap-anywhere">
            {t('auth.confirmEmail.done', { email: confirm.data.email })}
          </p>
        </Notice>
        <Button asChild className="mt-6 w-full">
          <Link to="/client-portal">{t('auth.confirmEmail.toPortal')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.confirmEmail.title')} description={t('auth.confirmEmail.intro')}>
      {!token ? (
        <Notice tone="error" title={t('auth.confirmEmail.invalid')} />
      ) : (
        <div className="space-y-4">
          {confirm.error ? (
            <Notice
              tone="error"
              title={fm(errorMessage(confirm.error, t('auth.confirmEmail.invalid')))}
            />
          ) : null}
          <Button
            className="w-full"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? (
              <Spinner className="[&_svg]:text-white" label={t('auth.confirmEmail.confirming')} />
            ) : null}
            {t('auth.confirmEmail.submit')}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}

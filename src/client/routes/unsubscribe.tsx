import { Link, useSearchParams } from 'react-router';
import type { NotificationType } from '../../domain/notifications';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { AuthCard } from '../features/auth/components/auth-card';
import { useUnsubscribe, useUnsubscribeTarget } from '../features/notifications/api/unsubscribe';
import { errorMessage } from '../lib/api-client';
import { appTitle, englishTitle } from '../lib/app-title';
import { useFormMessage } from '../lib/form-messages';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('unsubscribe.title');

export const meta = () =>
  pageMeta({
    title: englishTitle(handle),
    description: 'Stop one kind of email from us.',
    path: '/unsubscribe',
    noIndex: true,
  });

/** Where the resident changes every other choice, once signed in. */
function SettingsLink({ primary }: { primary?: boolean }) {
  const { t } = useSiteText();
  return (
    <Button asChild variant={primary ? 'default' : 'outline'} className="w-full whitespace-normal">
      <Link to="/client-portal?tab=settings">{t('unsubscribe.settings')}</Link>
    </Button>
  );
}

/**
 * An email's footer link (docs/product.md#notifications), which carries the email's language:
 * says what it turns off and does it on a button press, without signing in. Opening the link
 * changes nothing, because mail scanners open links on their own.
 */
export default function Unsubscribe() {
  const { t } = useSiteText();
  const fm = useFormMessage();
  const [params] = useSearchParams();
  const token = params.get('token');
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe();
  const kindOf = (type: NotificationType) => t(`mail.kind.${type}`);

  if (unsubscribe.isSuccess && target.data) {
    return (
      <AuthCard title={t('unsubscribe.title')}>
        <div className="space-y-6">
          <Notice tone="success">
            <p>{t('unsubscribe.done', { kind: kindOf(target.data.type) })}</p>
          </Notice>
          <SettingsLink />
        </div>
      </AuthCard>
    );
  }

  if (!token || target.isError) {
    const message = token
      ? fm(errorMessage(target.error, t('unsubscribe.invalid')))
      : t('unsubscribe.invalid');
    return (
      <AuthCard title={t('unsubscribe.title')}>
        <div className="space-y-6">
          <Notice tone="error" title={message} />
          <SettingsLink primary />
        </div>
      </AuthCard>
    );
  }

  if (target.isPending) {
    return (
      <AuthCard title={t('unsubscribe.title')}>
        <Spinner label={t('unsubscribe.checking')} />
      </AuthCard>
    );
  }

  const { type } = target.data;
  const kind = kindOf(type);
  return (
    <AuthCard
      title={t('unsubscribe.question', { kind })}
      description={t(`unsubscribe.about.${type}`)}
    >
      <div className="space-y-4">
        {unsubscribe.error ? (
          <Notice
            tone="error"
            title={fm(errorMessage(unsubscribe.error, t('unsubscribe.failed')))}
          />
        ) : null}
        <p className="text-sm text-muted">{t('unsubscribe.hint')}</p>
        <Button
          className="w-full whitespace-normal"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {t('unsubscribe.button', { kind })}
        </Button>
        <SettingsLink />
      </div>
    </AuthCard>
  );
}

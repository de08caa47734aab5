import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPE_TEXT } from '../../domain/notifications';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { AuthCard } from '../features/auth/components/auth-card';
import { useUnsubscribe, useUnsubscribeTarget } from '../features/notifications/api/unsubscribe';
import { errorMessage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Unsubscribe',
    description: 'Stop one kind of email from us.',
    path: '/unsubscribe',
    noIndex: true,
  });

/** Where the resident changes every other choice, once signed in. */
function SettingsLink({ primary }: { primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'default' : 'outline'} className="w-full">
      <Link to="/client-portal?tab=settings">Sign in to your settings</Link>
    </Button>
  );
}

/**
 * An email's footer link (docs/product.md#notifications): says what it turns off and does it on
 * a button press, without signing in. Opening the link changes nothing, because mail scanners
 * open links on their own.
 */
export default function Unsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess) {
    return (
      <AuthCard title={NOTIFICATION_MESSAGES.unsubscribeTitle}>
        <div className="space-y-6">
          <Notice tone="success">
            <p>{unsubscribe.data.message}</p>
          </Notice>
          <SettingsLink />
        </div>
      </AuthCard>
    );
  }

  if (!token || target.isError) {
    const message = token
      ? errorMessage(target.error, NOTIFICATION_MESSAGES.unsubscribeInvalid)
      : NOTIFICATION_MESSAGES.unsubscribeInvalid;
    return (
      <AuthCard title={NOTIFICATION_MESSAGES.unsubscribeTitle}>
        <div className="space-y-6">
          <Notice tone="error" title={message} />
          <SettingsLink primary />
        </div>
      </AuthCard>
    );
  }

  if (target.isPending) {
    return (
      <AuthCard title={NOTIFICATION_MESSAGES.unsubscribeTitle}>
        <Spinner label="Checking your link" />
      </AuthCard>
    );
  }

  const { label, type } = target.data;
  return (
    <AuthCard
      title={NOTIFICATION_MESSAGES.unsubscribeQuestion(label)}
      description={NOTIFICATION_TYPE_TEXT[type].about}
    >
      <div className="space-y-4">
        {unsubscribe.error ? (
          <Notice
            tone="error"
            title={errorMessage(unsubscribe.error, NOTIFICATION_MESSAGES.unsubscribeFailed)}
          />
        ) : null}
        <p className="text-sm text-muted">{NOTIFICATION_MESSAGES.unsubscribeHint}</p>
        <Button
          className="w-full whitespace-normal"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {NOTIFICATION_MESSAGES.unsubscribeButton(label)}
        </Button>
        <SettingsLink />
      </div>
    </AuthCard>
  );
}

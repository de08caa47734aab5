import { Bell, MessageSquareText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteText } from '../../../lib/site-text-context';
import { useNotificationSettings } from '../api/notification-settings';
import { NotificationChoicesForm } from './notification-choices-form';
import { TextsForm } from './texts-form';

/**
 * The portal's notification settings (docs/product.md#notifications): what we send by email and
 * by text, the reminder time, and texts on or off with the consent carriers require.
 */
export function NotificationSettingsCards() {
  const { t } = useSiteText();
  const settings = useNotificationSettings();
  let choices: React.ReactNode;
  let texts: React.ReactNode;
  if (settings.isPending) {
    choices = <Spinner label={t('portal.notify.loading')} />;
    texts = null;
  } else if (settings.isError) {
    choices = (
      <RetryAlert message={t('portal.notify.loadFailed')} onRetry={() => void settings.refetch()} />
    );
    texts = null;
  } else {
    choices = <NotificationChoicesForm settings={settings.data} />;
    texts = <TextsForm settings={settings.data} />;
  }
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bell aria-hidden className="size-5 text-brand-700" /> {t('portal.notify.title')}
          </CardTitle>
          <p className="text-sm text-muted">{t('portal.notify.text')}</p>
        </CardHeader>
        <CardContent>{choices}</CardContent>
      </Card>
      {texts ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MessageSquareText aria-hidden className="size-5 text-brand-700" />{' '}
              {t('portal.notify.textsTitle')}
            </CardTitle>
            <p className="text-sm text-muted">{t('portal.notify.textsText')}</p>
          </CardHeader>
          <CardContent>{texts}</CardContent>
        </Card>
      ) : null}
    </>
  );
}

import { Bell, MessageSquareText } from 'lucide-react';
import { NOTIFICATION_MESSAGES } from '../../../../domain/notifications';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useNotificationSettings } from '../api/notification-settings';
import { NotificationChoicesForm } from './notification-choices-form';
import { TextsForm } from './texts-form';

/**
 * The portal's notification settings (docs/product.md#notifications): what we send by email and
 * by text, the reminder time, and texts on or off with the consent carriers require.
 */
export function NotificationSettingsCards() {
  const settings = useNotificationSettings();
  let choices: React.ReactNode;
  let texts: React.ReactNode;
  if (settings.isPending) {
    choices = <Spinner label="Loading your notification settings" />;
    texts = null;
  } else if (settings.isError) {
    choices = (
      <RetryAlert
        message={NOTIFICATION_MESSAGES.loadFailed}
        onRetry={() => void settings.refetch()}
      />
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
            <Bell aria-hidden className="size-5 text-brand-700" /> Notifications
          </CardTitle>
          <p className="text-sm text-muted">
            Choose what we send you and how. Account security emails always go out, so you can act
            if a change was not you.
          </p>
        </CardHeader>
        <CardContent>{choices}</CardContent>
      </Card>
      {texts ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MessageSquareText aria-hidden className="size-5 text-brand-700" /> Text me
            </CardTitle>
            <p className="text-sm text-muted">
              Get pickup reminders, holiday notices and service updates by text. Optional.
            </p>
          </CardHeader>
          <CardContent>{texts}</CardContent>
        </Card>
      ) : null}
    </>
  );
}

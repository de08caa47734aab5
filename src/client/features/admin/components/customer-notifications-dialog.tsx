import { Bell } from 'lucide-react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { formatUsPhone } from '../../../../domain/phone';
import {
  formatReminderTime,
  NOTIFICATION_STATUS_TEXT,
  NOTIFICATION_TYPE_TEXT,
  NOTIFICATION_TYPES,
  SMS_CONSENT_EVENT_TEXT,
  SMS_CONSENT_SOURCE_TEXT,
} from '../../../../domain/notifications';
import type {
  CustomerNotifications,
  NotificationSettings,
} from '../../../../domain/schemas/notifications';
import { useCustomerNotifications } from '../api/get-customer-notifications';
import { CustomerRecordDialog } from './customer-record-dialog';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const onOff = (on: boolean | undefined) => (on === undefined ? '—' : on ? 'On' : 'Off');

function textsLine({ texts }: NotificationSettings): string {
  if (texts.on) return `On, to ${texts.phone}`;
  if (texts.awaitingReply) return `Waiting for a YES reply from ${texts.phone}`;
  if (texts.stoppedByReply) return `Stopped by a STOP reply from ${texts.phone}`;
  return 'Off';
}

function Choices({ settings }: { settings: NotificationSettings }) {
  const choice = (type: string, channel: string) =>
    settings.choices.find((c) => c.type === type && c.channel === channel)?.enabled;
  return (
    <section aria-labelledby="customer-choices" className="grid gap-2">
      <h3 id="customer-choices" className="font-semibold text-ink">
        Choices
      </h3>
      <p className="text-sm">
        Reminders at {formatReminderTime(settings.reminderTime)} · Texts: {textsLine(settings)}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Messages by email and by text</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Message
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              Email
            </th>
            <th scope="col" className="py-1 font-semibold">
              Text
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className="py-1 pr-2 font-normal">
                {NOTIFICATION_TYPE_TEXT[type].label}
              </th>
              <td className="py-1 pr-2">{onOff(choice(type, 'email'))}</td>
              <td className="py-1">{onOff(choice(type, 'sms'))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Consents({ consents }: { consents: CustomerNotifications['consents'] }) {
  return (
    <section aria-labelledby="customer-consents" className="grid gap-2">
      <h3 id="customer-consents" className="font-semibold text-ink">
        Consent to texts
      </h3>
      {consents.length === 0 ? (
        <p className="text-sm text-muted">{ADMIN_TEXT.notificationsNoConsent}</p>
      ) : (
        <ul aria-label="Consent history" className="grid gap-2">
          {consents.map((c, i) => (
            <li key={i} className="text-sm">
              <span className="font-medium text-ink">{SMS_CONSENT_EVENT_TEXT[c.event]}</span> ·{' '}
              {c.phone} · {SMS_CONSENT_SOURCE_TEXT[c.source]}
              <span className="block text-xs text-muted">
                {when(c.at)}
                {c.ip ? ` · from ${c.ip}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Sent({ log }: { log: CustomerNotifications['log'] }) {
  return (
    <section aria-labelledby="customer-sent" className="grid gap-2">
      <h3 id="customer-sent" className="font-semibold text-ink">
        Sent
      </h3>
      {log.length === 0 ? (
        <p className="text-sm text-muted">{ADMIN_TEXT.notificationsNoneSent}</p>
      ) : (
        <ul aria-label="Messages sent" className="grid gap-2">
          {log.map((m, i) => (
            <li key={i} className="border-b border-slate-100 pb-2 text-sm last:border-b-0">
              <span className="font-medium text-ink">{NOTIFICATION_TYPE_TEXT[m.type].label}</span>{' '}
              by {m.channel === 'email' ? 'email' : 'text'} ·{' '}
              <span className="font-medium">{NOTIFICATION_STATUS_TEXT[m.status]}</span>
              {m.providerStatus ? ` (carrier: ${m.providerStatus})` : ''}
              <span className="block wrap-anywhere">
                {m.subject ? `${m.subject} · ` : ''}
                {m.channel === 'sms' ? formatUsPhone(m.recipient) : m.recipient}
              </span>
              <span className="block text-xs text-muted">{when(m.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One customer's notifications for the office (docs/product.md#notifications): their choices,
 * the consent history of texts, and the latest messages with their delivery status.
 */
export function CustomerNotificationsDialog({
  userId,
  name,
  iconOnly,
}: {
  userId: number;
  name: string;
  iconOnly?: boolean;
}) {
  return (
    <CustomerRecordDialog
      userId={userId}
      iconOnly={iconOnly}
      useRecord={useCustomerNotifications}
      icon={Bell}
      buttonText={ADMIN_TEXT.notificationsButton}
      buttonLabel={ADMIN_TEXT.notificationsButtonLabel(name)}
      title={ADMIN_TEXT.notificationsTitle(name)}
      description={ADMIN_TEXT.notificationsDescription}
      loadingLabel="Loading the notifications"
      failedMessage={ADMIN_TEXT.notificationsFailed}
    >
      {(notifications) => (
        <div className="grid gap-6">
          <Choices settings={notifications.settings} />
          <Consents consents={notifications.consents} />
          <Sent log={notifications.log} />
        </div>
      )}
    </CustomerRecordDialog>
  );
}

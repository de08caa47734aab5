import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  ALWAYS_SENT_TYPES,
  formatReminderTime,
  NOTIFICATION_TYPES,
  REMINDER_TIMES,
  type NotificationChannel,
  type NotificationType,
} from '../../../../domain/notifications';
import {
  NotificationPreferencesSchema,
  type NotificationPreferencesInput,
  type NotificationSettings,
} from '../../../../domain/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/input';
import { INTL_LOCALE, type Language } from '../../../../domain/i18n/languages';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveNotificationSettings } from '../api/notification-settings';

/** "7:30 pm", "7:30 p. m.": a reminder time as the reader's language writes it. */
function reminderTimeIn(language: Language, time: string): string {
  if (language === 'en') return formatReminderTime(time);
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(INTL_LOCALE[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

const locked = (type: NotificationType, channel: NotificationChannel) =>
  channel === 'email' && ALWAYS_SENT_TYPES.includes(type);

/** The message the server gave for one switch (its path is choices.<i>.enabled). */
function choiceError(errors: FieldErrors<NotificationPreferencesInput>, index: number) {
  return errors.choices?.[index]?.enabled?.message;
}

/**
 * Each message type by email and by text, and the reminder time, saved together
 * (docs/product.md#notifications). Account security email is on and cannot be turned off.
 */
export function NotificationChoicesForm({ settings }: { settings: NotificationSettings }) {
  const { t, language } = useSiteText();
  const fm = useFormMessage();
  const save = useSaveNotificationSettings();
  const form = useForm<NotificationPreferencesInput>({
    resolver: zodResolver(NotificationPreferencesSchema),
    values: { reminderTime: settings.reminderTime, choices: settings.choices },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(save, {
    success: () => ({ title: t('portal.notify.saved') }),
  });
  // Until texts are on, the text switches are off and cannot change (the opt-in picks them), so
  // only the email switches are sent.
  const textsOn = settings.texts.on;
  const onSubmit = form.handleSubmit((values) =>
    submit(
      textsOn ? values : { ...values, choices: values.choices.filter((c) => c.channel !== 'sms') },
      form.setError,
    ),
  );
  const failed =
    save.error && Object.keys(errors).length === 0
      ? fm(errorMessage(save.error, t('portal.notify.saveFailed')))
      : null;

  const indexOf = (type: NotificationType, channel: NotificationChannel) =>
    settings.choices.findIndex((c) => c.type === type && c.channel === channel);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('portal.notify.form')}
      className="grid gap-6"
    >
      {failed ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {failed}
        </p>
      ) : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('portal.notify.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-2 font-semibold text-ink">
              {t('portal.notify.message')}
            </th>
            {(['email', 'sms'] as const).map((channel) => (
              <th key={channel} scope="col" className="w-14 py-2 text-center font-semibold">
                {t('portal.notify.channel', { channel })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => {
            const label = t('portal.notify.type', { type });
            const rowErrors = (['email', 'sms'] as const)
              .map((channel) => indexOf(type, channel))
              .filter((i) => i >= 0)
              .map((i) => fm(choiceError(errors, i)))
              .filter(Boolean);
            return (
              <tr key={type} className="border-b border-slate-200 last:border-b-0 align-top">
                <th scope="row" className="py-3 pr-2 font-normal">
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-muted">{t('portal.notify.about', { type })}</span>
                  {rowErrors.map((message) => (
                    <span key={message} className="mt-1 block font-medium text-red-700">
                      {message}
                    </span>
                  ))}
                </th>
                {(['email', 'sms'] as const).map((channel) => {
                  const i = indexOf(type, channel);
                  const name = t('portal.notify.switch', { type: label, channel });
                  if (i < 0) {
                    return (
                      <td key={channel} className="py-3 text-center text-muted">
                        <span aria-hidden>—</span>
                        <span className="sr-only">{t('portal.notify.notByText')}</span>
                      </td>
                    );
                  }
                  return (
                    <td key={channel} className="py-3 text-center">
                      {locked(type, channel) ? (
                        <span className="inline-flex items-center gap-1">
                          <input
                            type="checkbox"
                            checked
                            disabled
                            aria-label={t('portal.notify.switchLocked', { name })}
                            className="size-5 accent-brand-600"
                          />
                          <Lock aria-hidden className="size-3.5 text-muted" />
                        </span>
                      ) : channel === 'sms' && !textsOn ? (
                        <input
                          type="checkbox"
                          checked={false}
                          disabled
                          aria-label={t('portal.notify.switchWaiting', { name })}
                          className="size-5 accent-brand-600"
                        />
                      ) : (
                        <input
                          type="checkbox"
                          aria-label={name}
                          aria-invalid={choiceError(errors, i) ? true : undefined}
                          className="size-5 accent-brand-600"
                          {...register(`choices.${i}.enabled`)}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {textsOn ? null : <p className="text-sm text-muted">{t('portal.notify.textsAfterOptIn')}</p>}
      <FormField
        label={t('portal.notify.reminderTime')}
        hint={t('portal.notify.reminderHint')}
        error={fm(errors.reminderTime?.message)}
        className="max-w-xs"
      >
        <Select {...register('reminderTime')}>
          {REMINDER_TIMES.map((time) => (
            <option key={time} value={time}>
              {reminderTimeIn(language, time)}
            </option>
          ))}
        </Select>
      </FormField>
      <div>
        <Button
          type="submit"
          disabled={save.isPending}
          className="h-auto min-h-10 whitespace-normal"
        >
          {save.isPending ? t('portal.notify.saving') : t('portal.notify.save')}
        </Button>
      </div>
    </form>
  );
}

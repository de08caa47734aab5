import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { listIn } from '../../../../domain/content/site-formats';
import { TEXT_TYPES, type NotificationType } from '../../../../domain/notifications';
import { sitePath } from '../../../../domain/site-language';
import {
  TextOptInSchema,
  type NotificationSettings,
  type TextOptIn,
  type TextOptInInput,
} from '../../../../domain/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText, type SiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useTurnTextsOff, useTurnTextsOn } from '../api/texts';

/**
 * The disclosure word for word as the server stores it, in the resident's language, its
 * privacy policy's name a link.
 */
function Disclosure({ text }: { text: string }) {
  const { t, language } = useSiteText();
  const policy = t('portal.notify.policy');
  const [before, after] = text.split(policy);
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      <a
        href={sitePath(language, '/privacy-policy')}
        className="font-semibold text-brand-700 underline"
      >
        {policy}
      </a>
      {after}
    </>
  );
}

/** "Pickup reminders and holiday notices": the kinds picked, as a sentence says them. */
function kindsInWords({ t, language }: SiteText, types: readonly NotificationType[]): string {
  const labels = types.map((type, i) => {
    const label = t('portal.notify.type', { type });
    return i === 0 ? label : label.toLowerCase();
  });
  if (labels.length < 2) return labels.join('');
  return listIn(language, labels);
}

/**
 * Turning texts on (US carrier rules): the mobile number, the kinds of text wanted (none ticked
 * until the resident ticks them), an unticked optional box with the disclosure beside it, and a
 * button; the consent is stored with what was shown.
 */
function OptInForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useSiteText();
  const fm = useFormMessage();
  const turnOn = useTurnTextsOn();
  const form = useForm<TextOptInInput, unknown, TextOptIn>({
    resolver: zodResolver(TextOptInSchema),
    defaultValues: { phone: settings.texts.phone ?? '', types: [], consent: false },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(turnOn, {
    success: () => ({ title: t('portal.notify.textsSent') }),
  });
  const typesError = fm(errors.types?.message ?? errors.types?.root?.message);
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  const failed =
    turnOn.error && Object.keys(errors).length === 0
      ? fm(errorMessage(turnOn.error, t('portal.notify.textsFailed')))
      : null;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('portal.notify.turnOn')}
      className="grid gap-4"
    >
      {failed ? <Notice tone="error" title={failed} /> : null}
      <FormField
        label={t('portal.notify.mobile')}
        error={fm(errors.phone?.message)}
        className="max-w-xs"
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-invalid={typesError ? true : undefined}
        aria-describedby={typesError ? 'sms-types-error' : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-ink">
          {t('portal.notify.whichTexts')}
        </legend>
        {TEXT_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              value={type}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              {...register('types')}
            />
            <span>
              <span className="block font-semibold">{t('portal.notify.type', { type })}</span>
              <span className="block text-muted">{t('portal.notify.about', { type })}</span>
            </span>
          </label>
        ))}
        {typesError ? (
          <p id="sms-types-error" className="text-sm font-medium text-red-700">
            {typesError}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id="sms-consent"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-600"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'sms-consent-error' : undefined}
            {...register('consent')}
          />
          <label htmlFor="sms-consent" className="text-sm text-ink">
            <Disclosure text={settings.disclosure} />
          </label>
        </div>
        {errors.consent ? (
          <p id="sms-consent-error" className="text-sm font-medium text-red-700">
            {fm(errors.consent.message)}
          </p>
        ) : null}
      </div>
      <div>
        <Button
          type="submit"
          disabled={turnOn.isPending}
          className="h-auto min-h-10 whitespace-normal"
        >
          {turnOn.isPending ? t('portal.notify.turningOn') : t('portal.notify.turnOn')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Texts on, or waiting for the number's YES: where they go, what the resident still has to do,
 * and the way to turn them off.
 */
function TextsOn({ texts }: { texts: NotificationSettings['texts'] & { phone: string } }) {
  const words = useSiteText();
  const { t } = words;
  const fm = useFormMessage();
  const turnOff = useTurnTextsOff();
  return (
    <div className="grid gap-4">
      {texts.on ? (
        <Notice tone="success">
          <p>{t('portal.notify.onAt', { phone: texts.phone })}</p>
        </Notice>
      ) : (
        <Notice tone="waiting" title={t('portal.notify.replyYes')}>
          <p>{t('portal.notify.awaitingReply', { phone: texts.phone })}</p>
          {texts.types.length > 0 ? (
            <p className="mt-1">
              {t('portal.notify.picked', { kinds: kindsInWords(words, texts.types) })}
            </p>
          ) : null}
        </Notice>
      )}
      <div>
        <Button
          variant="outline"
          className="h-auto min-h-10 whitespace-normal"
          disabled={turnOff.isPending}
          onClick={() =>
            turnOff.mutate(undefined, {
              onSuccess: () => toast({ title: t('portal.notify.textsOff') }),
              onError: (err) =>
                toast({
                  title: fm(errorMessage(err, t('portal.notify.textsFailed'))),
                  variant: 'destructive',
                }),
            })
          }
        >
          {t('portal.notify.turnOff')}
        </Button>
      </div>
    </div>
  );
}

/** The "Text me" part of the notification settings. */
export function TextsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useSiteText();
  const { texts } = settings;
  if ((texts.on || texts.awaitingReply) && texts.phone) {
    return <TextsOn texts={{ ...texts, phone: texts.phone }} />;
  }
  return (
    <div className="grid gap-4">
      {texts.stoppedByReply && texts.phone ? (
        <Notice tone="error" title={t('portal.notify.stoppedTitle')}>
          <p>{t('portal.notify.stoppedByReply', { phone: texts.phone })}</p>
        </Notice>
      ) : null}
      <OptInForm settings={settings} />
    </div>
  );
}

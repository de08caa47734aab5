import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_TEXT,
  TEXT_TYPES,
  type NotificationType,
} from '../../../../domain/notifications';
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
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useTurnTextsOff, useTurnTextsOn } from '../api/texts';

const POLICY = 'Privacy Policy';

/** The disclosure word for word as the server stores it, its "Privacy Policy" a link. */
function Disclosure({ text }: { text: string }) {
  const [before, after] = text.split(POLICY);
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
        {POLICY}
      </a>
      {after}
    </>
  );
}

/** "Pickup reminders and holiday notices": the kinds picked, as a sentence says them. */
function kindsInWords(types: readonly NotificationType[]): string {
  const labels = types.map((type, i) => {
    const label = NOTIFICATION_TYPE_TEXT[type].label;
    return i === 0 ? label : label.toLowerCase();
  });
  if (labels.length < 2) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * Turning texts on (US carrier rules): the mobile number, the kinds of text wanted (none ticked
 * until the resident ticks them), an unticked optional box with the disclosure beside it, and a
 * button; the consent is stored with what was shown.
 */
function OptInForm({ settings }: { settings: NotificationSettings }) {
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
    success: () => ({ title: NOTIFICATION_MESSAGES.textsSent }),
  });
  const typesError = errors.types?.message ?? errors.types?.root?.message;
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  const failed =
    turnOn.error && Object.keys(errors).length === 0
      ? errorMessage(turnOn.error, NOTIFICATION_MESSAGES.textsFailed)
      : null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn on texts" className="grid gap-4">
      {failed ? <Notice tone="error" title={failed} /> : null}
      <FormField label="Mobile number" error={errors.phone?.message} className="max-w-xs">
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-invalid={typesError ? true : undefined}
        aria-describedby={typesError ? 'sms-types-error' : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-ink">What should we text you?</legend>
        {TEXT_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              value={type}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              {...register('types')}
            />
            <span>
              <span className="block font-semibold">{NOTIFICATION_TYPE_TEXT[type].label}</span>
              <span className="block text-muted">{NOTIFICATION_TYPE_TEXT[type].about}</span>
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
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={turnOn.isPending}>
          {turnOn.isPending ? 'Turning on…' : 'Turn on texts'}
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
  const turnOff = useTurnTextsOff();
  return (
    <div className="grid gap-4">
      {texts.on ? (
        <Notice tone="success">
          <p>{NOTIFICATION_MESSAGES.textsOnAt(texts.phone)}</p>
        </Notice>
      ) : (
        <Notice tone="waiting" title="Reply YES to our text">
          <p>{NOTIFICATION_MESSAGES.textsAwaitingReply(texts.phone)}</p>
          {texts.types.length > 0 ? (
            <p className="mt-1">{NOTIFICATION_MESSAGES.textsPicked(kindsInWords(texts.types))}</p>
          ) : null}
        </Notice>
      )}
      <div>
        <Button
          variant="outline"
          disabled={turnOff.isPending}
          onClick={() =>
            turnOff.mutate(undefined, {
              onSuccess: () => toast({ title: NOTIFICATION_MESSAGES.textsOff }),
              onError: (err) =>
                toast({
                  title: errorMessage(err, NOTIFICATION_MESSAGES.textsFailed),
                  variant: 'destructive',
                }),
            })
          }
        >
          Turn off texts
        </Button>
      </div>
    </div>
  );
}

/** The "Text me" part of the notification settings. */
export function TextsForm({ settings }: { settings: NotificationSettings }) {
  const { texts } = settings;
  if ((texts.on || texts.awaitingReply) && texts.phone) {
    return <TextsOn texts={{ ...texts, phone: texts.phone }} />;
  }
  return (
    <div className="grid gap-4">
      {texts.stoppedByReply && texts.phone ? (
        <Notice tone="error" title="Texts stopped">
          <p>{NOTIFICATION_MESSAGES.textsStoppedByReply(texts.phone)}</p>
        </Notice>
      ) : null}
      <OptInForm settings={settings} />
    </div>
  );
}

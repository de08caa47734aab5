import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { PlainMessageId } from '../../../../domain/i18n/translate';
import type { HomeKind } from '../../../../domain/schemas/account';
import { JoinWaitlistSchema, type JoinWaitlistInput } from '../../../../domain/schemas/waitlist';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useJoinWaitlist } from '../api/join-waitlist';

const KIND_LABELS: Record<HomeKind, PlainMessageId> = {
  apartment: 'waitlist.kind.apartment',
  house: 'waitlist.kind.house',
};

/**
 * Email, ZIP code and the kind of home; then "Check your email to confirm". The language on show
 * goes with them: the waitlist's emails are written in it.
 */
export function WaitlistForm({ zip, kind }: { zip: string; kind: HomeKind | undefined }) {
  const { t, language } = useSiteText();
  const fm = useFormMessage();
  const join = useJoinWaitlist();
  const form = useForm<JoinWaitlistInput>({
    resolver: zodResolver(JoinWaitlistSchema),
    defaultValues: { email: '', zip, kind },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const chosen = watch('kind');
  // The answer replaces the form; a refusal shows under its field or above the form.
  const submit = useFormSubmit(join, {});
  const onSubmit = handleSubmit((values) => submit({ ...values, language }, form.setError));

  if (join.isSuccess) {
    return (
      <Notice tone="success" icon={MailCheck} title={t('waitlist.checkEmailTitle')}>
        <p className="mt-1 text-sm">{t('waitlist.checkEmailText')}</p>
      </Notice>
    );
  }

  // A refusal that names a field shows under it; anything else above the form.
  const failure =
    join.error && !(errors.email || errors.zip || errors.kind)
      ? fm(errorMessage(join.error, t('waitlist.joinFailed')))
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <FormField label={t('waitlist.email')} error={fm(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={t('waitlist.zip')} error={fm(errors.zip?.message)}>
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          className="max-w-40"
          {...register('zip')}
        />
      </FormField>
      <fieldset aria-describedby={errors.kind ? 'waitlist-kind-error' : undefined}>
        <legend className="text-sm font-medium text-ink">{t('waitlist.home')}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {(Object.keys(KIND_LABELS) as HomeKind[]).map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-ink transition-colors',
                chosen === value
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                value={value}
                className="size-4 accent-brand-600"
                {...register('kind')}
              />
              {t(KIND_LABELS[value])}
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id="waitlist-kind-error" className="mt-1.5 text-sm font-medium text-red-700">
            {fm(errors.kind.message)}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" className="w-full" disabled={join.isPending}>
        {join.isPending ? (
          <Spinner className="[&_svg]:text-white" label={t('waitlist.sending')} />
        ) : null}
        {t('waitlist.submit')}
      </Button>
    </form>
  );
}

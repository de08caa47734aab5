import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangePasswordFormSchema } from '../../../../domain/schemas/account';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useChangePassword } from '../api/change-password';

type FormValues = z.infer<typeof ChangePasswordFormSchema>;

/**
 * The signed-in customer's own password change
 * (docs/decisions/014-change-password-in-the-portal.md).
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useSiteText();
  const fm = useFormMessage();
  const change = useChangePassword();
  const form = useForm<FormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const submit = useFormSubmit(change, {
    success: () => ({
      title: t('auth.changePassword.doneTitle'),
      description: t('auth.changePassword.doneText'),
    }),
    onSuccess: () => {
      form.reset();
      onDone();
    },
  });
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    submit({ currentPassword, newPassword }, form.setError),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:max-w-md"
      aria-label={t('auth.changePassword.form')}
    >
      {change.error && !errors.currentPassword && !errors.newPassword ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {fm(errorMessage(change.error, t('auth.changePassword.failed')))}
        </p>
      ) : null}
      <FormField
        label={t('auth.field.currentPassword')}
        error={fm(errors.currentPassword?.message)}
      >
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label={t('auth.field.newPassword')} error={fm(errors.newPassword?.message)}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField
        label={t('auth.field.confirmPassword')}
        error={fm(errors.confirmPassword?.message)}
      >
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('auth.saving') : t('auth.changePassword.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={change.isPending}>
          {t('auth.cancel')}
        </Button>
      </div>
    </form>
  );
}

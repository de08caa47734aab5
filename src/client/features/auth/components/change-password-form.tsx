import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../../domain/messages';
import { ChangePasswordFormSchema } from '../../../../domain/schemas/account';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useChangePassword } from '../api/change-password';

type FormValues = z.infer<typeof ChangePasswordFormSchema>;

/**
 * The signed-in customer's own password change
 * (docs/decisions/014-change-password-in-the-portal.md).
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
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
      title: MESSAGES.passwordChangedTitle,
      description: MESSAGES.passwordChangedText,
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
      aria-label="Change password"
    >
      {change.error && !errors.currentPassword && !errors.newPassword ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {errorMessage(change.error, MESSAGES.passwordChangeFailed)}
        </p>
      ) : null}
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change Password'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ChangeEmailSchema,
  type ChangeEmailInput,
} from '../../../../domain/schemas/service-details';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useChangeEmail } from '../api/change-email';
import { FormActions, FormError } from './form-actions';

/**
 * The new sign-in email, guarded by the password. Nothing changes until the link mailed to the
 * new address is followed, so the confirmation stays on screen after the form closes.
 */
export function ChangeEmailForm({
  onSent,
  onCancel,
}: {
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useSiteText();
  const fm = useFormMessage();
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(change, {
    success: (reply) => ({
      title: t('auth.changeEmail.sentTitle'),
      description: fm(reply.message),
    }),
    onSuccess: (reply) => onSent(fm(reply.message)),
  });
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  const failed =
    change.error && Object.keys(errors).length === 0
      ? fm(errorMessage(change.error, t('auth.changeEmail.failed')))
      : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.changeEmail.form')}
      className="grid gap-4 sm:max-w-md"
    >
      <FormError message={failed} />
      <FormField label={t('auth.changeEmail.newEmail')} error={fm(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField
        label={t('auth.field.currentPassword')}
        hint={t('auth.changeEmail.passwordHint')}
        error={fm(errors.currentPassword?.message)}
      >
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormActions
        saving={change.isPending}
        label={t('auth.changeEmail.submit')}
        onCancel={onCancel}
      />
    </form>
  );
}

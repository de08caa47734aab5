import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../domain/messages';
import {
  ChangeEmailSchema,
  type ChangeEmailInput,
} from '../../../../domain/schemas/service-details';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
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
    success: (reply) => ({ title: MESSAGES.emailChangeSentTitle, description: reply.message }),
    onSuccess: (reply) => onSent(reply.message),
  });
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  const failed =
    change.error && Object.keys(errors).length === 0
      ? errorMessage(change.error, MESSAGES.emailChangeFailed)
      : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Change email"
      className="grid gap-4 sm:max-w-md"
    >
      <FormError message={failed} />
      <FormField label="New email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField
        label="Current password"
        hint="Your email is how you sign in, so we ask for your password."
        error={errors.currentPassword?.message}
      >
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormActions saving={change.isPending} label="Send confirmation link" onCancel={onCancel} />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { ResetPasswordFormSchema } from '../../domain/schemas/account';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { FormField } from '../components/ui/form-field';
import { PasswordInput } from '../components/ui/password-input';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { useResetPassword } from '../features/auth/api/reset-password';
import { useVerifyResetToken } from '../features/auth/api/verify-reset-token';
import { AuthCard } from '../features/auth/components/auth-card';
import { RedirectSignedIn } from '../features/auth/components/guards';
import { ApiError, errorMessage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    path: '/reset-password',
    noIndex: true,
  });

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title="Reset Password">
      <Notice tone="error" title={message}>
        <p className="mt-1 text-sm">Reset links work once and expire after 1 hour.</p>
      </Notice>
      <Button asChild className="mt-6 w-full">
        <Link to="/forgot-password">Request a new reset link</Link>
      </Button>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof ResetPasswordFormSchema>>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ password }) => reset.mutate({ token, password }));

  if (reset.isSuccess) {
    return (
      <AuthCard title={MESSAGES.resetSuccessTitle}>
        <Notice tone="success">
          <p>{MESSAGES.resetSuccessText}</p>
        </Notice>
        <Button asChild className="mt-6 w-full">
          <Link to="/login">Go to Log In</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {reset.error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {errorMessage(reset.error, MESSAGES.resetFailed)}
          </p>
        ) : null}
        <FormField label="New password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? <Spinner className="[&_svg]:text-white" label="Saving" /> : null}
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyResetToken(token);
  if (!token) return <InvalidLink message={MESSAGES.resetNoToken} />;
  if (verify.isPending) return <PageSpinner label="Verifying your reset link" />;
  if (verify.isError) {
    const invalid = verify.error instanceof ApiError && verify.error.status < 500;
    return (
      <InvalidLink message={invalid ? MESSAGES.resetInvalidToken : MESSAGES.resetVerifyError} />
    );
  }
  return <ResetForm token={token} />;
}

export default function ResetPassword() {
  return (
    <RedirectSignedIn to="/">
      <ResetPasswordPage />
    </RedirectSignedIn>
  );
}

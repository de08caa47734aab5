import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { ForgotPasswordSchema } from '../../domain/schemas/account';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { useForgotPassword } from '../features/auth/api/forgot-password';
import { AuthCard } from '../features/auth/components/auth-card';
import { RedirectSignedIn } from '../features/auth/components/guards';
import { ApiError } from '../lib/api-client';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Forgot Password',
    description: 'Request a link to reset your account password.',
    path: '/forgot-password',
  });

function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof ForgotPasswordSchema>>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  const failure = forgot.error
    ? forgot.error instanceof ApiError
      ? (forgot.error.serverMessage ?? MESSAGES.forgotFailed)
      : MESSAGES.unexpectedError
    : null;

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email on your account and we'll send you a link to reset your password."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Log In
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <Notice tone="success" icon={MailCheck}>
          <p>{MESSAGES.forgotSent}</p>
        </Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {failure}
            </p>
          ) : null}
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? <Spinner className="[&_svg]:text-white" label="Sending" /> : null}
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export default function ForgotPassword() {
  return (
    <RedirectSignedIn to="/">
      <ForgotPasswordPage />
    </RedirectSignedIn>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
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
import { ENGLISH_SITE } from '../lib/english-site';
import { useFormMessage } from '../lib/form-messages';
import { appTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('auth.reset.title', 'auth.reset.description');

export const meta = () =>
  pageMeta({
    title: ENGLISH_SITE.t('auth.reset.title'),
    description: ENGLISH_SITE.t('auth.reset.description'),
    path: '/reset-password',
    noIndex: true,
  });

function InvalidLink({ message }: { message: string }) {
  const { t } = useSiteText();
  return (
    <AuthCard title={t('auth.reset.title')}>
      <Notice tone="error" title={message}>
        <p className="mt-1 text-sm">{t('auth.reset.linkRules')}</p>
      </Notice>
      <Button asChild className="mt-6 w-full">
        <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>
      </Button>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useSiteText();
  const fm = useFormMessage();
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
      <AuthCard title={t('auth.reset.doneTitle')}>
        <Notice tone="success">
          <p>{t('auth.reset.doneText')}</p>
        </Notice>
        <Button asChild className="mt-6 w-full">
          <Link to="/login">{t('auth.reset.goToLogin')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} description={t('auth.reset.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {reset.error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {fm(errorMessage(reset.error, t('auth.reset.failed')))}
          </p>
        ) : null}
        <FormField label={t('auth.field.newPassword')} error={fm(errors.password?.message)}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField
          label={t('auth.field.confirmPassword')}
          error={fm(errors.confirmPassword?.message)}
        >
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? (
            <Spinner className="[&_svg]:text-white" label={t('auth.reset.saving')} />
          ) : null}
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetPasswordPage() {
  const { t } = useSiteText();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyResetToken(token);
  if (!token) return <InvalidLink message={t('auth.reset.noToken')} />;
  if (verify.isPending) return <PageSpinner label={t('auth.reset.verifying')} />;
  if (verify.isError) {
    const invalid = verify.error instanceof ApiError && verify.error.status < 500;
    return (
      <InvalidLink message={t(invalid ? 'auth.reset.invalidToken' : 'auth.reset.verifyError')} />
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

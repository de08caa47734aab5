import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
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
import { ENGLISH_SITE } from '../lib/english-site';
import { useFormMessage } from '../lib/form-messages';
import { appTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('auth.forgot.title', 'auth.forgot.description');

export const meta = () =>
  pageMeta({
    title: ENGLISH_SITE.t('auth.forgot.title'),
    description: ENGLISH_SITE.t('auth.forgot.description'),
    path: '/forgot-password',
  });

function ForgotPasswordPage() {
  const { t } = useSiteText();
  const fm = useFormMessage();
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
      ? fm(forgot.error.serverMessage ?? t('auth.forgot.failed'))
      : t('auth.error.unexpected')
    : null;

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      description={t('auth.forgot.intro')}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('auth.forgot.back')}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <Notice tone="success" icon={MailCheck}>
          <p>{t('auth.forgot.sent')}</p>
        </Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {failure}
            </p>
          ) : null}
          <FormField label={t('auth.field.email')} error={fm(errors.email?.message)}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? (
              <Spinner className="[&_svg]:text-white" label={t('auth.forgot.sending')} />
            ) : null}
            {t('auth.forgot.submit')}
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

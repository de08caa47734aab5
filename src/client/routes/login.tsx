import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { displayName } from '../../domain/person-name';
import { LoginFormSchema } from '../../domain/schemas/account';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PasswordInput } from '../components/ui/password-input';
import { Spinner } from '../components/ui/spinner';
import { useLogin } from '../features/auth/api/login';
import { AuthCard } from '../features/auth/components/auth-card';
import { openCrewApp, RedirectSignedIn } from '../features/auth/components/guards';
import { ApiError } from '../lib/api-client';
import { pageMeta } from '../lib/seo';
import { toast } from '../lib/toast-store';

export const meta = () =>
  pageMeta({
    title: 'Log In',
    description: 'Log in to manage your doorstep trash pickup subscription.',
    path: '/login',
  });

type LoginForm = z.infer<typeof LoginFormSchema>;

function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: (user) => {
        // The crew's app is where a porter works; it greets them with their route.
        if (user.role === 'porter') return openCrewApp();
        toast({
          title: MESSAGES.loginSuccessTitle,
          description: MESSAGES.welcomeBack(displayName(user)),
        });
        navigate('/profile', { replace: true });
      },
      onError: (err) => {
        const serverMessage = err instanceof ApiError ? err.serverMessage : undefined;
        setFormError(serverMessage ?? MESSAGES.loginFormFallback);
        toast({
          title: MESSAGES.loginFailedTitle,
          description: serverMessage ?? MESSAGES.loginFailedDefault,
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <AuthCard
      title="Log In"
      description="Welcome back. Log in to see your pickups and manage your plan."
      footer={
        <div className="space-y-2">
          <p>
            New here?{' '}
            <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
              Sign up
            </Link>
          </p>
          <p>
            Staff member?{' '}
            <Link to="/admin-login" className="font-semibold text-brand-700 hover:underline">
              Admin login
            </Link>
          </p>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {formError}
          </p>
        ) : null}
        <FormField label="Email" error={errors.username?.message}>
          <Input type="email" autoComplete="email" {...register('username')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? <Spinner className="[&_svg]:text-white" label="Logging in" /> : null}
          Log In
        </Button>
      </form>
    </AuthCard>
  );
}

export default function Login() {
  return (
    <RedirectSignedIn to="/profile">
      <LoginPage />
    </RedirectSignedIn>
  );
}

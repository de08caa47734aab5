import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Lock, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../domain/messages';
import { OFFICE_HOME } from '../../domain/office';
import { displayName } from '../../domain/person-name';
import { AdminLoginSchema, type AdminLoginInput } from '../../domain/schemas/account';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PasswordInput } from '../components/ui/password-input';
import { Spinner } from '../components/ui/spinner';
import { useAdminLogin } from '../features/auth/api/admin-login';
import { errorMessage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';
import { toast } from '../lib/toast-store';

export const meta = () =>
  pageMeta({
    title: 'Admin Login',
    description: 'Staff sign-in for the office.',
    path: '/admin-login',
    noIndex: true,
  });

/** The admin is sent on to the office about 800 ms after a successful login. */
export const ADMIN_REDIRECT_DELAY_MS = 800;

export default function AdminLogin() {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginInput>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { username: '', password: '', adminKey: '' },
  });

  const onSubmit = handleSubmit(({ adminKey, ...credentials }) => {
    adminLogin.mutate(
      { ...credentials, ...(adminKey ? { adminKey } : {}) },
      {
        onSuccess: ({ user }) => {
          toast({
            title: MESSAGES.adminLoginSuccessTitle,
            description: MESSAGES.welcomeBack(displayName(user)),
          });
          redirectTimer.current = setTimeout(
            () => navigate(OFFICE_HOME, { replace: true }),
            ADMIN_REDIRECT_DELAY_MS,
          );
        },
        onError: (err) =>
          toast({
            title: MESSAGES.adminLoginFailedTitle,
            description: errorMessage(err, MESSAGES.adminLoginFailedDefault),
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[1fr_0.8fr]">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold text-ink">Admin Login</h1>
            <p className="text-sm text-muted">Sign in with your staff account.</p>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField label="Username" error={errors.username?.message}>
                <Input autoComplete="username" {...register('username')} />
              </FormField>
              <FormField label="Password" error={errors.password?.message}>
                <PasswordInput autoComplete="current-password" {...register('password')} />
              </FormField>
              <FormField
                label="Admin key (optional)"
                hint="Only needed when your organization requires one."
                error={errors.adminKey?.message}
              >
                <Input type="password" autoComplete="off" {...register('adminKey')} />
              </FormField>
              <Button type="submit" className="w-full" disabled={adminLogin.isPending}>
                {adminLogin.isPending ? (
                  <Spinner className="[&_svg]:text-white" label="Signing in" />
                ) : null}
                Login as Admin
              </Button>
              <p className="flex items-center gap-2 text-sm text-muted">
                <Lock aria-hidden className="size-4" /> Admin access is restricted to authorized
                staff.
              </p>
            </form>
          </CardContent>
        </Card>
        <aside className="rounded-xl bg-brand-800 p-6 text-white">
          <h2 className="text-lg font-bold">Protected operations area</h2>
          <ul className="mt-6 space-y-6">
            <li className="flex gap-3">
              <ShieldCheck aria-hidden className="size-6 shrink-0" />
              <div>
                <h3 className="font-semibold">Secure Authentication</h3>
                <p className="mt-1 text-sm text-brand-100">
                  Staff sign in with their own account; admin rights are checked on every request.
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <Eye aria-hidden className="size-6 shrink-0" />
              <div>
                <h3 className="font-semibold">Access Monitoring</h3>
                <p className="mt-1 text-sm text-brand-100">
                  Sign-in attempts are logged and repeated failures are blocked.
                </p>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </section>
  );
}

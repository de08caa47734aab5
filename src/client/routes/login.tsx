import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PROFILE_PATH, signedInHome } from '../../domain/site';
import { USER_QUERY_KEY } from '../features/auth/api/get-user';
import { AuthCard } from '../features/auth/components/auth-card';
import { RedirectSignedIn } from '../features/auth/components/guards';
import { LoginForm } from '../features/auth/components/login-form';
import { pageMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () =>
  pageMeta({
    title: 'Log In',
    description: 'Log in to manage your doorstep trash pickup subscription.',
    path: '/login',
  });

// A first visit gets the prerendered page and its island script, no React
// (docs/decisions/042-app-pages-paint-their-frame-first.md).
export const handle = STATIC_PAGE_HANDLE;

function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
      <LoginForm
        onSignedIn={(user) => {
          queryClient.setQueryData(USER_QUERY_KEY, user);
          navigate(signedInHome(user.role), { replace: true });
        }}
      />
    </AuthCard>
  );
}

export default function Login() {
  return (
    <RedirectSignedIn to={PROFILE_PATH}>
      <LoginPage />
    </RedirectSignedIn>
  );
}

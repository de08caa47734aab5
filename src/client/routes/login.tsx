import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PROFILE_PATH, signedInHome } from '../../domain/site';
import { USER_QUERY_KEY } from '../features/auth/api/get-user';
import { AuthCard } from '../features/auth/components/auth-card';
import { RedirectSignedIn } from '../features/auth/components/guards';
import { LoginForm } from '../features/auth/components/login-form';
import { APP_TEXT_ATTR } from '../lib/app-language';
import { ENGLISH_SITE } from '../lib/english-site';
import { appTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () =>
  pageMeta({
    title: ENGLISH_SITE.t('auth.login.title'),
    description: ENGLISH_SITE.t('auth.login.description'),
    path: '/login',
  });

// A first visit gets the prerendered page and its island script, no React
// (docs/decisions/042-app-pages-paint-their-frame-first.md). Each of its words is marked with its
// message id, which the island writes in the visitor's language.
export const handle = {
  ...STATIC_PAGE_HANDLE,
  ...appTitle('auth.login.title', 'auth.login.description'),
};

function LoginPage() {
  const { t } = useSiteText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AuthCard
      title={<span {...{ [APP_TEXT_ATTR]: 'auth.login.title' }}>{t('auth.login.title')}</span>}
      description={
        <span {...{ [APP_TEXT_ATTR]: 'auth.login.intro' }}>{t('auth.login.intro')}</span>
      }
      footer={
        <div className="space-y-2">
          <p>
            <span {...{ [APP_TEXT_ATTR]: 'auth.login.newHere' }}>{t('auth.login.newHere')}</span>{' '}
            <Link
              to="/signup"
              className="font-semibold text-brand-700 hover:underline"
              {...{ [APP_TEXT_ATTR]: 'auth.login.signUp' }}
            >
              {t('auth.login.signUp')}
            </Link>
          </p>
          <p>
            <span {...{ [APP_TEXT_ATTR]: 'auth.login.staff' }}>{t('auth.login.staff')}</span>{' '}
            <Link
              to="/admin-login"
              className="font-semibold text-brand-700 hover:underline"
              {...{ [APP_TEXT_ATTR]: 'auth.login.adminLogin' }}
            >
              {t('auth.login.adminLogin')}
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

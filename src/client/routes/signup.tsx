import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { SignupStep } from '../features/payments/components/signup-step';
import { SIGNUP_STEP_ATTR } from '../features/payments/signup-step-attr';
import { APP_TEXT_ATTR } from '../lib/app-language';
import { appTitle, englishTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () =>
  pageMeta({
    title: englishTitle(handle),
    description: 'Choose your plan and create your doorstep trash pickup account.',
    path: '/signup',
  });

// A first visit gets the prerendered page; its island renders the step alone with react-dom
// (docs/decisions/042-app-pages-paint-their-frame-first.md).
export const handle = { ...STATIC_PAGE_HANDLE, ...appTitle('signup.title') };

/** The step as prerendered: a visitor's empty form, or a spinner where the hint says signed in. */
function PrerenderedStep() {
  return (
    // Usable once the island has rendered the step over it: a click before would submit the form
    // natively. `contents` keeps the fieldset out of the layout, and the controls keep their look.
    <fieldset disabled className="contents [&_:disabled]:opacity-100">
      <div data-auth-slot="guest">
        <SignupStep search={new URLSearchParams()} signedIn={false} onSaved={() => undefined} />
      </div>
      <div data-auth-slot="member">
        <PageSpinner />
      </div>
    </fieldset>
  );
}

function AppStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  return (
    <SignupStep
      search={params}
      signedIn={isPending ? undefined : Boolean(user)}
      onSaved={(plan) => navigate(`/subscribe?plan=${plan}`)}
    />
  );
}

/**
 * /signup (docs/product.md#sign-up-flow): the information step, then the payment step on
 * /subscribe. A signed-in customer coming back finds the form filled from the server; a visitor's
 * link may name the plan and the ZIP code.
 */
export default function Signup() {
  const { t } = useSiteText();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink" {...{ [APP_TEXT_ATTR]: 'signup.title' }}>
            {t('signup.title')}
          </h1>
          <p className="text-muted" {...{ [APP_TEXT_ATTR]: 'signup.intro' }}>
            {t('signup.intro')}
          </p>
        </CardHeader>
        <CardContent {...{ [SIGNUP_STEP_ATTR]: '' }}>
          {import.meta.env.SSR && !import.meta.env.DEV ? <PrerenderedStep /> : <AppStep />}
        </CardContent>
      </Card>
    </section>
  );
}

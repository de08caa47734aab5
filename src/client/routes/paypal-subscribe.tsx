import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PLAN, parsePlanParam } from '../../domain/plans';
import { languageParam } from '../../domain/site-language';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { InformationStep } from '../features/payments/components/information-step';
import { PaypalSteps, PaypalStepsFrame } from '../features/payments/components/paypal-steps';
import { PAYPAL_STEPS_ATTR } from '../features/payments/paypal-steps-attr';
import { APP_TEXT_ATTR } from '../lib/app-language';
import { appTitle, englishTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () =>
  pageMeta({
    title: englishTitle(handle),
    description: 'Enter your details and subscribe to doorstep trash pickup with PayPal.',
    path: '/paypal-subscribe',
    noIndex: true,
  });

// A first visit gets the prerendered page; its island renders the steps alone with react-dom
// (docs/decisions/042-app-pages-paint-their-frame-first.md).
export const handle = { ...STATIC_PAGE_HANDLE, ...appTitle('pay.paypal.title') };

/** The information step as prerendered: a visitor's empty form, or a spinner where the hint says signed in. */
function PrerenderedSteps() {
  return (
    <PaypalStepsFrame step={1}>
      {/* Usable once the island has rendered the steps over it: a click before would submit the
          form natively. `contents` keeps the fieldset out of the layout, and the controls keep
          their look. */}
      <fieldset disabled className="contents [&_:disabled]:opacity-100">
        <div data-auth-slot="guest">
          <InformationStep signedIn={false} initialPlan={DEFAULT_PLAN} onSaved={() => undefined} />
        </div>
        <div data-auth-slot="member">
          <PageSpinner />
        </div>
      </fieldset>
    </PaypalStepsFrame>
  );
}

function AppSteps() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  return (
    <PaypalSteps
      initialPlan={parsePlanParam(params.get('plan'))}
      initialLanguage={languageParam(params)}
      signedIn={isPending ? undefined : Boolean(user)}
      onPaid={navigate}
    />
  );
}

/**
 * /paypal-subscribe (docs/product.md#sign-up-flow): the same information step as /signup, then
 * the payment step with PayPal chosen (card offered beside it).
 */
export default function PaypalSubscribe() {
  const { t } = useSiteText();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink" {...{ [APP_TEXT_ATTR]: 'pay.paypal.title' }}>
            {t('pay.paypal.title')}
          </h1>
          <p className="text-muted" {...{ [APP_TEXT_ATTR]: 'pay.paypal.intro' }}>
            {t('pay.paypal.intro')}
          </p>
        </CardHeader>
        <CardContent {...{ [PAYPAL_STEPS_ATTR]: '' }}>
          {import.meta.env.SSR && !import.meta.env.DEV ? <PrerenderedSteps /> : <AppSteps />}
        </CardContent>
      </Card>
    </section>
  );
}

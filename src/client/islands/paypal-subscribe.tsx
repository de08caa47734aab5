import { useEffect } from 'react';
import { parsePlanParam } from '../../domain/plans';
import { languageParam } from '../../domain/site-language';
import { useUser } from '../features/auth/api/get-user';
import { PaypalSteps } from '../features/payments/components/paypal-steps';
import { PAYPAL_STEPS_ATTR } from '../features/payments/paypal-steps-attr';
import { markAuthState } from '../lib/auth-hint';
import { keepToastForNextPage } from '../lib/toast-store';
import type { EarlyAnswers } from './early-answers';
import { renderWordedIsland } from './render-worded-island';

function Steps() {
  const { data: user, isPending } = useUser();
  // A visitor's information step creates the account and signs them in, and the page stays: the
  // static header shows the account menu from then on, as the app's does.
  useEffect(() => {
    if (user) markAuthState(true);
  }, [user]);
  return (
    <PaypalSteps
      initialPlan={parsePlanParam(new URLSearchParams(location.search).get('plan'))}
      initialLanguage={languageParam(new URLSearchParams(location.search))}
      signedIn={isPending ? undefined : Boolean(user)}
      onPaid={(path) => {
        // A toast on screen (a decline's, the saved information's) goes on with the page.
        keepToastForNextPage();
        window.location.assign(path);
      }}
    />
  );
}

/**
 * The static /paypal-subscribe page's steps: the same React components the app renders. Loaded by
 * the islands script only on that page.
 */
export const renderPaypalSteps = (answers: Promise<EarlyAnswers>) =>
  renderWordedIsland(PAYPAL_STEPS_ATTR, answers, <Steps />);

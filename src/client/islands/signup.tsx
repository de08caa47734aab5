import { useUser } from '../features/auth/api/get-user';
import { SignupStep } from '../features/payments/components/signup-step';
import { SIGNUP_STEP_ATTR } from '../features/payments/signup-step-attr';
import { keepToastForNextPage } from '../lib/toast-store';
import type { EarlyAnswers } from './early-answers';
import { renderWordedIsland } from './render-worded-island';

function Step() {
  const { data: user, isPending } = useUser();
  return (
    <SignupStep
      search={new URLSearchParams(location.search)}
      signedIn={isPending ? undefined : Boolean(user)}
      onSaved={(plan) => {
        // The saved toast is on screen: the payment step, the app, shows it on.
        keepToastForNextPage();
        window.location.assign(`/subscribe?plan=${plan}`);
      }}
    />
  );
}

/**
 * The static /signup page's step: the same React components the app renders. Loaded by the islands
 * script only on that page.
 */
export const renderSignupStep = (answers: Promise<EarlyAnswers>) =>
  renderWordedIsland(SIGNUP_STEP_ATTR, answers, <Step />);

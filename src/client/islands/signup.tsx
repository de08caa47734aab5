import { useUser } from '../features/auth/api/get-user';
import { SignupStep } from '../features/payments/components/signup-step';
import { SIGNUP_STEP_ATTR } from '../features/payments/signup-step-attr';
import { keepToastForNextPage } from '../lib/toast-store';
import { answeredQueryClient } from './answered-query-client';
import type { EarlyAnswers } from './early-answers';
import { IslandText, islandWords } from './island-text';
import { renderIsland } from './render-island';

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
export async function renderSignupStep(answers: Promise<EarlyAnswers>) {
  const answered = await answers;
  const words = await islandWords(answered.user);
  renderIsland(
    SIGNUP_STEP_ATTR,
    <IslandText first={words}>
      <Step />
    </IslandText>,
    answeredQueryClient(answered),
  );
}

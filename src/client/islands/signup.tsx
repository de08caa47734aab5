import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useUser } from '../features/auth/api/get-user';
import { SignupStep } from '../features/payments/components/signup-step';
import { SIGNUP_STEP_ATTR } from '../features/payments/signup-step-attr';
import { createQueryClient } from '../lib/query-client';
import { keepToastForNextPage } from '../lib/toast-store';

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
 * The static /signup page's step: the same React components the app renders, rendered alone with
 * react-dom and a query cache of their own, no router (docs/decisions/042-app-pages-paint-their-frame-first.md).
 * Loaded by the islands script only on that page. It renders over the prerendered form rather than
 * hydrating it, because the link's plan and ZIP code and a signed-in customer's data differ from
 * what was prerendered.
 */
export function renderSignupStep() {
  const root = document.querySelector<HTMLElement>(`[${SIGNUP_STEP_ATTR}]`);
  if (!root) return;
  // A transition: React renders the large form in slices that yield to the browser, rather than
  // in one task that holds the page (the prerendered form is on screen meanwhile).
  startTransition(() =>
    createRoot(root).render(
      <QueryClientProvider client={createQueryClient()}>
        <Step />
      </QueryClientProvider>,
    ),
  );
}

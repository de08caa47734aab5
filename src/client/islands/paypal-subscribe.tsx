import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { parsePlanParam } from '../../domain/plans';
import { useUser } from '../features/auth/api/get-user';
import { PaypalSteps } from '../features/payments/components/paypal-steps';
import { PAYPAL_STEPS_ATTR } from '../features/payments/paypal-steps-attr';
import { markAuthState } from '../lib/auth-hint';
import { createQueryClient } from '../lib/query-client';
import { keepToastForNextPage } from '../lib/toast-store';

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
 * The static /paypal-subscribe page's steps, rendered alone with react-dom and a query cache of
 * their own, no router, as /signup's island does (docs/decisions/042-app-pages-paint-their-frame-first.md).
 * It renders over the prerendered form rather than hydrating it: the link's plan and a signed-in
 * customer's data differ from what was prerendered.
 */
export function renderPaypalSteps() {
  const root = document.querySelector<HTMLElement>(`[${PAYPAL_STEPS_ATTR}]`);
  if (!root) return;
  // A transition: the form renders in slices that yield to the browser (the prerendered one is on
  // screen meanwhile).
  startTransition(() =>
    createRoot(root).render(
      <QueryClientProvider client={createQueryClient()}>
        <Steps />
      </QueryClientProvider>,
    ),
  );
}

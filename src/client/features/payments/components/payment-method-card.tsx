import { CreditCard, ExternalLink } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cardLabel } from '../../../../domain/billing';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_RETURN_PARAM,
  type PaymentMethodSetup,
} from '../../../../domain/schemas/payments';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { BILLING_TAB_PATH } from '../../../../domain/site';
import { isPaymentDue } from '../../../../domain/subscription-status';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { replaceSearchParams, useSearch } from '../../../lib/search-params';
import { toast } from '../../../lib/toast-store';
import { usePaymentConfig } from '../api/get-payment-config';
import {
  saveSandboxCard,
  useCompletePaymentMethodUpdate,
  useStartPaymentMethodUpdate,
} from '../api/payment-method';
import { SandboxCardForm } from './sandbox-card-form';

const StripeSetupForm = lazy(() => import('./stripe-setup-form'));

/** Where the provider's page (or a card's bank page) sends the customer back to. */
const returnUrl = (id: number) =>
  `${window.location.origin}${BILLING_TAB_PATH}&${PAYMENT_METHOD_RETURN_PARAM}=approved&subscription=${id}`;

/** "Visa ending in 4242", "PayPal", or how the sandbox pays. */
function methodText(subscription: Subscription): string {
  const provider = subscription.provider ? PAYMENT_METHOD_LABELS[subscription.provider] : '—';
  if (!subscription.card) return provider;
  const sandbox = subscription.provider === 'sandbox' ? ' (test mode)' : '';
  return `${cardLabel(subscription.card)}${sandbox}`;
}

/** Says the outcome of a finished update: paid and back on, or saved for the next charge. */
function reportUpdated(updated: Subscription) {
  toast({
    title: M.paymentMethodUpdatedTitle,
    description: isPaymentDue(updated.status) ? undefined : M.paymentMethodPaidText,
  });
}

/**
 * The billing tab's payment method (docs/product.md#payment-method): what the subscription is
 * charged to, and Update payment method: a card form in a dialog (Stripe's Payment Element or the
 * sandbox's form), or PayPal's page to approve the subscription again.
 */
export function PaymentMethodCard({ subscription }: { subscription: Subscription }) {
  const config = usePaymentConfig();
  const start = useStartPaymentMethodUpdate();
  const complete = useCompletePaymentMethodUpdate();
  const [setup, setSetup] = useState<PaymentMethodSetup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const updatable = subscription.status !== 'cancelled' && subscription.provider !== null;

  const open = () => {
    setProblem(null);
    start.mutate(subscription.id, {
      onSuccess: (next) => {
        if (next.kind === 'redirect') window.location.assign(next.url);
        else setSetup(next);
      },
      onError: (err) =>
        toast({
          title: M.paymentMethodFailedTitle,
          description: errorMessage(err, M.providerUnavailable),
          variant: 'destructive',
        }),
    });
  };

  const finish = (token?: string) =>
    complete.mutate(
      { id: subscription.id, token },
      {
        onSuccess: (updated) => {
          setSetup(null);
          reportUpdated(updated);
        },
        onError: (err) => setProblem(errorMessage(err, M.cardNotSaved)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CreditCard aria-hidden className="size-5 text-brand-700" /> Payment method
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-semibold text-ink" data-testid="payment-method">
          {methodText(subscription)}
        </p>
        {updatable ? (
          <Button
            variant={isPaymentDue(subscription.status) ? 'default' : 'outline'}
            className="mt-3 h-auto min-h-10 whitespace-normal"
            disabled={start.isPending}
            onClick={open}
          >
            {subscription.provider === 'paypal' || subscription.provider === 'sandbox-paypal' ? (
              <ExternalLink aria-hidden />
            ) : (
              <CreditCard aria-hidden />
            )}
            {start.isPending ? 'Opening…' : M.updatePaymentMethod}
          </Button>
        ) : null}
        <p className="mt-2 text-sm text-muted">We never store card numbers.</p>
      </CardContent>
      <Dialog open={setup !== null} onOpenChange={(next) => !next && setSetup(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{M.updatePaymentMethod}</DialogTitle>
            <DialogDescription>
              {isPaymentDue(subscription.status) ? M.newCardPaysNow : M.newCardNextCharges}
            </DialogDescription>
          </DialogHeader>
          {problem ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
              {problem}
            </p>
          ) : null}
          {setup?.kind === 'card-form' && setup.provider === 'sandbox' ? (
            <SandboxCardForm
              submit={async (card) => {
                await saveSandboxCard({ ...card, clientSecret: setup.clientSecret });
                return complete.mutateAsync({ id: subscription.id });
              }}
              submitLabel={M.saveCard}
              onDone={(updated) => {
                setSetup(null);
                reportUpdated(updated);
              }}
              onDeclined={setProblem}
            />
          ) : setup?.kind === 'card-form' && config.data?.stripePublishableKey ? (
            <Suspense fallback={<Spinner label="Loading the secure card form" />}>
              <StripeSetupForm
                publishableKey={config.data.stripePublishableKey}
                clientSecret={setup.clientSecret}
                returnUrl={returnUrl(subscription.id)}
                onSaved={finish}
                onDeclined={setProblem}
              />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/**
 * Back from PayPal's page (or a card's bank page) on the billing tab: finishes the update once,
 * says how it went, and takes the return parameters out of the address.
 */
export function PaymentMethodReturn() {
  const params = new URLSearchParams(useSearch());
  const complete = useCompletePaymentMethodUpdate();
  const handled = useRef(false);
  const outcome = params.get(PAYMENT_METHOD_RETURN_PARAM);
  const id = Number(params.get('subscription'));
  const token = params.get('setup_intent') ?? undefined;

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    replaceSearchParams((current) => {
      for (const key of [
        PAYMENT_METHOD_RETURN_PARAM,
        'subscription',
        'setup_intent',
        'setup_intent_client_secret',
        'redirect_status',
      ]) {
        current.delete(key);
      }
    });
    if (outcome !== 'approved' || !Number.isSafeInteger(id) || id < 1) {
      toast({ title: M.paymentMethodUnchangedTitle });
      return;
    }
    complete.mutate(
      { id, token },
      {
        onSuccess: reportUpdated,
        onError: (err) =>
          toast({
            title: M.paymentMethodFailedTitle,
            description: errorMessage(err, M.cardNotSaved),
            variant: 'destructive',
          }),
      },
    );
  }, [outcome, id, token, complete]);

  return complete.isPending ? <Spinner label="Updating your payment method" /> : null;
}

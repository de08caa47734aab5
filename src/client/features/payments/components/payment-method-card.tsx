import { CreditCard, ExternalLink } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PlainMessageId, Translator } from '../../../../domain/i18n/translate';
import {
  PAYMENT_METHOD_RETURN_PARAM,
  type PaymentMethodSetup,
  type PaymentProviderName,
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
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
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

const PROVIDER_LABEL: Record<PaymentProviderName, PlainMessageId> = {
  stripe: 'portal.billing.provider.stripe',
  paypal: 'portal.billing.provider.paypal',
  sandbox: 'portal.billing.provider.sandbox',
  'sandbox-paypal': 'portal.billing.provider.sandboxPaypal',
};

/** "Visa ending in 4242", "PayPal", or how the sandbox pays. */
function methodText({ t }: Translator, subscription: Subscription): string {
  const provider = subscription.provider ? t(PROVIDER_LABEL[subscription.provider]) : '—';
  if (!subscription.card) return provider;
  const card = t('receipt.card', subscription.card);
  return subscription.provider === 'sandbox' ? t('portal.billing.cardTestMode', { card }) : card;
}

/** Says the outcome of a finished update: paid and back on, or saved for the next charge. */
function reportUpdated({ t }: Translator, updated: Subscription) {
  toast({
    title: t('portal.billing.updatedTitle'),
    description: isPaymentDue(updated.status) ? undefined : t('portal.billing.paidText'),
  });
}

/**
 * The billing tab's payment method (docs/product.md#payment-method): what the subscription is
 * charged to, and Update payment method: a card form in a dialog (Stripe's Payment Element or the
 * sandbox's form), or PayPal's page to approve the subscription again.
 */
export function PaymentMethodCard({ subscription }: { subscription: Subscription }) {
  const site = useSiteText();
  const { t } = site;
  const formMessage = useFormMessage();
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
          title: t('portal.billing.failedTitle'),
          description: formMessage(errorMessage(err, t('portal.billing.providerUnavailable'))),
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
          reportUpdated(site, updated);
        },
        onError: (err) =>
          setProblem(formMessage(errorMessage(err, t('portal.billing.cardNotSaved')))),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CreditCard aria-hidden className="size-5 text-brand-700" />{' '}
          {t('portal.billing.paymentMethod')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-semibold text-ink" data-testid="payment-method">
          {methodText(site, subscription)}
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
            {start.isPending ? t('portal.billing.opening') : t('portal.billing.updateMethod')}
          </Button>
        ) : null}
        <p className="mt-2 text-sm text-muted">{t('portal.billing.neverStored')}</p>
      </CardContent>
      <Dialog open={setup !== null} onOpenChange={(next) => !next && setSetup(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('portal.billing.updateMethod')}</DialogTitle>
            <DialogDescription>
              {isPaymentDue(subscription.status)
                ? t('portal.billing.newCardPaysNow')
                : t('portal.billing.newCardNext')}
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
              submitLabel={t('portal.billing.saveCard')}
              onDone={(updated) => {
                setSetup(null);
                reportUpdated(site, updated);
              }}
              onDeclined={setProblem}
            />
          ) : setup?.kind === 'card-form' && config.data?.stripePublishableKey ? (
            <Suspense fallback={<Spinner label={t('pay.loadingCardForm')} />}>
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
  const site = useSiteText();
  const { t } = site;
  const formMessage = useFormMessage();
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
      toast({ title: t('portal.billing.unchangedTitle') });
      return;
    }
    complete.mutate(
      { id, token },
      {
        onSuccess: (updated) => reportUpdated(site, updated),
        onError: (err) =>
          toast({
            title: t('portal.billing.failedTitle'),
            description: formMessage(errorMessage(err, t('portal.billing.cardNotSaved'))),
            variant: 'destructive',
          }),
      },
    );
  }, [outcome, id, token, complete, site, t, formMessage]);

  return complete.isPending ? <Spinner label={t('portal.billing.updating')} /> : null;
}

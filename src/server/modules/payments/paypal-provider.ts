import { randomUUID } from 'node:crypto';
import type { BillingPeriod } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { ApprovalLink } from '../../../domain/schemas/payments.ts';
import {
  ProviderError,
  WebhookSignatureError,
  type ApprovalCheckoutProvider,
  type ProviderEvent,
  type ProviderStatus,
} from './provider.ts';

/**
 * PayPal subscription states → ours. APPROVED means the buyer agreed; billing starts at once. A
 * subscription that owes an outstanding balance is past due while PayPal retries (still ACTIVE),
 * and suspended once PayPal gives up (SUSPENDED at the plan's failure threshold); SUSPENDED with
 * nothing owed is our own pause.
 */
export function paypalStatus(
  subscription: Pick<PaypalSubscription, 'status' | 'billing_info'>,
): ProviderStatus {
  const owes = Number(subscription.billing_info?.outstanding_balance?.value ?? 0) > 0;
  switch (subscription.status) {
    case 'APPROVED':
    case 'ACTIVE':
      return owes ? 'past_due' : 'active';
    case 'SUSPENDED':
      return owes ? 'suspended' : 'paused';
    case 'CANCELLED':
    case 'EXPIRED':
      return 'cancelled';
    default:
      return 'pending';
  }
}

type PaypalSubscription = {
  id: string;
  status: string;
  plan_id?: string;
  start_time?: string;
  links?: ApprovalLink[];
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { time?: string };
    outstanding_balance?: { value?: string };
    cycle_executions?: { tenure_type?: string; cycles_completed?: number }[];
    last_failed_payment?: { amount?: { value?: string }; reason_code?: string };
  };
};

/** The billing period PayPal is in: from the last payment (or the start) to the next billing. */
export function paypalPeriod(subscription: PaypalSubscription): BillingPeriod | null {
  const end = subscription.billing_info?.next_billing_time;
  const start = subscription.billing_info?.last_payment?.time ?? subscription.start_time;
  if (!start || !end) return null;
  const period = { start: new Date(start), end: new Date(end) };
  return Number.isNaN(period.start.getTime()) || Number.isNaN(period.end.getTime()) ? null : period;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
type PaypalWebhookEvent = {
  id: string;
  event_type: string;
  resource: {
    id?: string;
    billing_agreement_id?: string;
    amount?: { total?: string };
    billing_info?: PaypalSubscription['billing_info'];
  };
};

/**
 * The invoice a failed PayPal payment belongs to: the subscription's billing cycle being collected
 * (one past those completed). PayPal retries a cycle several times; each retry is the same cycle.
 */
function failedCycleRef(subscriptionId: string, info: PaypalSubscription['billing_info']) {
  const regular = info?.cycle_executions?.find((c) => c.tenure_type === 'REGULAR');
  return `${subscriptionId}:cycle-${(regular?.cycles_completed ?? 0) + 1}`;
}

const cents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);

export function createPaypalProvider(opts: {
  clientId: string;
  clientSecret: string;
  webhookId: string | undefined;
  apiBase: string;
  planIds: Partial<Record<PlanId, string>>;
  brandName: string;
}): ApprovalCheckoutProvider {
  const base = opts.apiBase.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | undefined;

  /** OAuth client-credentials token, cached until a minute before it expires. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    const response = await send(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (err) {
      throw new ProviderError(`paypal: ${init.method} ${url} failed: ${String(err)}`);
    }
    if (response.ok) return response;
    const text = await response.text();
    // PayPal's own explanation is shown to the customer; without one the caller's fallback is.
    let message: string | undefined;
    try {
      const body = JSON.parse(text) as { message?: string; error_description?: string };
      message = body.message ?? body.error_description;
    } catch {
      // Not JSON (a gateway's error page): nothing worth showing.
    }
    throw new ProviderError(
      `paypal: ${init.method} ${url} → ${response.status}: ${text}`,
      message,
      response.status,
    );
  }

  async function api<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T | undefined> {
    const attempt = async () =>
      send(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          // PayPal de-duplicates POSTs by this id: a retried call never creates a second thing.
          ...(method === 'POST' && { 'paypal-request-id': requestId ?? randomUUID() }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let response: Response;
    try {
      response = await attempt();
    } catch (err) {
      // A token revoked before its expiry: fetch a new one once.
      if (!(err instanceof ProviderError) || err.status !== 401) throw err;
      token = undefined;
      response = await attempt();
    }
    const text = await response.text();
    return text ? (JSON.parse(text) as T) : undefined;
  }

  const act = (ref: string, verb: 'suspend' | 'activate' | 'cancel', reason: string) =>
    api('POST', `/v1/billing/subscriptions/${encodeURIComponent(ref)}/${verb}`, { reason });

  return {
    name: 'paypal',

    async startApprovalCheckout(request) {
      const planId = opts.planIds[request.plan];
      if (!planId) {
        throw new ProviderError(
          `paypal: PAYPAL_PLAN_${request.plan.toUpperCase()} is not set`,
          PAYMENT_MESSAGES.paypalCreateFailed,
        );
      }
      const [givenName, ...rest] = request.customer.name.split(' ');
      const created = await api<PaypalSubscription>(
        'POST',
        '/v1/billing/subscriptions',
        {
          plan_id: planId,
          custom_id: String(request.subscriptionId),
          subscriber: {
            name: { given_name: givenName, surname: rest.join(' ') },
            email_address: request.customer.email,
          },
          application_context: {
            brand_name: opts.brandName,
            shipping_preference: 'NO_SHIPPING',
            user_action: 'SUBSCRIBE_NOW',
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
        },
        `subscription-${request.subscriptionId}-${request.plan}`,
      );
      if (!created?.id) throw new ProviderError('paypal: create returned no subscription id');
      return { ref: created.id, links: created.links ?? [] };
    },

    async fetchSubscription(ref) {
      const found = await api<PaypalSubscription>(
        'GET',
        `/v1/billing/subscriptions/${encodeURIComponent(ref)}`,
      );
      if (!found) throw new ProviderError(`paypal: empty answer for ${ref}`);
      return {
        id: found.id,
        status: paypalStatus(found),
        period: paypalPeriod(found),
        card: null,
      };
    },

    async pause(ref) {
      // PayPal has no timed suspension: our pause-expiry job reactivates it after 30 days.
      await act(ref, 'suspend', 'Customer paused service');
    },
    async resume(ref) {
      await act(ref, 'activate', 'Customer resumed service');
    },
    async cancel(ref) {
      await act(ref, 'cancel', 'Customer cancelled service');
    },
    async creditNextBill() {
      // PayPal subscriptions have no balance to credit: the office refunds or adjusts by hand.
      return false;
    },
    async addFeeToNextBill() {
      // A PayPal subscription bills its plan's price and nothing beside it: its one owed amount,
      // the outstanding balance, is what our status reads as a failed renewal, and its sale names
      // no lines. The office collects the fee by hand (docs/decisions/060-fees-on-the-next-bill.md).
      return null;
    },
    async removePendingFee() {
      // Nothing was ever left pending at PayPal, so nothing can be billed.
      return true;
    },
    async changePlan(ref, plan, billing) {
      const planId = opts.planIds[plan];
      if (!planId) throw new ProviderError(`paypal: PAYPAL_PLAN_${plan.toUpperCase()} is not set`);
      const path = `/v1/billing/subscriptions/${encodeURIComponent(ref)}`;
      // A revised plan is billed by PayPal from the next billing cycle.
      await api('POST', `${path}/revise`, { plan_id: planId });
      if (billing.timing !== 'now' || billing.chargeCents <= 0) return;
      // PayPal charges a subscriber only what the subscription owes: the prorated difference is
      // set as its outstanding balance, then captured at once.
      const amount = { currency_code: 'USD', value: dollars(billing.chargeCents) };
      await api('PATCH', path, [
        { op: 'replace', path: '/billing_info/outstanding_balance', value: amount },
      ]);
      await api(
        'POST',
        `${path}/capture`,
        { note: `Upgrade to the ${plan} plan`, capture_type: 'OUTSTANDING_BALANCE', amount },
        `upgrade-${ref}-${plan}-${billing.at.getTime()}`,
      );
    },

    async startPaymentMethodUpdate(ref, { returnUrl, cancelUrl }) {
      const path = `/v1/billing/subscriptions/${encodeURIComponent(ref)}`;
      const found = await api<PaypalSubscription>('GET', path);
      // Revising to the same plan asks the subscriber to approve the subscription again on
      // PayPal, where they choose what it is paid with.
      const revised = await api<{ links?: ApprovalLink[] }>('POST', `${path}/revise`, {
        plan_id: found?.plan_id,
        application_context: {
          brand_name: opts.brandName,
          shipping_preference: 'NO_SHIPPING',
          user_action: 'CONTINUE',
          return_url: returnUrl,
          cancel_url: cancelUrl,
        },
      });
      const approve = revised?.links?.find((l) => l.rel === 'approve')?.href;
      if (!approve) {
        throw new ProviderError(
          `paypal: revise of ${ref} gave no approve link`,
          PAYMENT_MESSAGES.paypalNoApprovalUrl,
        );
      }
      return { kind: 'redirect' as const, url: approve };
    },

    async completePaymentMethodUpdate(ref) {
      const path = `/v1/billing/subscriptions/${encodeURIComponent(ref)}`;
      const found = await api<PaypalSubscription>('GET', path);
      const owed = found?.billing_info?.outstanding_balance?.value ?? '0';
      // What the failed cycles left owing is collected now, from the method just approved.
      if (Number(owed) > 0) {
        await api(
          'POST',
          `${path}/capture`,
          {
            note: 'Outstanding balance after a new payment method',
            capture_type: 'OUTSTANDING_BALANCE',
            amount: { currency_code: 'USD', value: owed },
          },
          `outstanding-${ref}-${owed}-${found?.billing_info?.next_billing_time ?? ''}`,
        );
      }
      if (found?.status === 'SUSPENDED' && Number(owed) > 0) {
        await act(ref, 'activate', 'Outstanding balance paid');
      }
    },

    async parseWebhook(rawBody, headers): Promise<ProviderEvent> {
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const fields = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
      };
      if (!opts.webhookId || Object.values(fields).some((v) => !v)) {
        throw new WebhookSignatureError('missing PayPal signature headers or PAYPAL_WEBHOOK_ID');
      }
      let event: PaypalWebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as PaypalWebhookEvent;
      } catch {
        throw new WebhookSignatureError('body is not JSON');
      }
      const verdict = await api<{ verification_status: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        { ...fields, webhook_id: opts.webhookId, webhook_event: event },
      );
      if (verdict?.verification_status !== 'SUCCESS') {
        throw new WebhookSignatureError(`verification ${verdict?.verification_status}`);
      }
      const { resource } = event;
      switch (event.event_type) {
        case 'PAYMENT.SALE.COMPLETED':
          return {
            id: event.id,
            type: event.event_type,
            subscriptionRef: resource.billing_agreement_id ?? null,
            payment: {
              ref: String(resource.id),
              amountCents: cents(resource.amount?.total),
              status: 'paid',
              settlesOpen: true,
            },
          };
        case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
          return {
            id: event.id,
            type: event.event_type,
            subscriptionRef: resource.id ?? null,
            payment: {
              ref: failedCycleRef(String(resource.id), resource.billing_info),
              amountCents: cents(resource.billing_info?.last_failed_payment?.amount?.value),
              status: 'failed',
            },
          };
        default:
          return {
            id: event.id,
            type: event.event_type,
            subscriptionRef: event.event_type.startsWith('BILLING.SUBSCRIPTION.')
              ? (resource.id ?? null)
              : null,
          };
      }
    },
  };
}

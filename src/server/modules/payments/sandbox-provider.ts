import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { cardBrandOf, type BillingPeriod } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { PLANS, type PlanId } from '../../../domain/plans.ts';
import type { ReceiptFee } from '../../../domain/receipts.ts';
import { fieldErrors } from '../../../domain/schemas/field-errors.ts';
import {
  SANDBOX_CARDS,
  SandboxWebhookEventSchema,
  type ApprovalLink,
  type SandboxCheckout,
  type SandboxRenewal,
  type SandboxWebhookEvent,
} from '../../../domain/schemas/payments.ts';
import type { SavedCard } from '../subscriptions/subscriptions-module.ts';
import {
  ProviderError,
  WebhookPayloadError,
  type ApprovalCheckoutProvider,
  type CardCheckoutProvider,
  type CheckoutRequest,
  type ProviderEvent,
  type ProviderStatus,
  type SubscriptionProvider,
} from './provider.ts';
import { sandboxWebhookHeaders, verifySandboxSignature } from './sandbox-webhooks.ts';

/**
 * The built-in offline provider (docs/decisions/004-payments-providers-and-webhooks.md):
 * development and tests without keys run the card and PayPal-like flows end to end. It keeps its
 * "remote" state in memory, as a real provider keeps it on its side, and reports payments by signed
 * webhooks through the same verification and handler code as Stripe and PayPal.
 *
 * Each flow has a provider name of its own, as Stripe's and PayPal's do: 'sandbox' for the card
 * flow, 'sandbox-paypal' for the approval flow. Checkout reuse, the approval's ownership check and
 * the webhook's row lookup are all keyed on the provider name, so under one shared name a card
 * checkout would take over an open approval's row and orphan its reference.
 */
export type SandboxProviderName = 'sandbox' | 'sandbox-paypal';

type SandboxRecord = {
  id: string;
  kind: 'card' | 'approval';
  plan: PlanId;
  status: ProviderStatus;
  email: string;
  clientSecret?: string;
  /** The checkout's first invoice: every attempt to pay it, declined or not, is that invoice. */
  invoice?: string;
  /** The billing period once paid: a month from the payment, renewed by `renew`. */
  period: BillingPeriod | null;
  /** A smaller plan billed from the next renewal. */
  nextPlan?: PlanId;
  /** The test control "make the next renewal fail". */
  failNextRenewal: boolean;
  /** The renewal invoice still unpaid, while past due or suspended, with the fees it bills. */
  openInvoice?: { id: string; amountCents: number; fees: ReceiptFee[] };
  /** The test card it is charged to (none for the PayPal-like flow). */
  card?: SavedCard;
  /** A new method was given (a card saved, or approved again) and not yet applied. */
  methodGiven?: boolean;
  returnUrl?: string;
  cancelUrl?: string;
};

/**
 * A one-off fee for a subscription's next bill: pending, billed by a renewal, or voided with a
 * renewal that came while the subscription was paused, as Stripe voids the invoices of a pause.
 */
type SandboxFee = {
  id: string;
  ref: string;
  amountCents: number;
  memo: string;
  state: 'pending' | 'billed' | 'void';
};

/** A subscription the sandbox will bill again: a fee put on its next bill is collected. */
const billsNext = (status: ProviderStatus) => status === 'active' || status === 'past_due';

/** Fees as an invoice event names them. */
const feeLines = (fees: ReceiptFee[]) =>
  fees.map((fee) => ({ description: fee.description, amount_cents: fee.amountCents }));

/** An event as the sandbox emits it, before it is given its id. */
type SandboxEventContent<E = SandboxWebhookEvent> = E extends SandboxWebhookEvent
  ? Omit<E, 'id'>
  : never;

/** Delivers a signed event to the webhook path of `provider`, as a real provider calls ours. */
export type WebhookDelivery = (
  provider: SandboxProviderName,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
) => Promise<unknown>;

/** A monthly billing period starting at `start`, as the providers bill (same day next month). */
export const monthFrom = (start: Date): BillingPeriod => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return { start, end };
};

/** Which of the sandbox's two flows a record belongs to, for the webhook path it reports on. */
const flowOf = (record: { kind: 'card' | 'approval' }): SandboxProviderName =>
  record.kind === 'card' ? 'sandbox' : 'sandbox-paypal';

/** The card flow ('sandbox'), with its approval flow ('sandbox-paypal') on the same records. */
export type SandboxProvider = CardCheckoutProvider & {
  approval: ApprovalCheckoutProvider;
  /** The webhook receiver; app.ts connects it once the webhook service exists. */
  connect(deliver: WebhookDelivery): void;
  checkout(ref: string): SandboxCheckout;
  payWithCard(clientSecret: string, cardNumber: string): Promise<{ ref: string }>;
  /** The sandbox's card form for a new payment method: the card is saved for the subscription. */
  saveCard(clientSecret: string, cardNumber: string): Promise<{ ref: string }>;
  decide(ref: string, action: 'approve' | 'cancel'): Promise<{ redirectUrl: string }>;
  /** Test control: the next renewal is declined. */
  failNextRenewal(ref: string, known: KnownSubscription): SandboxRenewal;
  /**
   * Test control: time moves to the next renewal, which is charged now. While a renewal is unpaid,
   * a month has gone by: the retries are over and the sandbox gives up (suspended).
   */
  renew(ref: string, known: KnownSubscription): Promise<SandboxRenewal>;
  /** Test control: the credits waiting for the subscription's next bill, in cents. */
  creditOf(ref: string): number;
};

/** What our side knows of a subscription, for one the sandbox forgot when the server restarted. */
export type KnownSubscription = {
  flow: SandboxProviderName;
  plan: PlanId;
  period: BillingPeriod | null;
};

export function createSandboxProvider(opts: {
  webhookKey: Buffer;
  appUrl: string;
  log: { warn(obj: object, msg: string): void };
}): SandboxProvider {
  const key = opts.webhookKey;
  const records = new Map<string, SandboxRecord>();
  const checkouts = new Map<number, SandboxRecord>();
  // Payment method updates under way: a card form's secret, or a re-approval's token, → the
  // subscription it is for.
  const cardSetups = new Map<string, string>();
  const reapprovals = new Map<string, { ref: string; returnUrl: string; cancelUrl: string }>();
  /** Credits by their key, so a retried credit counts once, as Stripe's idempotency gives. */
  const credits = new Map<string, { ref: string; amountCents: number }>();
  /** Fees by their id, and their ids by key, so a retried fee is the same fee. */
  const fees = new Map<string, SandboxFee>();
  const feeKeys = new Map<string, string>();
  let deliver: WebhookDelivery | undefined;

  const newId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;

  function find(ref: string): SandboxRecord {
    const record = records.get(ref);
    if (!record) throw new ProviderError(`sandbox: no such subscription ${ref}`, undefined, 404);
    return record;
  }

  async function emit(provider: SandboxProviderName, event: SandboxEventContent) {
    const body = JSON.stringify({ id: newId('evt_sbx_'), ...event } satisfies SandboxWebhookEvent);
    try {
      await deliver?.(provider, Buffer.from(body), sandboxWebhookHeaders(key, body));
    } catch (err) {
      // A real provider retries a failed delivery later; the return page's server-side fetch
      // still brings the subscription up to date.
      opts.log.warn({ err, type: event.type }, 'sandbox webhook delivery failed');
    }
  }

  /**
   * The sandbox forgets its records when the server restarts; a subscription it no longer knows
   * is taken over as it stands, so development data stays manageable across restarts.
   */
  function adopt(ref: string, plan?: PlanId, known?: KnownSubscription): SandboxRecord {
    const kept = records.get(ref);
    if (kept) return kept;
    const record: SandboxRecord = {
      id: ref,
      kind: known?.flow === 'sandbox-paypal' ? 'approval' : 'card',
      plan: plan ?? known?.plan ?? 'standard',
      status: 'active',
      email: '',
      period: known?.period ?? null,
      failNextRenewal: false,
    };
    records.set(ref, record);
    return record;
  }

  function setStatus(ref: string, status: ProviderStatus) {
    const record = adopt(ref);
    if (record.status === 'cancelled') {
      throw new ProviderError(`sandbox: ${ref} is cancelled`, undefined, 422);
    }
    record.status = status;
  }

  // What both flows answer for: they share the records, as one provider's API would.
  const lifecycle: Omit<SubscriptionProvider, 'name' | 'startPaymentMethodUpdate'> = {
    async fetchSubscription(ref) {
      const record = find(ref);
      return { id: ref, status: record.status, period: record.period, card: record.card ?? null };
    },

    async completePaymentMethodUpdate(ref) {
      const record = find(ref);
      const invoice = record.openInvoice;
      if (!invoice) return;
      // As at a real provider, only a method the customer gave pays it.
      if (!record.methodGiven) {
        throw new ProviderError(
          `sandbox: no new method for ${ref}`,
          PAYMENT_MESSAGES.cardNotSaved,
          409,
        );
      }
      record.methodGiven = false;
      // The unpaid renewal is charged to the method just given, at once.
      delete record.openInvoice;
      record.status = 'active';
      await emit(flowOf(record), {
        type: 'invoice.paid',
        data: {
          subscription: ref,
          invoice: invoice.id,
          amount_cents: invoice.amountCents,
          fee_lines: feeLines(invoice.fees),
        },
      });
    },

    async pause(ref) {
      setStatus(ref, 'paused');
    },
    async resume(ref) {
      setStatus(ref, 'active');
    },
    async cancel(ref) {
      setStatus(ref, 'cancelled');
    },
    async creditNextBill(ref, amountCents, _memo, creditKey) {
      if (!credits.has(creditKey)) credits.set(creditKey, { ref, amountCents });
      return true;
    },
    async addFeeToNextBill(ref, amountCents, memo, feeKey) {
      const known = feeKeys.get(feeKey);
      if (known) return known;
      // A subscription the sandbox forgot at a restart is taken as billing; `renew` adopts it.
      const record = records.get(ref);
      if (record && !billsNext(record.status)) return null;
      const fee: SandboxFee = { id: newId('ii_sbx_'), ref, amountCents, memo, state: 'pending' };
      fees.set(fee.id, fee);
      feeKeys.set(feeKey, fee.id);
      return fee.id;
    },
    async removePendingFee(itemRef) {
      if (fees.get(itemRef)?.state === 'billed') return false;
      fees.delete(itemRef);
      return true;
    },
    async changePlan(ref, plan, billing) {
      const record = adopt(ref, plan);
      if (billing.timing === 'renewal') {
        record.nextPlan = plan;
        return;
      }
      record.plan = plan;
      delete record.nextPlan;
      if (billing.chargeCents <= 0) return;
      // The prorated difference is invoiced and paid at once, as Stripe's always_invoice does.
      await emit(flowOf(record), {
        type: 'invoice.paid',
        data: {
          subscription: ref,
          invoice: newId('in_sbx_'),
          amount_cents: billing.chargeCents,
        },
      });
    },

    async parseWebhook(rawBody, headers): Promise<ProviderEvent> {
      verifySandboxSignature(key, rawBody, headers);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookPayloadError({ _: ['The body is not valid JSON'] });
      }
      const parsed = SandboxWebhookEventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookPayloadError(fieldErrors(parsed.error.issues));
      const event = parsed.data;
      if (event.type === 'property_invoice.paid' || event.type === 'property_invoice.overdue') {
        const paid = event.type === 'property_invoice.paid';
        return {
          id: event.id,
          type: event.type,
          subscriptionRef: null,
          propertyInvoice: {
            ref: event.data.invoice,
            invoiceId: null,
            outcome: paid ? 'paid' : 'overdue',
            at: new Date(),
            dueOn: 'due_on' in event.data ? event.data.due_on : null,
          },
        };
      }
      if (!('invoice' in event.data)) {
        return { id: event.id, type: event.type, subscriptionRef: event.data.subscription };
      }
      const { data } = event;
      const paid = event.type === 'invoice.paid';
      return {
        id: event.id,
        type: event.type,
        subscriptionRef: data.subscription,
        payment: {
          ref: data.invoice,
          amountCents: data.amount_cents,
          status: paid ? 'paid' : 'failed',
          message: data.message,
          ...(paid && {
            fees: (data.fee_lines ?? []).map((line) => ({
              description: line.description,
              amountCents: line.amount_cents,
            })),
          }),
        },
      };
    },
  };

  const approval: ApprovalCheckoutProvider = {
    name: 'sandbox-paypal',
    ...lifecycle,

    // As at PayPal, nothing is billed beside the plan: the office collects a fee by hand.
    async addFeeToNextBill() {
      return null;
    },

    async startPaymentMethodUpdate(ref, urls) {
      find(ref);
      const token = newId('SBXRA-').toUpperCase();
      reapprovals.set(token, { ref, ...urls });
      return {
        kind: 'redirect' as const,
        url: `${opts.appUrl}/sandbox-paypal?token=${encodeURIComponent(token)}`,
      };
    },

    async startApprovalCheckout(request) {
      const id = newId('SBX-').toUpperCase();
      records.set(id, {
        id,
        kind: 'approval',
        plan: request.plan,
        status: 'pending',
        email: request.customer.email,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        period: null,
        failNextRenewal: false,
      });
      const links: ApprovalLink[] = [
        {
          href: `${opts.appUrl}/sandbox-paypal?token=${encodeURIComponent(id)}`,
          rel: 'approve',
          method: 'GET',
        },
        { href: `${opts.appUrl}/api/sandbox/checkouts/${id}`, rel: 'self', method: 'GET' },
      ];
      return { ref: id, links };
    },
  };

  return {
    name: 'sandbox',
    ...lifecycle,
    approval,

    async startPaymentMethodUpdate(ref) {
      find(ref);
      const clientSecret = `${ref}_seti_secret_${randomBytes(12).toString('hex')}`;
      cardSetups.set(clientSecret, ref);
      return { kind: 'card-form' as const, clientSecret };
    },

    async saveCard(clientSecret, cardNumber) {
      const ref = cardSetups.get(clientSecret);
      if (!ref) {
        throw new ProviderError(
          'sandbox: unknown setup secret',
          PAYMENT_MESSAGES.cardNotSaved,
          404,
        );
      }
      if (cardNumber === SANDBOX_CARDS.declined) {
        throw new ProviderError('sandbox: card declined', PAYMENT_MESSAGES.cardDeclined, 402);
      }
      if (cardNumber !== SANDBOX_CARDS.success) {
        throw new ProviderError('sandbox: non-test card', PAYMENT_MESSAGES.nonTestCard, 402);
      }
      const record = find(ref);
      record.card = { brand: cardBrandOf(cardNumber), last4: cardNumber.slice(-4) };
      record.methodGiven = true;
      cardSetups.delete(clientSecret);
      return { ref };
    },

    connect(fn) {
      deliver = fn;
    },

    async startCardCheckout(request: CheckoutRequest) {
      // Idempotent per checkout, like Stripe's idempotency keys.
      const existing = checkouts.get(request.subscriptionId);
      if (
        existing?.clientSecret &&
        existing.status === 'pending' &&
        existing.plan === request.plan
      ) {
        return { ref: existing.id, clientSecret: existing.clientSecret };
      }
      const id = newId('sbx_sub_');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      records.set(id, {
        id,
        kind: 'card',
        plan: request.plan,
        status: 'pending',
        email: request.customer.email,
        clientSecret,
        period: null,
        failNextRenewal: false,
      });
      checkouts.set(request.subscriptionId, records.get(id)!);
      return { ref: id, clientSecret };
    },

    checkout(ref) {
      const reapproval = reapprovals.get(ref);
      const record = find(reapproval?.ref ?? ref);
      return {
        id: ref,
        plan: record.plan,
        amountCents: PLANS[record.plan].priceCents,
        // A re-approval waits for the customer, whatever the subscription's own state.
        status: reapproval ? 'pending' : record.status,
        email: record.email,
      };
    },

    async payWithCard(clientSecret, cardNumber) {
      const record = [...records.values()].find((r) => r.clientSecret === clientSecret);
      if (!record) {
        throw new ProviderError('sandbox: unknown client secret', PAYMENT_MESSAGES.initFailed, 404);
      }
      if (record.status !== 'pending') {
        throw new ProviderError('sandbox: already paid', 'This payment is already complete.', 409);
      }
      const amount = PLANS[record.plan].priceCents;
      const invoice = (record.invoice ??= newId('in_sbx_'));
      if (cardNumber === SANDBOX_CARDS.success) {
        record.status = 'active';
        record.period = monthFrom(new Date());
        record.card = { brand: cardBrandOf(cardNumber), last4: cardNumber.slice(-4) };
        await emit('sandbox', {
          type: 'invoice.paid',
          data: { subscription: record.id, invoice, amount_cents: amount },
        });
        return { ref: record.id };
      }
      if (cardNumber === SANDBOX_CARDS.declined) {
        const message = PAYMENT_MESSAGES.cardDeclined;
        await emit('sandbox', {
          type: 'invoice.payment_failed',
          data: { subscription: record.id, invoice, amount_cents: amount, message },
        });
        throw new ProviderError('sandbox: card declined', message, 402);
      }
      throw new ProviderError('sandbox: non-test card', PAYMENT_MESSAGES.nonTestCard, 402);
    },

    creditOf(ref) {
      let total = 0;
      for (const credit of credits.values()) if (credit.ref === ref) total += credit.amountCents;
      return total;
    },
    failNextRenewal(ref, known) {
      const record = adopt(ref, undefined, known);
      record.failNextRenewal = true;
      return { failNextRenewal: true, status: record.status };
    },

    async renew(ref, known) {
      const record = adopt(ref, undefined, known);
      if (record.status === 'cancelled' || record.status === 'pending') {
        throw new ProviderError(`sandbox: ${ref} is ${record.status}`, undefined, 409);
      }
      const flow = flowOf(record);
      if (record.openInvoice) {
        record.status = 'suspended';
        await emit(flow, { type: 'subscription.updated', data: { subscription: ref } });
        return { failNextRenewal: record.failNextRenewal, status: record.status };
      }
      record.period = monthFrom(new Date());
      if (record.nextPlan) {
        record.plan = record.nextPlan;
        delete record.nextPlan;
      }
      const pending = [...fees.values()].filter(
        (fee) => fee.ref === ref && fee.state === 'pending',
      );
      // Billing rests while paused: the period moves on with nothing charged, and the fees that
      // waited for this bill are voided with it.
      if (record.status === 'paused') {
        for (const fee of pending) fee.state = 'void';
        await emit(flow, { type: 'subscription.updated', data: { subscription: ref } });
        return { failNextRenewal: record.failNextRenewal, status: record.status };
      }
      // The fees waiting for this bill are billed with the plan and leave the pending ones.
      for (const fee of pending) fee.state = 'billed';
      const invoice = {
        id: newId('in_sbx_'),
        amountCents: pending.reduce(
          (sum, fee) => sum + fee.amountCents,
          PLANS[record.plan].priceCents,
        ),
        fees: pending.map((fee) => ({ description: fee.memo, amountCents: fee.amountCents })),
      };
      const data = {
        subscription: ref,
        invoice: invoice.id,
        amount_cents: invoice.amountCents,
        fee_lines: feeLines(invoice.fees),
      };
      if (record.failNextRenewal) {
        record.failNextRenewal = false;
        record.status = 'past_due';
        record.openInvoice = invoice;
        await emit(flow, {
          type: 'invoice.payment_failed',
          data: { ...data, message: PAYMENT_MESSAGES.cardDeclined },
        });
      } else {
        await emit(flow, { type: 'invoice.paid', data });
      }
      return { failNextRenewal: record.failNextRenewal, status: record.status };
    },

    async decide(ref, action) {
      const reapproval = reapprovals.get(ref);
      if (reapproval) {
        reapprovals.delete(ref);
        if (action === 'approve') find(reapproval.ref).methodGiven = true;
        return { redirectUrl: action === 'approve' ? reapproval.returnUrl : reapproval.cancelUrl };
      }
      const record = find(ref);
      if (record.kind !== 'approval' || record.status !== 'pending') {
        throw new ProviderError('sandbox: not awaiting approval', undefined, 409);
      }
      if (action === 'cancel') {
        return { redirectUrl: `${record.cancelUrl}?token=${encodeURIComponent(ref)}` };
      }
      record.status = 'active';
      record.period = monthFrom(new Date());
      await emit('sandbox-paypal', {
        type: 'subscription.activated',
        data: { subscription: ref },
      });
      await emit('sandbox-paypal', {
        type: 'invoice.paid',
        data: {
          subscription: ref,
          invoice: newId('SALE-'),
          amount_cents: PLANS[record.plan].priceCents,
        },
      });
      return {
        redirectUrl: `${record.returnUrl}?subscription_id=${encodeURIComponent(ref)}&ba_token=${newId('BA-')}`,
      };
    },
  };
}

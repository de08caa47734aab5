import { startFakeHttp, type RecordedRequest, type Reply } from './fake-http.ts';

type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  items: {
    object: 'list';
    data: {
      id: string;
      price: { id: string };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  metadata: Record<string, string>;
  default_payment_method: string | null;
  latest_invoice: string | null;
};

type FakeSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string;
  status: string;
  payment_method: string | null;
  metadata: Record<string, string>;
};

type FakeSentInvoice = {
  id: string;
  object: 'invoice';
  customer: string;
  status: string;
  collection_method: string;
  days_until_due: number;
  description: string | null;
  amount_due: number;
  number: string | null;
  hosted_invoice_url: string | null;
  due_date: number | null;
  metadata: Record<string, string>;
};

/** A one-off charge waiting for a subscription's next invoice, or billed on one (`invoice`). */
type FakeInvoiceItem = {
  id: string;
  object: 'invoiceitem';
  customer: string;
  subscription: string;
  amount: number;
  currency: string;
  description: string | null;
  invoice: string | null;
};

/** A line of an invoice, as Stripe's invoice object and its lines list carry it. */
type FakeLine = {
  id: string;
  object: 'line_item';
  amount: number;
  description: string;
  parent:
    | {
        type: 'subscription_item_details';
        subscription_item_details: { subscription: string; proration: false };
        invoice_item_details: null;
      }
    | {
        type: 'invoice_item_details';
        invoice_item_details: { invoice_item: string; subscription: string; proration: false };
        subscription_item_details: null;
      };
};

/** How many lines an invoice object carries; the rest are read from its lines list, as at Stripe. */
const EMBEDDED_LINES = 10;

/** `metadata[key]=value` fields of a form, as Stripe reads them. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const match = /^metadata\[(.+)\]$/.exec(key);
      return match ? [[match[1]!, value]] : [];
    }),
  );

/** Stripe's form encoding (`items[0][price]=…`) read back as flat keys. */
export const formOf = (request: RecordedRequest) =>
  Object.fromEntries(new URLSearchParams(request.rawBody));

/**
 * A local Stripe: the REST endpoints our provider calls (prices, customers, subscriptions), with
 * Stripe's idempotency (the same Idempotency-Key replays the first answer) and its error shape.
 */
export async function startFakeStripe() {
  let seq = 0;
  const next = (prefix: string) => `${prefix}_${++seq}`;
  const prices: { id: string; object: 'price'; unit_amount: number; lookup_key: string }[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const cards = new Map<string, { brand: string; last4: string }>();
  const invoices = new Map<
    string,
    { id: string; object: 'invoice'; status: string; subscription: string; lines?: FakeLine[] }
  >();
  const invoiceItems = new Map<string, FakeInvoiceItem>();
  /** How much of each customer's credit balance renewals have taken. */
  const creditUsed = new Map<string, number>();
  const customers = new Map<string, Record<string, unknown>>();
  /** Invoices sent to be paid (collection_method send_invoice), as Stripe Invoicing keeps them. */
  const sentInvoices = new Map<string, FakeSentInvoice>();
  const replays = new Map<string, Reply>();
  const balanceTransactions: { customer: string; amount: number; description: string }[] = [];

  const notFound = (id: string): Reply => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such subscription: '${id}'` } },
  });
  const invalid = (message: string): Reply => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message } },
  });

  /** A subscription's pending invoice item: it waits for the subscription's next invoice. */
  function pendingItem(form: Record<string, string>): Reply {
    const subscription = subscriptions.get(form.subscription!);
    if (!subscription) return notFound(form.subscription!);
    if (subscription.customer !== form.customer) return invalid('Customer does not match');
    if (!/^-?\d+$/.test(form.amount ?? '') || form.currency !== 'usd') {
      return invalid('Invalid amount or currency');
    }
    const item: FakeInvoiceItem = {
      id: next('ii'),
      object: 'invoiceitem',
      customer: form.customer,
      subscription: subscription.id,
      amount: Number(form.amount),
      currency: form.currency,
      description: form.description ?? null,
      invoice: null,
    };
    invoiceItems.set(item.id, item);
    return { status: 200, body: item };
  }

  function route(request: RecordedRequest): Reply {
    const form = formOf(request);
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /v1/prices') {
      const lookup = request.query.get('lookup_keys[0]');
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/prices',
          has_more: false,
          data: prices.filter((p) => p.lookup_key === lookup),
        },
      };
    }
    if (key === 'POST /v1/prices') {
      const price = {
        id: next('price'),
        object: 'price' as const,
        unit_amount: Number(form.unit_amount),
        lookup_key: form.lookup_key!,
      };
      prices.push(price);
      return { status: 200, body: price };
    }
    if (key === 'POST /v1/customers') {
      const customer = {
        id: next('cus'),
        object: 'customer',
        email: form.email,
        name: form.name ?? null,
        phone: form.phone ?? null,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(request.path);
    if (customerPath && request.method === 'POST') {
      const customer = customers.get(customerPath[1]!);
      if (!customer) return notFound(customerPath[1]!);
      Object.assign(customer, { email: form.email, name: form.name, phone: form.phone });
      return { status: 200, body: customer };
    }
    if (key === 'POST /v1/invoices') {
      if (!customers.has(form.customer!)) return notFound(form.customer!);
      const invoice: FakeSentInvoice = {
        id: next('in'),
        object: 'invoice',
        customer: form.customer!,
        status: 'draft',
        collection_method: form.collection_method!,
        days_until_due: Number(form.days_until_due),
        description: form.description ?? null,
        amount_due: 0,
        number: null,
        hosted_invoice_url: null,
        due_date: null,
        metadata: metadataOf(form),
      };
      sentInvoices.set(invoice.id, invoice);
      return { status: 200, body: invoice };
    }
    if (key === 'POST /v1/invoiceitems' && !form.invoice) return pendingItem(form);
    const itemPath = /^\/v1\/invoiceitems\/([^/]+)$/.exec(request.path);
    if (itemPath) {
      const item = invoiceItems.get(itemPath[1]!);
      if (!item) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such invoiceitem: '${itemPath[1]}'`,
            },
          },
        };
      }
      if (request.method !== 'DELETE') return { status: 200, body: item };
      // Stripe deletes an invoice item only while no invoice is finalized with it.
      if (item.invoice) return invalid('This invoice item is already on a finalized invoice');
      invoiceItems.delete(item.id);
      return { status: 200, body: { id: item.id, object: 'invoiceitem', deleted: true } };
    }
    const linesPath = /^\/v1\/invoices\/([^/]+)\/lines$/.exec(request.path);
    if (linesPath) {
      const lines = invoices.get(linesPath[1]!)?.lines;
      if (!lines) return notFound(linesPath[1]!);
      const after = request.query.get('starting_after');
      const from = after ? lines.findIndex((line) => line.id === after) + 1 : 0;
      const limit = Number(request.query.get('limit') ?? 10);
      const data = lines.slice(from, from + limit);
      return {
        status: 200,
        body: {
          object: 'list',
          url: request.path,
          has_more: from + limit < lines.length,
          data,
        },
      };
    }
    if (key === 'POST /v1/invoiceitems') {
      const invoice = sentInvoices.get(form.invoice!);
      if (!invoice) return notFound(form.invoice!);
      if (invoice.status !== 'draft') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Invoice is finalized' } },
        };
      }
      invoice.amount_due += Number(form.amount);
      return {
        status: 200,
        body: {
          id: next('ii'),
          object: 'invoiceitem',
          amount: Number(form.amount),
          invoice: invoice.id,
        },
      };
    }
    const sendPath = /^\/v1\/invoices\/([^/]+)\/(finalize|send)$/.exec(request.path);
    if (sendPath && request.method === 'POST') {
      const invoice = sentInvoices.get(sendPath[1]!);
      if (!invoice) return notFound(sendPath[1]!);
      if (sendPath[2] === 'finalize' && invoice.status === 'draft') {
        const number = `KVTFAKE-${String(sentInvoices.size).padStart(4, '0')}`;
        Object.assign(invoice, {
          status: 'open',
          number,
          hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/${invoice.id}`,
          due_date: Math.floor(Date.now() / 1000) + invoice.days_until_due * 24 * 60 * 60,
        });
      }
      return { status: 200, body: invoice };
    }
    if (key === 'POST /v1/subscriptions') {
      const subscription: FakeSubscription = {
        id: next('sub'),
        object: 'subscription',
        customer: form.customer!,
        status: 'incomplete',
        pause_collection: null,
        items: {
          object: 'list',
          data: [
            {
              id: next('si'),
              price: { id: form['items[0][price]']! },
              // A month from now, as Stripe sets the first period when the subscription is made.
              ...FAKE_PERIOD,
            },
          ],
        },
        metadata: {},
        default_payment_method: null,
        latest_invoice: null,
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = {
        id: next('in'),
        object: 'invoice',
        confirmation_secret: { client_secret: `pi_${seq}_secret_fake`, type: 'payment_intent' },
      };
      return { status: 200, body: { ...subscription, latest_invoice: invoice } };
    }
    if (key === 'POST /v1/setup_intents') {
      const intent: FakeSetupIntent = {
        id: next('seti'),
        object: 'setup_intent',
        client_secret: `seti_${seq}_secret_fake`,
        customer: form.customer!,
        status: 'requires_payment_method',
        payment_method: null,
        metadata: { subscription: form['metadata[subscription]']! },
      };
      setupIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const setup = /^\/v1\/setup_intents\/([^/]+)$/.exec(request.path);
    if (setup) {
      const intent = setupIntents.get(setup[1]!);
      return intent ? { status: 200, body: intent } : notFound(setup[1]!);
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+?)(\/pay)?$/.exec(request.path);
    if (invoicePath && sentInvoices.has(invoicePath[1]!)) {
      return { status: 200, body: sentInvoices.get(invoicePath[1]!) };
    }
    if (invoicePath) {
      const invoice = invoices.get(invoicePath[1]!);
      if (!invoice) return notFound(invoicePath[1]!);
      if (invoicePath[2]) {
        invoice.status = 'paid';
        subscriptions.get(invoice.subscription)!.status = 'active';
      }
      return { status: 200, body: invoice };
    }
    const balance = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(request.path);
    if (balance && request.method === 'POST') {
      const entry = {
        customer: balance[1]!,
        amount: Number(form.amount),
        description: form.description ?? '',
      };
      balanceTransactions.push(entry);
      return {
        status: 200,
        body: { id: next('cbtxn'), object: 'customer_balance_transaction', ...entry },
      };
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path);
    if (match) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return notFound(match[1]!);
      if (form.default_payment_method) {
        subscription.default_payment_method = form.default_payment_method;
      }
      if (request.method === 'GET' && request.query.get('expand[0]') === 'default_payment_method') {
        const method = subscription.default_payment_method;
        const card = method ? cards.get(method) : undefined;
        return {
          status: 200,
          body: {
            ...subscription,
            default_payment_method: card ? { id: method, object: 'payment_method', card } : method,
          },
        };
      }
      if (request.method === 'DELETE') subscription.status = 'canceled';
      if (request.method === 'POST') {
        if ('pause_collection' in form) subscription.pause_collection = null;
        if (form['pause_collection[behavior]']) {
          subscription.pause_collection = {
            behavior: form['pause_collection[behavior]'],
            resumes_at: Number(form['pause_collection[resumes_at]']) || null,
          };
        }
        if (form['items[0][price]']) {
          subscription.items.data[0]!.price = { id: form['items[0][price]'] };
        }
      }
      return { status: 200, body: subscription };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: key } } };
  }

  const http = await startFakeHttp((request) => {
    const idempotencyKey = request.headers['idempotency-key'];
    if (request.method === 'POST' && typeof idempotencyKey === 'string') {
      const replay = replays.get(idempotencyKey);
      if (replay) return replay;
      const reply = route(request);
      replays.set(idempotencyKey, reply);
      return reply;
    }
    return route(request);
  });

  return {
    ...http,
    prices,
    /** The customer balance transactions made (credits are negative amounts). */
    balanceTransactions,
    /** What Stripe would say after the customer pays (active) or Stripe gives up (canceled). */
    setStatus(id: string, status: string) {
      subscriptions.get(id)!.status = status;
    },
    subscription: (id: string) => subscriptions.get(id),
    /** The customer confirms the Payment Element: the setup intent succeeds with this card. */
    confirmSetup(id: string, card: { brand: string; last4: string }) {
      const intent = setupIntents.get(id)!;
      const method = `pm_${intent.id}`;
      cards.set(method, card);
      Object.assign(intent, { status: 'succeeded', payment_method: method });
    },
    setupIntent: (id: string) => setupIntents.get(id),
    /** A renewal invoice Stripe could not collect: open, the subscription's latest. */
    openInvoice(subscription: string, id: string) {
      invoices.set(id, { id, object: 'invoice', status: 'open', subscription });
      subscriptions.get(subscription)!.latest_invoice = id;
    },
    invoice: (id: string) => invoices.get(id),
    /** The invoice items made for subscriptions, pending or billed, as Stripe keeps them. */
    invoiceItem: (id: string) => invoiceItems.get(id),
    /**
     * Stripe's renewal of a subscription: an invoice for its price with every pending invoice
     * item of the subscription on it, less the customer's credit balance, paid; voided instead
     * while its collection is paused. Answers the invoice as its event carries it (its first
     * lines, the rest in its lines list).
     */
    renew(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId)!;
      const id = next('in');
      const price = prices.find((p) => p.id === subscription.items.data[0]!.price.id);
      const pending = [...invoiceItems.values()].filter(
        (item) => item.subscription === subscriptionId && !item.invoice,
      );
      const lines: FakeLine[] = [
        {
          id: next('il'),
          object: 'line_item',
          amount: price?.unit_amount ?? 0,
          description: '1 × plan (at the month’s price)',
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: subscriptionId, proration: false },
            invoice_item_details: null,
          },
        },
        ...pending.map((item): FakeLine => {
          item.invoice = id;
          return {
            id: next('il'),
            object: 'line_item',
            amount: item.amount,
            description: item.description ?? '',
            parent: {
              type: 'invoice_item_details',
              invoice_item_details: {
                invoice_item: item.id,
                subscription: subscriptionId,
                proration: false,
              },
              subscription_item_details: null,
            },
          };
        }),
      ];
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      const credit =
        balanceTransactions
          .filter((entry) => entry.customer === subscription.customer)
          .reduce((sum, entry) => sum - entry.amount, 0) -
        (creditUsed.get(subscription.customer) ?? 0);
      const voided = Boolean(subscription.pause_collection);
      const paid = voided ? 0 : Math.max(0, total - credit);
      if (!voided)
        creditUsed.set(
          subscription.customer,
          (creditUsed.get(subscription.customer) ?? 0) + total - paid,
        );
      const status = voided ? 'void' : 'paid';
      invoices.set(id, {
        id,
        object: 'invoice',
        status,
        subscription: subscriptionId,
        lines,
      });
      return {
        id,
        object: 'invoice',
        status,
        customer: subscription.customer,
        total,
        amount_due: paid,
        amount_paid: paid,
        lines: {
          object: 'list',
          url: `/v1/invoices/${id}/lines`,
          has_more: lines.length > EMBEDDED_LINES,
          data: lines.slice(0, EMBEDDED_LINES),
        },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId },
        },
      };
    },
    /** An invoice sent to be paid, as Stripe Invoicing keeps it. */
    sentInvoice: (id: string) => sentInvoices.get(id),
    customer: (id: string) => customers.get(id),
    /** Sets the billing period Stripe reports for the subscription (seconds since the epoch). */
    setPeriod(id: string, start: number, end: number) {
      Object.assign(subscriptions.get(id)!.items.data[0]!, {
        current_period_start: start,
        current_period_end: end,
      });
    },
  };
}

const NOW_S = Math.floor(Date.now() / 1000);
/** The period the fake gives every new subscription: from now to 30 days on. */
export const FAKE_PERIOD = {
  current_period_start: NOW_S,
  current_period_end: NOW_S + 30 * 24 * 60 * 60,
};

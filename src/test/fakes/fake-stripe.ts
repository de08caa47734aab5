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
    { id: string; object: 'invoice'; status: string; subscription: string }
  >();
  const customers = new Map<string, Record<string, unknown>>();
  /** Invoices sent to be paid (collection_method send_invoice), as Stripe Invoicing keeps them. */
  const sentInvoices = new Map<string, FakeSentInvoice>();
  const replays = new Map<string, Reply>();
  const balanceTransactions: { customer: string; amount: number; description: string }[] = [];

  const notFound = (id: string): Reply => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such subscription: '${id}'` } },
  });

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
